import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../db/schema/catalog.ts';
import { freshIp, registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { visitShop } from '../modules/events/events.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * Property: whatever a caller sends to a public or shopper endpoint, the answer is never a 5xx.
 * Runs are bounded (a few hundred per endpoint) and seeded per run by fast-check; a failure
 * prints the seed and the shrunk input to replay it.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 200);

let t: TestApp;
let cookie: string;
let bookIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(books)
    .values(
      ['Godan', 'गोदान', "O'Brien & Sons"].map((title, i) => ({
        title,
        author: 'Premchand',
        mrpPaise: 30000 + i,
        sellingPricePaise: 25000,
        category: ['Fiction'],
        stockQuantity: 5,
      })),
    )
    .returning({ id: books.id });
  bookIds = rows.map((r) => r.id);
  cookie = await registerAndConfirm(t, 'fuzzer@example.com');
});
afterAll(async () => {
  await t?.close();
});

/** Strings that have broken parsers before: SQL and LIKE metacharacters, bad escapes, NUL. */
const nasty = fc.constantFrom(
  "'",
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '𝔘𝔫𝔦',
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  ' ',
);
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  nasty,
);
/** Any JSON value, with the shapes a handler might trust (numbers, arrays, nested objects). */
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
);
const id = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom(...['1', '0', '2147483648', '-0', '1.5', '00000000-0000-0000-0000-000000000000']),
  text,
);

function queryString(params: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    for (const value of [v].flat())
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

async function neverServerError(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  if (res.statusCode >= 500) throw new Error(`${method} ${url} → ${res.statusCode}: ${res.body}`);
  return res;
}

const bookQueryKeys = fc.constantFrom(
  'search',
  'category',
  'collection',
  'minPrice',
  'maxPrice',
  'minRating',
  'inStock',
  'premium',
  'sort',
  'page',
  'pageSize',
  'q',
);
const query = fc.dictionary(
  fc.oneof(bookQueryKeys, text),
  fc.oneof(text, fc.array(text, { maxLength: 3 })),
  {
    maxKeys: 6,
  },
);

describe('fuzzing public queries and bodies: never a 5xx', () => {
  it('GET /api/books with any query', async () => {
    await fc.assert(
      fc.asyncProperty(query, (q) =>
        neverServerError('GET', `/api/books?${queryString(q)}`).then(() => {}),
      ),
      { numRuns: runs },
    );
  });

  it('GET /api/search/suggest and /api/collections/:name with any input', async () => {
    await fc.assert(
      fc.asyncProperty(text, query, async (name, q) => {
        await neverServerError('GET', `/api/search/suggest?${queryString({ ...q, q: name })}`);
        await neverServerError(
          'GET',
          `/api/collections/${encodeURIComponent(name)}?${queryString(q)}`,
        );
      }),
      { numRuns: runs },
    );
  });

  it('GET /api/books/:id and its reviews with any id and query', async () => {
    await fc.assert(
      fc.asyncProperty(id, query, async (bookId, q) => {
        const path = `/api/books/${encodeURIComponent(bookId)}`;
        await neverServerError('GET', path);
        await neverServerError('GET', `${path}/reviews?${queryString(q)}`);
        await neverServerError('GET', `/books/${encodeURIComponent(bookId)}`);
      }),
      { numRuns: runs },
    );
  });

  it('POST /api/contact and /api/events with any body', async () => {
    const searchBatch = (term: string) => ({
      events: [{ name: 'Search', path: '/', payload: { search_string: term } }],
    });
    const contact = fc.record(
      { name: text, email: fc.oneof(fc.emailAddress(), text), subject: text, message: text },
      { requiredKeys: [] },
    );
    const events = fc.record(
      {
        visitorId: fc.oneof(fc.constant('visitor-123456'), text),
        events: fc.array(
          fc.record(
            {
              name: fc.oneof(fc.constantFrom('PageView', 'ViewContent', 'Search'), text),
              path: text,
              bookId: json,
              payload: json,
            },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    );
    // With the shop's visitor cookie the batch reaches the caps and the served-search check.
    const visitor = await visitShop(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(contact, json),
        fc.oneof(events, json),
        text,
        async (c, e, term) => {
          await neverServerError('POST', '/api/contact', c);
          await neverServerError('POST', '/api/events', e);
          await neverServerError('POST', '/api/events', e, { cookie: visitor.cookie });
          await neverServerError(
            'GET',
            `/api/books?search=${encodeURIComponent(term)}`,
            undefined,
            {
              cookie: visitor.cookie,
            },
          );
          await neverServerError('POST', '/api/events', searchBatch(term), {
            cookie: visitor.cookie,
          });
        },
      ),
      { numRuns: runs },
    );
  });

  it('sign-up and sign-in with any body', async () => {
    const credentials = fc.record(
      {
        name: text,
        email: fc.oneof(fc.emailAddress(), text),
        password: fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), text),
        rememberMe: json,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(credentials, json), async (body) => {
        await neverServerError('POST', '/api/auth/sign-up/email', body);
        await neverServerError('POST', '/api/auth/sign-in/email', body);
        await neverServerError('POST', '/api/auth/email-otp/verify-email', body);
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });

  it('cart, wishlist, address and order bodies as a signed-in shopper', async () => {
    const bookId = fc.oneof(fc.constantFrom(...bookIds), json);
    const item = fc.record(
      { bookId, quantity: fc.oneof(fc.integer(), json) },
      { requiredKeys: [] },
    );
    const order = fc.record(
      {
        addressId: json,
        shippingMethod: fc.oneof(fc.constantFrom('standard', 'express'), text),
        paymentMethod: fc.oneof(fc.constant('cod'), text),
      },
      { requiredKeys: [] },
    );
    const headers = { cookie };
    await fc.assert(
      fc.asyncProperty(fc.oneof(item, json), fc.oneof(order, json), id, async (i, o, someId) => {
        await neverServerError('POST', '/api/cart', i, headers);
        await neverServerError('PUT', `/api/cart/${encodeURIComponent(someId)}`, i, headers);
        await neverServerError('POST', '/api/wishlist', i, headers);
        await neverServerError('POST', '/api/addresses', o, headers);
        await neverServerError('POST', '/api/orders', o, {
          ...headers,
          // Over HTTP a header holds bytes (Node reads them as latin1); inject would pass any string.
          'idempotency-key': `fuzz-${encodeURIComponent(someId)}`.slice(0, 90),
        });
        await neverServerError(
          'GET',
          `/api/orders/${encodeURIComponent(someId)}`,
          undefined,
          headers,
        );
      }),
      { numRuns: runs },
    );
  }, 120_000);

  it('answers a NUL byte or an id beyond 32 bits with 400, not 500 (found by this file)', async () => {
    for (const url of [
      '/api/search/suggest?q=%00',
      '/api/books?search=a%00b',
      '/api/books/2147483648',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    const contact = {
      name: 'A\u0000',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'Hello there',
    };
    const res = await neverServerError('POST', '/api/contact', contact);
    expect(res.statusCode).toBe(400);
  });

  it('answers a body that is not JSON at all with a 4xx', async () => {
    for (const raw of ['{', 'null', '[]', '"x"', '\u0000', '{"__proto__":{"admin":true}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
  });
});
