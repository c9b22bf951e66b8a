import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../../db/schema/catalog.ts';
import { notifications } from '../../../db/schema/content.ts';
import { safeCell } from './admin-orders-export.ts';
import {
  addShopperAddress,
  auditRowsFor,
  insertBooks,
  placeShopperOrder,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let guide: number;
let lastCopy: number;
let addressId: number;
let shopperId: number;

beforeAll(async () => {
  [guide, lastCopy] = (await insertBooks(ctx.t, [
    { stockQuantity: 10 },
    {
      title: 'Last Copy',
      author: 'A. Writer',
      mrpPaise: 19900,
      sellingPricePaise: 19900,
      stockQuantity: 1,
    },
  ])) as [number, number];
  addressId = await addShopperAddress(ctx);
  shopperId = (await call('GET', '/api/auth/me', ctx.shopper)).json().id;
});

const placeOrder = (lines: { bookId: number; quantity: number }[]) =>
  placeShopperOrder(ctx, lines, addressId);

const stockOf = async (id: number) =>
  (
    await ctx.t.database.db.select({ s: books.stockQuantity }).from(books).where(eq(books.id, id))
  )[0]!.s;

const setStatus = (id: string, payload: object) =>
  call('POST', `/api/admin/orders/${id}/status`, ctx.owner, payload);

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('the order list', () => {
  it('finds orders by number, email or name, by status and by Indian date', async () => {
    const first = await placeOrder([{ bookId: guide, quantity: 2 }]);
    const list = async (query: string) =>
      (await call('GET', `/api/admin/orders?${query}`, ctx.owner)).json();

    const byNumber = await list(`q=${first.orderNumber}`);
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([first.id]);
    expect(byNumber.items[0]).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'pending',
      userEmail: 'shopper@example.com',
      userName: 'Asha Rao',
      itemCount: 2,
      totalAmount: 599,
    });
    expect((await list(`q=${Number(first.orderNumber.slice(4))}`)).total).toBe(1);
    expect((await list('q=SHOPPER@example')).total).toBe(1);
    expect((await list('q=asha')).total).toBe(1);
    expect((await list('q=nobody')).total).toBe(0);
    expect((await list('status=pending')).total).toBe(1);
    expect((await list('status=shipped')).total).toBe(0);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(1);
    expect((await list('to=2020-01-01')).total).toBe(0);
    expect((await list(`userId=${shopperId}`)).total).toBe(1);
    expect((await list(`userId=${shopperId + 1000}`)).total).toBe(0);
    const badUser = await call('GET', '/api/admin/orders?userId=abc', ctx.owner);
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().error.fields).toEqual({ userId: expect.any(String) });

    const backwards = await call(
      'GET',
      '/api/admin/orders?from=2025-02-01&to=2025-01-01',
      ctx.owner,
    );
    expect(backwards.json().error.fields).toEqual({
      to: 'The start date must not be after the end date',
    });
    const noSuchDay = await call('GET', '/api/admin/orders?from=2025-02-30', ctx.owner);
    expect(noSuchDay.json().error.fields).toEqual({ from: 'No such date' });
  });

  it('shows one order with its lines, address, payment and timeline', async () => {
    const [row] = (await call('GET', '/api/admin/orders', ctx.owner)).json().items;
    const res = await call('GET', `/api/admin/orders/${row.id}`, ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      items: [
        {
          bookId: guide,
          title: 'The Guide',
          quantity: 2,
          unitPrice: 299.5,
          mrp: 399,
          lineTotal: 599,
        },
      ],
      shippingAddress: { fullName: 'Asha Rao', city: 'Bengaluru', pincode: '560001' },
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      subtotal: 599,
      shippingFee: 0,
      events: [
        {
          status: 'pending',
          actor: { id: shopperId, name: 'Asha Rao', email: 'shopper@example.com' },
        },
      ],
      nextStatuses: ['confirmed', 'cancelled'],
    });
    expect((await call('GET', `/api/admin/orders/${randomUUID()}`, ctx.owner)).statusCode).toBe(
      404,
    );
  });
});

describe('status changes', () => {
  it('follows the allowed transitions only, notifying the shopper and recording each step', async () => {
    const order = await placeOrder([{ bookId: guide, quantity: 1 }]);
    const skipped = await setStatus(order.id, { status: 'shipped', trackingNumber: 'X1' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'An order that is pending cannot become shipped.',
    });

    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const untracked = await setStatus(order.id, { status: 'shipped' });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().error.fields).toEqual({
      trackingNumber: 'Enter the tracking number to mark the order shipped',
    });
    const shipped = await setStatus(order.id, {
      status: 'shipped',
      trackingNumber: 'DTDC123456',
      note: 'Packed with care',
    });
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumber: 'DTDC123456' });
    const delivered = await setStatus(order.id, { status: 'delivered' });
    expect(delivered.json().nextStatuses).toEqual(['refunded']);
    const back = await setStatus(order.id, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('An order that is delivered cannot become pending.');

    const ownerId = (await call('GET', '/api/auth/me', ctx.owner)).json().id;
    const events = delivered.json().events;
    expect(events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(events.slice(1).map((e: { actor: { id: number } }) => e.actor.id)).toEqual([
      ownerId,
      ownerId,
      ownerId,
    ]);
    expect(events[2].note).toBe('Packed with care');

    // The shopper sees the same timeline on their own order page.
    const mine = (await call('GET', `/api/orders/${order.id}`, ctx.shopper)).json();
    expect(mine.status).toBe('delivered');

    const notices = await ctx.t.database.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, shopperId))
      .orderBy(asc(notifications.id));
    expect(notices.slice(-3)).toEqual([
      {
        title: `Order ${order.orderNumber} confirmed`,
        body: expect.any(String),
        link: `/orders/${order.id}`,
      },
      {
        title: `Order ${order.orderNumber} shipped`,
        body: 'Your order is on its way. Tracking number: DTDC123456. Note from the shop: Packed with care',
        link: `/orders/${order.id}`,
      },
      {
        title: `Order ${order.orderNumber} delivered`,
        body: expect.any(String),
        link: `/orders/${order.id}`,
      },
    ]);
    const mails = ctx.t.outbox.filter(
      (m) => m.to === 'shopper@example.com' && m.subject.startsWith('Order '),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.orderNumber} confirmed`,
      `Order ${order.orderNumber} shipped`,
      `Order ${order.orderNumber} delivered`,
    ]);
    expect(mails[1]!.text).toContain(`/orders/${order.id}`);

    const audit = await auditRowsFor(ctx.t, 'order', order.id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['order.status', ownerId],
      ['order.status', ownerId],
      ['order.status', ownerId],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'confirmed', trackingNumber: null });
    expect(audit[1]!.after).toMatchObject({ status: 'shipped', trackingNumber: 'DTDC123456' });

    // Refunding a delivered order puts its books back on the shelf.
    const before = await stockOf(guide);
    expect((await setStatus(order.id, { status: 'refunded' })).statusCode).toBe(200);
    expect(await stockOf(guide)).toBe(before + 1);
    const again = await setStatus(order.id, { status: 'refunded' });
    expect(again.json().error.message).toBe('An order that is refunded cannot become refunded.');
    expect(await stockOf(guide)).toBe(before + 1);
  });

  it('restocks on cancel, and tells wishlisters a sold-out book is back', async () => {
    await call('POST', '/api/wishlist', ctx.shopper, { bookId: lastCopy });
    const order = await placeOrder([{ bookId: lastCopy, quantity: 1 }]);
    expect(await stockOf(lastCopy)).toBe(0);
    const cancelled = await setStatus(order.id, { status: 'cancelled', note: 'Out of print' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextStatuses: [] });
    expect(await stockOf(lastCopy)).toBe(1);
    expect((await call('GET', `/api/books/${lastCopy}`)).json().stockQuantity).toBe(1);
    const backInStock = await ctx.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'back-in-stock'));
    expect(backInStock.map((n) => [n.userId, n.link])).toEqual([[shopperId, `/books/${lastCopy}`]]);
    const mails = ctx.t.outbox.filter((m) => m.subject === 'Back in stock: Last Copy');
    expect(mails.map((m) => m.to)).toEqual(['shopper@example.com']);

    const revived = await setStatus(order.id, { status: 'confirmed' });
    expect(revived.statusCode).toBe(409);
    expect(revived.json().error.message).toBe(
      'An order that is cancelled cannot become confirmed.',
    );
    expect(await stockOf(lastCopy)).toBe(1);
  });
});

describe('CSV export', () => {
  it('streams the filtered orders as CSV, newest first', async () => {
    const res = await call('GET', '/api/admin/orders/export.csv', ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Order number,Placed at,Status,Payment status,Payment method,Shipping method,Customer,Email,City,State,PIN code,Items,Subtotal (INR),Shipping (INR),Tax (INR),Total (INR),Tracking number',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^PSK-000003,.*,cancelled,unpaid,cod,standard,Asha Rao,shopper@example.com,Bengaluru,Karnataka,560001,1,199.00,49.00,0.00,248.00,$/,
    );
    expect(lines[2]).toContain(',refunded,');
    expect(lines[2]).toMatch(/,DTDC123456$/);

    const filtered = await call('GET', '/api/admin/orders/export.csv?status=pending', ctx.owner);
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
  });

  it('keeps shoppers’ text from being read as a spreadsheet formula', () => {
    expect(safeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(safeCell('+91 98765')).toBe("'+91 98765");
    expect(safeCell('Asha Rao')).toBe('Asha Rao');
    expect(safeCell(null)).toBe('');
  });
});

describe('the order pulse', () => {
  it('names the newest order and counts pending ones, for staff only', async () => {
    const pulse = async () => {
      const res = await call('GET', '/api/admin/orders/pulse', ctx.owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json() as { pendingCount: number; latest: { id: string; orderNumber: string } };
    };
    const before = await pulse();
    const placed = await placeOrder([{ bookId: guide, quantity: 1 }]);
    const after = await pulse();
    expect(after.latest).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber });
    expect(after.pendingCount).toBe(before.pendingCount + 1);

    expect((await setStatus(placed.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await pulse()).pendingCount).toBe(before.pendingCount);

    // Shoppers and visitors learn nothing, not even that an order exists.
    const asShopper = await call('GET', '/api/admin/orders/pulse', ctx.shopper);
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.body).not.toContain(placed.orderNumber);
    const signedOut = await call('GET', '/api/admin/orders/pulse');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain(placed.orderNumber);
  });
});
