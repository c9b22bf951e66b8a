// What promotions cost a cart and a checkout (issue #34), at a catalogue of 100,000 books:
//   npx tsx bench/pricing.ts [--books 100000] [--rounds 300] [--orders 60] [--racers 50]
// The same cart (5 lines) is priced with no promotion, then with 3 automatic offers running and
// 50 coupon codes on file (one applied): in process (the pricing function the cart, the quote and
// the order share), at the API over HTTP (GET /api/checkout/quote), and as a checkout
// (POST /api/orders, cash on delivery). Baseline and promotions are measured in the same run, so
// the ratio holds on a slower machine. Then 50 shoppers redeem a code with one use left at once.
// PGlite in memory unless TEST_DATABASE_URL names a PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../src/server/db/schema/auth.ts';
import { books } from '../src/server/db/schema/catalog.ts';
import { orderPromotions, promotions } from '../src/server/db/schema/commerce.ts';
import { generateBooks } from '../src/server/db/seed/generate-books.ts';
import { testAddress } from '../src/server/modules/addresses/addresses.test-helpers.ts';
import { registerAndConfirm } from '../src/server/modules/auth/auth.test-helpers.ts';
import { priceOrder } from '../src/server/modules/orders/orders.public.ts';
import {
  booksTargeted,
  findRunningOffers,
  taxRulesOf,
} from '../src/server/modules/promotions/promotions.public.ts';
import { getShopSettings } from '../src/server/modules/site-config/site-config.public.ts';
import { createTestApp } from '../src/server/test-app.ts';
import { numberArg, percentile } from './http-measure.ts';

const bookCount = numberArg('books', 100_000);
const rounds = numberArg('rounds', 300);
const orderCount = numberArg('orders', 60);
const racers = numberArg('racers', 50);
const adminEmail = 'bench-owner@pustak.test';

const t = await createTestApp({ ADMIN_EMAILS: adminEmail, TRUST_PROXY: '127.0.0.1' });
const db = t.database.db;
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
let started = performance.now();
await generateBooks(db, bookCount);
console.log(
  `catalogue: ${bookCount} books on ${t.database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Five books of different categories and authors, stocked for every order of the run.
const cartBooks = await db
  .select({ id: books.id, author: books.author, category: books.category })
  .from(books)
  .orderBy(books.id)
  .limit(5);
await db
  .update(books)
  .set({ stockQuantity: 1_000_000 })
  .where(
    inArray(
      books.id,
      cartBooks.map((b) => b.id),
    ),
  );
const owner = await registerAndConfirm(t, adminEmail, 'correct-horse-1', 'Bench Owner');

let ips = 0;
/** Each request from its own address: the order route's rate limit is per client. */
const headers = (cookie: string) => ({
  cookie,
  'x-forwarded-for': `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips++ & 255}`,
});

async function call(cookie: string, method: string, path: string, body?: object) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers(cookie), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A shopper with an address in Bengaluru; `fillCart` puts the five books (one three times) in. */
async function shopper(n: number) {
  const cookie = await registerAndConfirm(t, `bench-shopper-${n}@example.com`);
  const address = await call(cookie, 'POST', '/api/addresses', testAddress);
  return { cookie, addressId: address.id as number };
}
async function fillCart(cookie: string) {
  for (const [i, b] of cartBooks.entries()) {
    await call(cookie, 'POST', '/api/cart', { bookId: b.id, quantity: i === 0 ? 3 : 1 });
  }
}

const buyer = await shopper(0);
const [me] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'bench-shopper-0@example.com'));
const userId = me!.id;
const settings = await getShopSettings(db);
const lines = cartBooks.map((b, i) => ({
  bookId: b.id,
  unitPricePaise: 0,
  quantity: i === 0 ? 3 : 1,
}));
for (const line of lines) {
  const [row] = await db
    .select({ price: books.sellingPricePaise })
    .from(books)
    .where(eq(books.id, line.bookId));
  line.unitPricePaise = row!.price;
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** The three figures for a cart priced with `codes`. */
async function phase(codes: string[]) {
  const inProcess: number[] = [];
  for (let i = 0; i < rounds + 20; i++) {
    const t0 = performance.now();
    await priceOrder(db, settings, { userId, lines, codes, pincode: '560001' }, 'preview');
    if (i >= 20) inProcess.push(performance.now() - t0);
  }
  await fillCart(buyer.cookie);
  const query = `/api/checkout/quote?pincode=560001${codes.length ? `&coupon=${codes.join(',')}` : ''}`;
  const api: number[] = [];
  let quoted: { total: number; discount: number; promotions: unknown[] } | null = null;
  for (let i = 0; i < rounds + 20; i++) {
    const t0 = performance.now();
    quoted = await call(buyer.cookie, 'GET', query);
    if (i >= 20) api.push(performance.now() - t0);
  }
  const checkout: number[] = [];
  for (let i = 0; i < orderCount; i++) {
    if (i > 0) await fillCart(buyer.cookie);
    const t0 = performance.now();
    const res = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        ...headers(buyer.cookie),
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        addressId: buyer.addressId,
        shippingMethod: 'standard',
        paymentMethod: 'cod',
        couponCodes: codes,
      }),
    });
    await res.text();
    if (res.status !== 201) throw new Error(`order: ${res.status}`);
    checkout.push(performance.now() - t0);
  }
  return { inProcess: summary(inProcess), api: summary(api), checkout: summary(checkout), quoted };
}

const baseline = await phase([]);

// Three automatic offers (a category, buy 2 get 1 by an author, free delivery over ₹500) and 50
// codes; the shopper applies one.
const offers = [
  {
    name: 'Category sale 10%',
    kind: 'percent',
    percent: 10,
    targetKind: 'category',
    targetValue: cartBooks[0]!.category[0],
  },
  {
    name: 'Author 3 for 2',
    kind: 'buy_get',
    buyQuantity: 2,
    getQuantity: 1,
    targetKind: 'author',
    targetValue: cartBooks[0]!.author,
  },
  { name: 'Free delivery over ₹500', kind: 'free_delivery', minOrder: 500 },
];
for (const offer of offers) await call(owner, 'POST', '/api/admin/promotions', offer);
for (let i = 1; i <= 50; i++) {
  await call(owner, 'POST', '/api/admin/promotions', {
    name: `Code ${i}`,
    code: `BENCH${String(i).padStart(2, '0')}`,
    kind: i % 2 ? 'percent' : 'fixed',
    percent: i % 2 ? 5 : null,
    amount: i % 2 ? null : 25,
  });
}
const promoted = await phase(['BENCH07']);

const ms = (v: number) => `${v.toFixed(2)} ms`;
const row = (label: string, key: 'inProcess' | 'api' | 'checkout') =>
  `${label.padEnd(34)} ${ms(baseline[key].p50).padStart(10)} ${ms(baseline[key].p95).padStart(10)}   ${ms(promoted[key].p50).padStart(10)} ${ms(promoted[key].p95).padStart(10)}   ${(promoted[key].p95 / baseline[key].p95).toFixed(2)}×`;
console.log(`\n${rounds} prices and quotes, ${orderCount} orders per column; cart of 5 lines`);
console.log(
  `${''.padEnd(34)} ${'no promotions'.padStart(21)}   ${'3 offers + 50 codes'.padStart(21)}   p95 ratio`,
);
console.log(
  `${''.padEnd(34)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}   ${'p50'.padStart(10)} ${'p95'.padStart(10)}`,
);
console.log(row('price calculation, in process', 'inProcess'));
console.log(row('GET /api/checkout/quote (HTTP)', 'api'));
console.log(row('POST /api/orders (checkout, HTTP)', 'checkout'));
console.log(
  `quote with promotions: ${JSON.stringify(promoted.quoted?.promotions)} total ₹${promoted.quoted?.total} (was ₹${baseline.quoted?.total})`,
);

// Where the time goes: each statement pricing runs, alone (median of 50).
const median = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return summary(times).p50;
};
const ids = lines.map((l) => l.bookId);
const parts: [string, () => Promise<unknown>][] = [
  ['running offers', () => findRunningOffers(db, new Date())],
  ['tax rules', () => taxRulesOf(db, ids)],
];
for (const p of await findRunningOffers(db, new Date())) {
  parts.push([`books targeted: ${p.name}`, () => booksTargeted(db, p, ids)]);
}
console.log('statements alone (p50):');
for (const [label, run] of parts) console.log(`  ${label.padEnd(40)} ${ms(await median(run))}`);

// The race: one use left, `racers` shoppers at once.
await call(owner, 'POST', '/api/admin/promotions', {
  name: 'Last one',
  code: 'LASTONE',
  kind: 'fixed',
  amount: 10,
  usageLimit: 1,
});
const crowd = [];
for (let i = 1; i <= racers; i++) {
  const s = await shopper(i);
  await fillCart(s.cookie);
  crowd.push(s);
}
started = performance.now();
const answers = await Promise.all(
  crowd.map((s) =>
    fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        ...headers(s.cookie),
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        addressId: s.addressId,
        shippingMethod: 'standard',
        paymentMethod: 'cod',
        couponCode: 'LASTONE',
      }),
    }).then((r) => r.status),
  ),
);
const [last] = await db.select().from(promotions).where(eq(promotions.code, 'LASTONE'));
const holding = await db
  .select({ id: orderPromotions.id })
  .from(orderPromotions)
  .where(and(eq(orderPromotions.promotionId, last!.id), eq(orderPromotions.released, false)));
const tally = answers.reduce<Record<number, number>>(
  (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
  {},
);
console.log(
  `\ncoupon race: ${racers} concurrent redemptions of a code with 1 use left → ${holding.length} order(s) with it, uses ${last!.uses}/${last!.usageLimit}; answers ${JSON.stringify(tally)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await t.close();
process.exit(0);
