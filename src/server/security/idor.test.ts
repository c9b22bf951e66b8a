import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../db/schema/catalog.ts';
import { notifications } from '../db/schema/content.ts';
import { registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** What one shopper owns: an id of each kind another shopper will try. */
interface Owned {
  cookie: string;
  userId: number;
  cartItem: number;
  wishlistItem: number;
  address: number;
  order: string;
  review: number;
  notification: number;
}

let t: TestApp;
let asha: Owned;
let ravi: Owned;
let bookIds: number[];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, cookie: string, payload?: object, headers = {}) {
  return t.app.inject({ method, url, payload, headers: { cookie, ...headers } });
}

const address = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: '4 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

async function shopperWithThings(email: string, book: number, other: number): Promise<Owned> {
  const cookie = await registerAndConfirm(t, email);
  const me = (await call('GET', '/api/auth/me', cookie)).json();
  const addressId = (await call('POST', '/api/addresses', cookie, address)).json().id;
  await call('POST', '/api/cart', cookie, { bookId: book, quantity: 1 });
  const order = await call(
    'POST',
    '/api/orders',
    cookie,
    { addressId, shippingMethod: 'standard', paymentMethod: 'cod' },
    { 'idempotency-key': randomUUID() },
  );
  if (order.statusCode !== 201) throw new Error(`order failed: ${order.body}`);
  const cartItem = (await call('POST', '/api/cart', cookie, { bookId: other, quantity: 1 })).json();
  const wish = (await call('POST', '/api/wishlist', cookie, { bookId: other })).json();
  const review = await call('POST', `/api/books/${book}/reviews`, cookie, {
    rating: 4,
    comment: 'Mine',
  });
  const [note] = await t.database.db
    .insert(notifications)
    .values({ userId: Number(me.id), type: 'order', title: 'Yours' })
    .returning({ id: notifications.id });
  return {
    cookie,
    userId: Number(me.id),
    cartItem: cartItem.id,
    wishlistItem: wish.id,
    address: addressId,
    order: order.json().id,
    review: review.json().id,
    notification: note!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(books)
    .values(
      ['Godan', 'Gitanjali'].map((title) => ({
        title,
        author: 'Someone',
        mrpPaise: 30000,
        sellingPricePaise: 25000,
        category: ['Fiction'],
        stockQuantity: 50,
      })),
    )
    .returning({ id: books.id });
  bookIds = rows.map((r) => r.id);
  asha = await shopperWithThings('asha@example.com', bookIds[0]!, bookIds[1]!);
  ravi = await shopperWithThings('ravi@example.com', bookIds[1]!, bookIds[0]!);
});
afterAll(async () => {
  await t?.close();
});

/** Every call that names one of the victim's rows by id. */
function attacksOn(victim: Owned): { method: Method; url: string; payload?: object }[] {
  return [
    { method: 'PUT', url: `/api/cart/${victim.cartItem}`, payload: { quantity: 5 } },
    { method: 'DELETE', url: `/api/cart/${victim.cartItem}` },
    { method: 'DELETE', url: `/api/wishlist/${victim.wishlistItem}` },
    { method: 'PUT', url: `/api/addresses/${victim.address}`, payload: address },
    { method: 'DELETE', url: `/api/addresses/${victim.address}` },
    { method: 'GET', url: `/api/orders/${victim.order}` },
    { method: 'POST', url: `/api/orders/${victim.order}/cancel`, payload: {} },
    {
      method: 'POST',
      url: `/api/orders/${victim.order}/payment`,
      payload: {
        razorpayOrderId: 'order_x',
        razorpayPaymentId: 'pay_x',
        razorpaySignature: 'a'.repeat(64),
      },
    },
    { method: 'PUT', url: `/api/reviews/${victim.review}`, payload: { rating: 1, comment: 'x' } },
    { method: 'DELETE', url: `/api/reviews/${victim.review}` },
    { method: 'POST', url: `/api/notifications/${victim.notification}/read`, payload: {} },
  ];
}

describe("another shopper's ids", () => {
  it.each([
    ['Ravi', 'Asha'],
    ['Asha', 'Ravi'],
  ])('%s gets 404 for every one of %s’s rows, and nothing of theirs changes', async (a) => {
    const [attacker, victim] = a === 'Ravi' ? [ravi, asha] : [asha, ravi];
    const before = await snapshot(victim);
    const wrong: string[] = [];
    for (const { method, url, payload } of attacksOn(victim)) {
      const res = await call(method, url, attacker.cookie, payload);
      if (res.statusCode !== 404) wrong.push(`${method} ${url}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(victim)).toEqual(before);
  });

  it("cannot order to another shopper's address", async () => {
    await call('POST', '/api/cart', ravi.cookie, { bookId: bookIds[0], quantity: 1 });
    const res = await call(
      'POST',
      '/api/orders',
      ravi.cookie,
      { addressId: asha.address, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('the owner still reaches each of them (the ids are real)', async () => {
    for (const { method, url } of attacksOn(asha)) {
      if (method !== 'GET') continue;
      expect((await call(method, url, asha.cookie)).statusCode).toBe(200);
    }
    const own = await call('POST', `/api/notifications/${asha.notification}/read`, asha.cookie, {});
    expect(own.statusCode).toBeLessThan(300);
  });
});

/** What the victim sees of their own things. */
async function snapshot(victim: Owned) {
  const get = async (url: string) => (await call('GET', url, victim.cookie)).json();
  return {
    cart: await get('/api/cart'),
    wishlist: await get('/api/wishlist'),
    addresses: await get('/api/addresses'),
    order: await get(`/api/orders/${victim.order}`),
    review: await get(`/api/books/${victim === asha ? bookIds[0] : bookIds[1]}/reviews/mine`),
    notifications: await get('/api/notifications'),
  };
}
