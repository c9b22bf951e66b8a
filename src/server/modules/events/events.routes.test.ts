import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import { events, servedSearches } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { addressGroup, eventCaps } from './events.service.ts';
import { postEvents, searchEvent, visitShop } from './events.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(books).values([
    {
      title: 'The Guide',
      author: 'R. K. Narayan',
      mrpPaise: 39900,
      sellingPricePaise: 29950,
      category: ['Fiction'],
    },
    {
      title: 'The Gita',
      author: 'Vyasa',
      mrpPaise: 20000,
      sellingPricePaise: 15000,
      category: ['Philosophy'],
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.database.db.delete(events);
  await t.database.db.delete(servedSearches);
});

const recorded = () => t.database.db.select().from(events).orderBy(events.id);
const pageView = { name: 'PageView', path: '/' };

/** Each test's batches come from an address of its own, so none meets another's limits. */
let lastAddress = 0;
const freshAddress = () => `10.1.0.${++lastAddress}`;

describe('POST /api/events', () => {
  it('records a batch with the spec payload fields, currency INR by default, and drops admin paths', async () => {
    const visitor = await visitShop(t);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/books?search=bond',
      headers: { cookie: visitor.cookie },
    });
    expect(search.json().total).toBe(0);
    const res = await postEvents(
      t,
      [
        searchEvent('bond', 0),
        {
          name: 'ViewContent',
          path: '/books/999999',
          bookId: 999999,
          payload: { content_ids: [999999], value: 399 },
        },
        { name: 'PageView', path: '/admin/books' },
      ],
      { cookie: visitor.cookie },
    );
    expect(res.statusCode).toBe(204);
    const rows = await recorded();
    expect(rows.map((r) => r.name).sort()).toEqual(['Search', 'ViewContent']);
    expect(rows.find((r) => r.name === 'Search')!.payload).toEqual({
      search_string: 'bond',
      result_count: 0,
      currency: 'INR',
    });
    expect(rows.every((r) => r.userId === null && r.visitorId === visitor.id)).toBe(true);
  });

  it('refuses unknown events, unknown payload fields and oversized batches', async () => {
    const { cookie } = await visitShop(t);
    for (const list of [
      [{ name: 'Hack', path: '/' }],
      [{ name: 'Search', path: '/', payload: { email: 'a@b.c' } }],
      [{ name: 'Search', path: '/', payload: { search_string: 'a', result_count: -1 } }],
      Array.from({ length: 21 }, () => pageView),
      [],
    ]) {
      const res = await postEvents(t, list, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    expect(await recorded()).toEqual([]);
  });

  it('gives every page a signed, HttpOnly, SameSite=Lax visitor cookie, kept from no shared cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/collections' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^pustak_visitor=v_[0-9a-f]{32}\.[\w-]+; Path=\/; Max-Age=\d+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // A browser that has one keeps it.
    const visitor = await visitShop(t);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: visitor.cookie },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    // The catalogue's public answers, which shared caches may keep, never set one.
    const list = await t.app.inject({ method: 'GET', url: '/api/books?search=guide' });
    expect(list.headers['set-cookie']).toBeUndefined();
  });

  it('drops events without the shop-issued cookie and gives the client one: a visitor id in the body names no one', async () => {
    const remoteAddress = freshAddress();
    const made = await postEvents(t, [pageView], {
      remoteAddress,
      body: { visitorId: 'v_madeupvisitor01' },
    });
    expect(made.statusCode).toBe(204);
    expect(String(made.headers['set-cookie'])).toMatch(/^pustak_visitor=v_[0-9a-f]{32}\./);

    const real = await visitShop(t);
    const [id, signature] = real.cookie.split('.') as [string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const other = 'v_' + '0'.repeat(32);
    for (const cookie of [
      `${id}.${flipped}`,
      `pustak_visitor=${other}.${signature}`,
      `pustak_visitor=${other}`,
      'pustak_visitor=',
      'pustak_visitor=v_madeupvisitor01.x',
    ]) {
      const res = await postEvents(t, [pageView], { cookie, remoteAddress });
      expect(res.statusCode, cookie).toBe(204);
    }
    expect(await recorded()).toEqual([]);

    // With the cookie it was given, the same client is counted: as that visitor, whatever the body says.
    const given = /^(pustak_visitor=[^;]+)/.exec(String(made.headers['set-cookie']))![1]!;
    await postEvents(t, [pageView], {
      cookie: given,
      remoteAddress,
      body: { visitorId: real.id },
    });
    const rows = await recorded();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.visitorId).toBe(given.split('=')[1]!.split('.')[0]);
    expect(rows[0]!.visitorId).not.toBe(real.id);
  });
});

describe('Search events', () => {
  const searchFor = (cookie: string, term: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/books?search=${encodeURIComponent(term)}`,
      headers: { cookie },
    });

  it('count only against a search the catalogue served that visitor, once per answer, with its term and result count', async () => {
    const a = await visitShop(t);
    const b = await visitShop(t);
    // Never searched: the posted text goes nowhere.
    await postEvents(t, [searchEvent('buy cheap pills', 12)], { cookie: a.cookie });
    expect(await recorded()).toEqual([]);

    expect((await searchFor(a.cookie, '  The   GUIDE ')).json().total).toBe(1);
    // The listing's count is the server's, whatever the browser claims; the term is as listed.
    await postEvents(t, [searchEvent('the guide', 0), searchEvent('The Guide', 1)], {
      cookie: a.cookie,
    });
    // Another visitor cannot count the search a was served.
    await postEvents(t, [searchEvent('the guide', 1)], { cookie: b.cookie });
    let rows = await recorded();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      visitorId: a.id,
      payload: { search_string: 'the guide', result_count: 1, currency: 'INR' },
    });

    // Served again: counted again.
    await searchFor(a.cookie, 'the guide');
    await postEvents(t, [searchEvent('the guide', 1)], { cookie: a.cookie });
    expect(await recorded()).toHaveLength(2);

    // A search page's first render, drawn by the server, is served too.
    const page = await t.app.inject({
      method: 'GET',
      url: '/collections?search=Gita',
      headers: { cookie: b.cookie },
    });
    expect(page.statusCode).toBe(200);
    await postEvents(t, [searchEvent('gita', 0)], { cookie: b.cookie });
    rows = await recorded();
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      visitorId: b.id,
      payload: { search_string: 'gita', result_count: 1 },
    });
  });

  it('do not count an answer served more than an hour before', async () => {
    const a = await visitShop(t);
    await searchFor(a.cookie, 'guide');
    await t.database.db
      .update(servedSearches)
      .set({ servedAt: sql`now() - interval '61 minutes'` })
      .where(eq(servedSearches.visitorId, a.id));
    await postEvents(t, [searchEvent('guide')], { cookie: a.cookie });
    expect(await recorded()).toEqual([]);
    // A new answer starts the count again.
    await searchFor(a.cookie, 'guide');
    await postEvents(t, [searchEvent('guide'), searchEvent('guide')], { cookie: a.cookie });
    expect(await recorded()).toHaveLength(1);
  });
});

describe('caps', () => {
  const batch = (n: number) => Array.from({ length: n }, () => pageView);

  it(`keeps at most ${eventCaps.perVisitorPerDay} events of one visitor a day`, async () => {
    const remoteAddress = freshAddress();
    const { cookie } = await visitShop(t);
    for (let i = 0; i < eventCaps.perVisitorPerDay / 20 + 2; i++) {
      const res = await postEvents(t, batch(20), { cookie, remoteAddress });
      expect(res.statusCode).toBe(204);
    }
    expect(await recorded()).toHaveLength(eventCaps.perVisitorPerDay);
  });

  it(`keeps at most ${eventCaps.perAddressPerHour} events of one address an hour, counting an IPv6 /64 as one`, async () => {
    const visitors = await Promise.all(
      Array.from(
        { length: Math.ceil(eventCaps.perAddressPerHour / eventCaps.perVisitorPerDay) + 1 },
        () => visitShop(t),
      ),
    );
    let sent = 0;
    for (const [i, { cookie }] of visitors.entries()) {
      for (let j = 0; j < eventCaps.perVisitorPerDay / 20; j++) {
        // Addresses of one /64.
        const remoteAddress = `2001:db8:42:7:${i.toString(16)}::${j + 1}`;
        expect((await postEvents(t, batch(20), { cookie, remoteAddress })).statusCode).toBe(204);
        sent += 20;
      }
    }
    expect(sent).toBeGreaterThan(eventCaps.perAddressPerHour);
    expect(await recorded()).toHaveLength(eventCaps.perAddressPerHour);
  });

  it(`lets one address bring at most ${eventCaps.newVisitorsPerAddressPerHour} visitors an hour into the funnel`, async () => {
    const remoteAddress = freshAddress();
    const visitors = await Promise.all(
      Array.from({ length: eventCaps.newVisitorsPerAddressPerHour + 1 }, () => visitShop(t)),
    );
    for (const { cookie } of visitors) {
      await postEvents(t, [pageView], { cookie, remoteAddress });
    }
    // The one too many stays out for its day, also with its next batches.
    const last = visitors.at(-1)!;
    await postEvents(t, [pageView], { cookie: last.cookie, remoteAddress });
    const rows = await recorded();
    expect(new Set(rows.map((r) => r.visitorId)).size).toBe(eventCaps.newVisitorsPerAddressPerHour);
    expect(rows.some((r) => r.visitorId === last.id)).toBe(false);
  });
});

describe('addressGroup', () => {
  it('counts an IPv6 address by its /64 and an IPv4 one as it is', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:0db8:0000:0001:ffff:0:0:9')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('2001:db8:0:2::5')).not.toBe(addressGroup('2001:db8:0:1::5'));
  });
});
