import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/commerce.ts';
import { resolveRange, shopToday } from './admin-analytics.service.ts';
import {
  postEvents,
  searchEvent,
  visitShop,
  type Visitor,
} from '../../events/events.test-helpers.ts';
import {
  addShopperAddress,
  insertBooks,
  placeShopperOrder,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
let guide: number;
let gita: number;
/** Totals (rupees) of the orders placed today and ten days ago. */
const placed = { today: 0, tenDaysAgo: 0 };

const day = 24 * 60 * 60 * 1000;
const istDate = (ms: number) => shopToday(new Date(ms));
const today = istDate(Date.now());

/** The browsers of the funnel: each got its visitor cookie from the first page it opened. */
const browsers: Record<'a' | 'b' | 'c' | 'd', Visitor> = {} as never;

async function sendEvents(visitor: Visitor, list: object[], session?: string) {
  const cookie = session ? `${session}; ${visitor.cookie}` : visitor.cookie;
  const res = await postEvents(ctx.t, list, { cookie });
  if (res.statusCode !== 204) throw new Error(`events failed: ${res.body}`);
}

/** The visitor searches the catalogue (GET /api/books, as the listing does), then says so. */
async function searchAs(visitor: Visitor, term: string) {
  const res = await ctx.t.app.inject({
    method: 'GET',
    url: `/api/books?search=${encodeURIComponent(term)}`,
    headers: { cookie: visitor.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.body}`);
  return searchEvent(term, res.json().total);
}

const view = (bookId: number) => ({
  name: 'ViewContent',
  path: `/books/${bookId}`,
  bookId,
  payload: { content_ids: [bookId] },
});
const step = (name: string) => ({ name, path: '/checkout' });

beforeAll(async () => {
  [guide, gita] = (await insertBooks(ctx.t, [
    { stockQuantity: 50 },
    {
      title: 'The Gita',
      author: 'Vyasa',
      mrpPaise: 20000,
      sellingPricePaise: 15025,
      category: ['Philosophy', 'Classics'],
      stockQuantity: 50,
    },
  ])) as [number, number];
  const addressId = await addShopperAddress(ctx);

  // Today: 2 × Guide + 1 × Gita. Ten days ago: 3 × Gita. Cancelled today: 5 × Guide.
  placed.today = (
    await placeShopperOrder(
      ctx,
      [
        { bookId: guide, quantity: 2 },
        { bookId: gita, quantity: 1 },
      ],
      addressId,
    )
  ).totalAmount;
  const older = await placeShopperOrder(ctx, [{ bookId: gita, quantity: 3 }], addressId);
  placed.tenDaysAgo = older.totalAmount;
  await ctx.t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 10 * day) })
    .where(eq(orders.id, older.id));
  const cancelled = await placeShopperOrder(ctx, [{ bookId: guide, quantity: 5 }], addressId);
  const res = await ctx.call('POST', `/api/admin/orders/${cancelled.id}/status`, ctx.owner, {
    status: 'cancelled',
  });
  if (res.statusCode !== 200) throw new Error(`cancel failed: ${res.body}`);

  for (const name of ['a', 'b', 'c', 'd'] as const) browsers[name] = await visitShop(ctx.t);
  const { a, b, c, d } = browsers;
  // Funnel: a goes all the way (signed in), b adds to cart, c only looks; d browses a category.
  await sendEvents(
    a,
    [view(guide), view(gita), step('AddToCart'), step('InitiateCheckout'), step('Purchase')],
    ctx.shopper,
  );
  await sendEvents(b, [view(guide), step('AddToCart'), step('AddToCart')]);
  await sendEvents(c, [view(gita)]);
  await sendEvents(d, [
    {
      name: 'ViewContent',
      path: '/collections?category=Fiction',
      payload: { content_category: 'Fiction' },
    },
  ]);
  // Searches: "guide" three times by two visitors (case and spaces differ), "zzqx" found nothing
  // twice, "gita" and "vyasa" once each.
  await sendEvents(a, [
    await searchAs(a, 'Guide'),
    await searchAs(a, 'guide '),
    await searchAs(a, 'zzqx'),
  ]);
  await sendEvents(b, [
    await searchAs(b, 'guide'),
    await searchAs(b, 'zzqx'),
    await searchAs(b, 'gita'),
  ]);
  await sendEvents(c, [await searchAs(c, 'vyasa')]);
});

const get = (query = '', cookie = ctx.owner) =>
  ctx.call('GET', `/api/admin/analytics${query}`, cookie);

describe('GET /api/admin/analytics', () => {
  it('covers the last 30 Indian days by default, with revenue per day summed from paise', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.to).toBe(today);
    expect(a.byDay).toHaveLength(30);
    expect(a.from).toBe(a.byDay[0].date);
    expect(a.byDay[29]).toEqual({ date: today, revenue: placed.today, orders: 1 });
    const tenDaysAgo = a.byDay.find(
      (d: { date: string }) => d.date === istDate(Date.now() - 10 * day),
    );
    expect(tenDaysAgo).toEqual(expect.objectContaining({ revenue: placed.tenDaysAgo, orders: 1 }));
    // The cancelled order counts nowhere.
    const totalPaise = Math.round(placed.today * 100) + Math.round(placed.tenDaysAgo * 100);
    expect(a.totals).toEqual({
      revenue: totalPaise / 100,
      orders: 2,
      averageOrderValue: Math.round(totalPaise / 2) / 100,
      copies: 6,
    });
  });

  it('ranks books by copies and by revenue, and categories by revenue', async () => {
    const a = (await get()).json();
    expect(a.topBooksByCopies).toEqual([
      { bookId: gita, title: 'The Gita', author: 'Vyasa', copies: 4, revenue: 601 },
      { bookId: guide, title: 'The Guide', author: 'R. K. Narayan', copies: 2, revenue: 599 },
    ]);
    expect(a.topBooksByRevenue.map((b: { bookId: number }) => b.bookId)).toEqual([gita, guide]);
    expect(a.topCategories).toEqual([
      { category: 'Classics', copies: 4, revenue: 601 },
      { category: 'Philosophy', copies: 4, revenue: 601 },
      { category: 'Fiction', copies: 2, revenue: 599 },
    ]);
  });

  it('keeps to the asked days', async () => {
    const a = (await get(`?from=${today}&to=${today}`)).json();
    expect(a.byDay).toEqual([{ date: today, revenue: placed.today, orders: 1 }]);
    expect(
      a.topBooksByRevenue.map((b: { bookId: number; copies: number }) => [b.bookId, b.copies]),
    ).toEqual([
      [guide, 2],
      [gita, 1],
    ]);
    const empty = (await get('?from=2020-02-01&to=2020-02-29')).json();
    expect(empty.byDay).toHaveLength(29);
    expect(empty.byDay.every((d: { revenue: number }) => d.revenue === 0)).toBe(true);
    expect(empty.totals).toEqual({ revenue: 0, orders: 0, averageOrderValue: 0, copies: 0 });
    expect(empty.topBooksByCopies).toEqual([]);
    expect(empty.funnel.every((s: { visitors: number }) => s.visitors === 0)).toBe(true);
    expect(empty.topSearches).toEqual([]);
  });

  it('counts distinct visitors at each step of the funnel', async () => {
    const a = (await get()).json();
    expect(a.funnel).toEqual([
      { step: 'ViewContent', visitors: 3 },
      { step: 'AddToCart', visitors: 2 },
      { step: 'InitiateCheckout', visitors: 1 },
      { step: 'Purchase', visitors: 1 },
    ]);
  });

  it('lists the top searches and those that found nothing', async () => {
    const a = (await get()).json();
    expect(a.topSearches).toEqual([
      { term: 'guide', searches: 3, visitors: 2 },
      { term: 'zzqx', searches: 2, visitors: 2 },
      { term: 'gita', searches: 1, visitors: 1 },
      { term: 'vyasa', searches: 1, visitors: 1 },
    ]);
    expect(a.zeroResultSearches).toEqual([{ term: 'zzqx', searches: 2, visitors: 2 }]);
  });

  it('is not moved by a signed-out client with curl: made-up visitors, search text and result counts', async () => {
    const before = (await get()).json();
    const attacker = '198.51.100.7';
    const lies = [
      view(guide),
      step('AddToCart'),
      step('InitiateCheckout'),
      step('Purchase'),
      searchEvent('casino bonus', 0),
      searchEvent('guide', 0),
    ];
    // Made-up visitor ids in the body, one batch each, no cookie.
    for (let i = 0; i < 30; i++) {
      const visitorId = `v_fake${String(i).padStart(8, '0')}`;
      await postEvents(ctx.t, lies, { remoteAddress: attacker, body: { visitorId } });
    }
    const afterMadeUp = (await get()).json();
    expect(afterMadeUp.funnel).toEqual(before.funnel);
    expect(afterMadeUp.topSearches).toEqual(before.topSearches);

    // With the cookie it was issued: words it was never served, and a real visitor's search.
    const issued = await postEvents(ctx.t, [step('PageView')], { remoteAddress: attacker });
    const cookie = /^(pustak_visitor=[^;]+)/.exec(String(issued.headers['set-cookie']))![1]!;
    await postEvents(ctx.t, lies, { cookie, remoteAddress: attacker });
    await postEvents(ctx.t, [searchEvent('zzqx', 0), searchEvent('casino bonus', 0)], {
      cookie,
      remoteAddress: attacker,
    });
    const after = (await get()).json();
    expect(after.topSearches).toEqual(before.topSearches);
    expect(after.zeroResultSearches).toEqual(before.zeroResultSearches);
    // That one browser is one visitor, like any other.
    expect(after.funnel).toEqual(
      before.funnel.map((s: { step: string; visitors: number }) => ({
        ...s,
        visitors: s.visitors + 1,
      })),
    );
  });

  it('refuses bad ranges with a message on the field', async () => {
    const cases: [string, string][] = [
      ['?from=2024-03-10&to=2024-03-01', 'to'],
      ['?from=2023-01-01&to=2024-12-31', 'from'],
      ['?from=2024-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2001-01-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[field], query).toEqual(expect.any(String));
    }
    expect((await get('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    expect((await ctx.call('GET', '/api/admin/analytics')).statusCode).toBe(401);
    expect((await get('', ctx.shopper)).statusCode).toBe(403);
  });
});

describe('resolveRange', () => {
  it('fills in a missing end', () => {
    expect(resolveRange({}, '2025-03-31')).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(resolveRange({ from: '2025-03-20' }, '2025-03-31')).toEqual({
      from: '2025-03-20',
      to: '2025-03-31',
    });
    expect(resolveRange({ to: '2025-01-10' }, '2025-03-31')).toEqual({
      from: '2024-12-12',
      to: '2025-01-10',
    });
  });
});
