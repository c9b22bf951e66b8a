import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { books } from '../../db/schema/catalog.ts';
import { addresses, cartItems, orders } from '../../db/schema/commerce.ts';
import { notifications, outbox } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';
import { placeOrder } from './orders.service.ts';

let t: TestApp;
let asha: string;
let ravi: string;
let guide: number;
let cheap: number;

const address = {
  fullName: 'Asha Rao',
  mobile: '+91 98765 43210',
  line1: '12 MG Road',
  line2: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(books)
    .values([
      {
        title: 'The Guide',
        author: 'R. K. Narayan',
        mrpPaise: 39900,
        sellingPricePaise: 29950,
        category: ['Fiction'],
        stockQuantity: 5,
      },
      {
        title: 'Cheap Read',
        author: 'A. Writer',
        mrpPaise: 9900,
        sellingPricePaise: 9900,
        category: ['Fiction'],
        stockQuantity: 50,
      },
    ])
    .returning({ id: books.id });
  [guide, cheap] = rows.map((r) => r.id) as [number, number];
  asha = await registerAndConfirm(t, 'asha@example.com');
  ravi = await registerAndConfirm(t, 'ravi@example.com');
});

afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const stockOf = async (id: number) =>
  (await t.database.db.select({ s: books.stockQuantity }).from(books).where(eq(books.id, id)))[0]!
    .s;

describe('addresses', () => {
  it('saves an Indian address with clear messages for bad fields, owner only', async () => {
    const bad = await call('POST', '/api/addresses', asha, {
      ...address,
      mobile: '12345',
      pincode: '0600',
      state: 'Atlantis',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      mobile: 'Enter a 10-digit mobile number',
      state: 'Choose a state or union territory',
      pincode: 'Enter a 6-digit PIN code',
    });
    const saved = await call('POST', '/api/addresses', asha, address);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ mobile: '9876543210', isDefault: true });
    const theirs = await call('PUT', `/api/addresses/${saved.json().id}`, ravi, address);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/addresses', ravi)).json()).toEqual([]);
  });
});

describe('placing an order', () => {
  it('charges current prices in paise, takes stock, empties the cart, and replays a repeated key', async () => {
    const [saved] = (await call('GET', '/api/addresses', asha)).json();
    await call('POST', '/api/cart', asha, { bookId: guide, quantity: 2 });
    await call('POST', '/api/cart', asha, { bookId: cheap, quantity: 1 });
    const quote = (await call('GET', '/api/checkout/quote', asha)).json();
    expect(quote).toMatchObject({
      subtotal: 698,
      shipping: { standard: 0, express: 99 },
      itemCount: 3,
    });

    const body = {
      addressId: saved.id,
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      total: 1,
    };
    const noKey = await call('POST', '/api/orders', asha, body);
    expect(noKey.statusCode).toBe(400);

    const key = randomUUID();
    const placed = await call('POST', '/api/orders', asha, body, { 'idempotency-key': key });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^PSK-\d{6}$/),
      status: 'pending',
      paymentMethod: 'cod',
      subtotal: 698,
      shippingFee: 0,
      tax: 0,
      totalAmount: 698,
      canCancel: true,
      shippingAddress: { city: 'Bengaluru', pincode: '560001' },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        title: 'The Guide',
        quantity: 2,
        unitPrice: 299.5,
        lineTotal: 599,
      }),
      expect.objectContaining({ title: 'Cheap Read', quantity: 1, unitPrice: 99, lineTotal: 99 }),
    ]);
    expect(await stockOf(guide)).toBe(3);
    expect((await call('GET', '/api/cart', asha)).json()).toEqual([]);
    expect((await call('GET', '/api/auth/me', asha)).json().ordersPlaced).toBe(1);
    expect(t.outbox.at(-1)).toMatchObject({
      to: 'asha@example.com',
      subject: `Your Pustak order ${order.orderNumber}`,
    });

    const replay = await call('POST', '/api/orders', asha, body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(order);
    expect(await stockOf(guide)).toBe(3);
    const reused = await call(
      'POST',
      '/api/orders',
      asha,
      { ...body, shippingMethod: 'express' },
      { 'idempotency-key': key },
    );
    expect(reused.statusCode).toBe(422);
  });

  it('charges standard shipping below the free threshold and express always', async () => {
    const [saved] = (await call('GET', '/api/addresses', asha)).json();
    await call('POST', '/api/cart', asha, { bookId: cheap, quantity: 1 });
    const placed = await call(
      'POST',
      '/api/orders',
      asha,
      { addressId: saved.id, shippingMethod: 'express', paymentMethod: 'cod' },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.json()).toMatchObject({ subtotal: 99, shippingFee: 99, totalAmount: 198 });
  });

  it('refuses an empty cart, a foreign address and a short line, changing nothing', async () => {
    const [saved] = (await call('GET', '/api/addresses', asha)).json();
    const empty = await call(
      'POST',
      '/api/orders',
      asha,
      { addressId: saved.id, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': randomUUID() },
    );
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe('Your cart is empty.');

    await call('POST', '/api/cart', ravi, { bookId: cheap, quantity: 1 });
    const foreign = await call(
      'POST',
      '/api/orders',
      ravi,
      { addressId: saved.id, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': randomUUID() },
    );
    expect(foreign.statusCode).toBe(404);

    const mine = (
      await call('POST', '/api/addresses', ravi, { ...address, fullName: 'Ravi Kumar' })
    ).json();
    await call('POST', '/api/cart', ravi, { bookId: guide, quantity: 3 });
    await t.database.db.update(books).set({ stockQuantity: 2 }).where(eq(books.id, guide));
    const cheapBefore = await stockOf(cheap);
    const short = await call(
      'POST',
      '/api/orders',
      ravi,
      { addressId: mine.id, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': randomUUID() },
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/“The Guide” does not have 3 copies in stock/);
    expect(await stockOf(cheap)).toBe(cheapBefore);
    expect(await stockOf(guide)).toBe(2);
    expect((await call('GET', '/api/cart', ravi)).json()).toHaveLength(2);
    await t.database.db.update(books).set({ stockQuantity: 3 }).where(eq(books.id, guide));
  });
});

describe('orders of the signed-in shopper', () => {
  it('lists and shows only the owner’s orders, and cancels with restock and a notification', async () => {
    const list = (await call('GET', '/api/orders', asha)).json();
    expect(list.total).toBe(2);
    const order = list.items.find((o: { items: { title: string }[] }) =>
      o.items.some((i) => i.title === 'The Guide'),
    );
    expect((await call('GET', `/api/orders/${order.id}`, ravi)).statusCode).toBe(404);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, ravi)).statusCode).toBe(404);
    expect((await call('GET', '/api/orders/not-a-uuid', asha)).statusCode).toBe(400);

    const before = await stockOf(guide);
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel`, asha);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(cancelled.json().events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await stockOf(guide)).toBe(before + 2);
    const again = await call('POST', `/api/orders/${order.id}/cancel`, asha);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(guide)).toBe(before + 2);

    const inbox = (await call('GET', '/api/notifications', asha)).json();
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    expect(inbox.items[0].title).toMatch(/cancelled/);
    expect((await call('POST', '/api/notifications/read-all', asha)).json().updated).toBe(
      inbox.unread,
    );
    expect((await call('GET', '/api/notifications/unread-count', asha)).json()).toEqual({
      unread: 0,
    });
    expect(
      (await call('POST', `/api/notifications/${inbox.items[0].id}/read`, ravi)).statusCode,
    ).toBe(404);
  });
});

describe('a shopper cancelling the last copy', () => {
  it('tells the wishlisters of the book that it is back in stock, by mail through the outbox', async () => {
    const [book] = await t.database.db
      .insert(books)
      .values({
        title: 'The Last Copy',
        author: 'A. Writer',
        mrpPaise: 19900,
        sellingPricePaise: 19900,
        category: ['Fiction'],
        stockQuantity: 1,
      })
      .returning({ id: books.id });
    expect((await call('POST', '/api/wishlist', ravi, { bookId: book!.id })).statusCode).toBe(201);
    const [saved] = (await call('GET', '/api/addresses', asha)).json();
    await call('POST', '/api/cart', asha, { bookId: book!.id, quantity: 1 });
    const placed = await call(
      'POST',
      '/api/orders',
      asha,
      { addressId: saved.id, shippingMethod: 'standard', paymentMethod: 'cod', total: 1 },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(book!.id)).toBe(0);

    expect((await call('POST', `/api/orders/${placed.json().id}/cancel`, asha)).statusCode).toBe(
      200,
    );
    const mails = await t.database.db
      .select({ to: outbox.to, subject: outbox.subject })
      .from(outbox)
      .where(like(outbox.subject, '%The Last Copy%'));
    expect(mails).toEqual([{ to: 'ravi@example.com', subject: 'Back in stock: The Last Copy' }]);
  });
});

describe('under concurrency', () => {
  const deps = () => ({
    db: t.database.db,
    mailer: t.app.mailer,
    log: console,
    publicUrl: 'http://x',
  });

  it('sells the last copy exactly once to 200 simultaneous orders', async () => {
    const [book] = await t.database.db
      .insert(books)
      .values({
        title: 'One Left',
        author: 'C. Writer',
        mrpPaise: 50000,
        sellingPricePaise: 50000,
        category: ['Fiction'],
        stockQuantity: 1,
      })
      .returning({ id: books.id });
    const shoppers = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          username: `rush${i}`,
          email: `rush${i}@example.com`,
          fullName: 'Rush Buyer',
        })),
      )
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    const saved = await t.database.db
      .insert(addresses)
      .values(shoppers.map((s) => ({ ...address, mobile: '9876543210', userId: s.id })))
      .returning({ id: addresses.id, userId: addresses.userId });
    await t.database.db
      .insert(cartItems)
      .values(shoppers.map((s) => ({ userId: s.id, bookId: book!.id, quantity: 1 })));
    const addressOf = new Map(saved.map((a) => [a.userId, a.id]));

    const results = await Promise.allSettled(
      shoppers.map((s) =>
        placeOrder(
          deps(),
          s,
          { addressId: addressOf.get(s.id)!, shippingMethod: 'standard', paymentMethod: 'cod' },
          randomUUID(),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as { code?: string }).code === 'NOT_ENOUGH_STOCK')).toBe(
      true,
    );
    expect(await stockOf(book!.id)).toBe(0);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userName, 'Rush Buyer'));
    expect(n).toBe(1);
  });

  it('answers the same key sent 20 times at once with one order and identical answers', async () => {
    const [shopper] = await t.database.db
      .insert(users)
      .values({ username: 'twenty', email: 'twenty@example.com', fullName: 'Twenty Clicks' })
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    const [saved] = await t.database.db
      .insert(addresses)
      .values({ ...address, mobile: '9876543210', userId: shopper!.id })
      .returning({ id: addresses.id });
    await t.database.db
      .insert(cartItems)
      .values({ userId: shopper!.id, bookId: cheap, quantity: 2 });
    const before = await stockOf(cheap);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(
          deps(),
          shopper!,
          { addressId: saved!.id, shippingMethod: 'standard', paymentMethod: 'cod' },
          key,
        ),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(201);
    expect(await stockOf(cheap)).toBe(before - 2);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, shopper!.id));
    expect(n).toBe(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shopper!.id));
    expect(notes).toHaveLength(1);
  });
});
