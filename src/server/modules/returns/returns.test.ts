import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyMadeRoles } from '@shared/permissions.ts';
import { books } from '../../db/schema/catalog.ts';
import { returns } from '../../db/schema/returns.ts';
import {
  addShopperAddress,
  createAdminTestContext,
  insertBooks,
  putOverCurrent,
  type AdminTestContext,
} from '../admin/admin.test-helpers.ts';
import { sessionCookie } from '../auth/auth.test-helpers.ts';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../orders/razorpay-stand-in.test-helper.ts';

const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
const keySecret = randomBytes(18).toString('hex');
let razorpay: RazorpayStandIn;
let ctx: AdminTestContext & { packer: string };
let addressId: number;
let bookIds: number[];

const bank = { accountName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'sbin0001234' };

beforeAll(async () => {
  razorpay = await startRazorpayStandIn({ keyId, keySecret });
  const base = await createAdminTestContext(
    { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret },
    { razorpayApiUrl: razorpay.url },
  );
  // A Fulfilment member, through an invitation.
  const roles = (await base.call('GET', '/api/admin/staff', base.owner)).json().roles;
  const fulfilment = roles.find((r: { key: string }) => r.key === 'fulfilment');
  await base.call('POST', '/api/admin/staff', base.owner, {
    email: 'packer@pustak.test',
    fullName: 'Packer',
    role: String(fulfilment.id),
  });
  const token = /token=([\w-]+)/.exec(
    base.t.outbox.filter((m) => m.to === 'packer@pustak.test').at(-1)!.text,
  )![1];
  const accepted = await base.call('POST', '/api/staff-invite', undefined, {
    token,
    password: 'behind-the-counter',
  });
  ctx = { ...base, packer: sessionCookie(accepted.headers['set-cookie']) };
  addressId = await addShopperAddress(ctx);
  bookIds = await insertBooks(ctx.t, [
    { title: 'Godaan', sellingPricePaise: 30_000, mrpPaise: 35_000, stockQuantity: 5 },
    { title: 'Nirmala', sellingPricePaise: 10_000, mrpPaise: 12_000, stockQuantity: 5 },
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await razorpay?.close();
});

async function deliveredOrder(paymentMethod: 'cod' | 'razorpay') {
  for (const bookId of bookIds)
    await ctx.call('POST', '/api/cart', ctx.shopper, { bookId, quantity: 1 });
  const placed = await ctx.call(
    'POST',
    '/api/orders',
    ctx.shopper,
    { addressId, shippingMethod: 'standard', paymentMethod },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json();
  if (paymentMethod === 'razorpay') {
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const signature = createHmac('sha256', keySecret)
      .update(`${order.razorpayOrderId}|${paymentId}`)
      .digest('hex');
    const paid = await ctx.call('POST', `/api/orders/${order.id}/payment`, ctx.shopper, {
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: signature,
    });
    expect(paid.statusCode).toBe(200);
  } else {
    await ctx.call('POST', `/api/admin/orders/${order.id}/status`, ctx.owner, {
      status: 'confirmed',
    });
  }
  await ctx.call('POST', `/api/admin/orders/${order.id}/status`, ctx.owner, {
    status: 'shipped',
    trackingNumber: 'EK1',
  });
  const done = await ctx.call('POST', `/api/admin/orders/${order.id}/status`, ctx.owner, {
    status: 'delivered',
  });
  expect(done.statusCode).toBe(200);
  return order as { id: string; shippingFee: number; totalAmount: number; subtotal: number };
}

/** PUTs one file as multipart/form-data, as the browser's FormData does. */
function upload(url: string, data: Buffer, cookie: string) {
  const boundary = `----pustak${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="cover.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.t.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const stock = async (id: number) =>
  (
    await ctx.t.database.db.select({ n: books.stockQuantity }).from(books).where(eq(books.id, id))
  )[0]!.n;

describe('returns', () => {
  it('refunds one of two books its share, restocks it, and tells the shopper at each step', async () => {
    const order = await deliveredOrder('cod');
    expect(order.shippingFee).toBe(49);
    const res = await ctx.call('GET', `/api/orders/${order.id}/returns`, ctx.shopper);
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json();
    expect(open.returnable.map((l: { quantity: number }) => l.quantity)).toEqual([1, 1]);
    const line = open.returnable.find((l: { title: string }) => l.title === 'Nirmala');
    const ask = (body: object) =>
      ctx.call('POST', `/api/orders/${order.id}/returns`, ctx.shopper, {
        lines: [{ orderItemId: line.orderItemId, quantity: 1 }],
        reason: 'damaged',
        details: 'Water damage on the cover',
        ...body,
      });

    const noBank = await ask({});
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().error.message).toContain('bank account');
    const other = await ctx.call('POST', `/api/orders/${order.id}/returns`, ctx.owner, {
      lines: [{ orderItemId: line.orderItemId, quantity: 1 }],
      reason: 'damaged',
      bank,
    });
    expect(other.statusCode).toBe(404);
    const made = await ask({ bank });
    expect(made.statusCode, made.body).toBe(201);
    // ₹100 of ₹400 in books: a quarter of the ₹49 delivery (₹12.25).
    expect(made.json()).toMatchObject({
      status: 'requested',
      refund: 112.25,
      refundMethod: 'bank',
    });
    const again = await ask({ bank });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('“Nirmala” has already been returned in full.');
    const id = made.json().id as number;

    // A photo: re-encoded to WebP, readable by the shopper and staff, nobody else.
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .withExif({ IFD0: { Copyright: 'somewhere private' } })
      .toBuffer();
    const photoUrl = `/api/orders/${order.id}/returns/${id}/photo`;
    expect((await upload(photoUrl, Buffer.from('not a picture'), ctx.shopper)).statusCode).toBe(
      400,
    );
    expect((await upload(photoUrl, png, ctx.owner)).statusCode).toBe(404);
    expect((await upload(photoUrl, png, ctx.shopper)).statusCode).toBe(204);
    const mine = await ctx.call('GET', photoUrl, ctx.shopper);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(mine.rawPayload.includes(Buffer.from('somewhere private'))).toBe(false);
    expect((await ctx.call('GET', photoUrl, ctx.owner)).statusCode).toBe(404);
    const staffPhoto = await ctx.call('GET', `/api/admin/returns/${id}/photo`, ctx.packer);
    expect(staffPhoto.rawPayload.equals(mine.rawPayload)).toBe(true);

    // Bank details are sealed at rest and shown only to those who refund.
    const [stored] = await ctx.t.database.db.select().from(returns).where(eq(returns.id, id));
    expect(stored!.bankDetails).not.toContain('123456789012');
    const asPacker = (
      await ctx.call('GET', `/api/admin/orders/${order.id}/returns`, ctx.packer)
    ).json();
    expect(asPacker[0].bank).toBeUndefined();
    const asOwner = (await ctx.call('GET', `/api/admin/returns`, ctx.owner)).json();
    expect(asOwner[0].bank).toMatchObject({ accountNumber: '123456789012', ifsc: 'SBIN0001234' });

    expect(
      (await ctx.call('POST', `/api/admin/returns/${id}/decision`, ctx.packer, { approve: true }))
        .statusCode,
    ).toBe(403);
    await ctx.call('POST', `/api/admin/returns/${id}/decision`, ctx.owner, {
      approve: true,
      note: 'Sorry about that',
    });
    expect((await upload(photoUrl, png, ctx.shopper)).statusCode).toBe(409);
    const before = await stock(bookIds[1]!);
    const lineId = asOwner[0].lines[0].id;
    const received = await ctx.call('POST', `/api/admin/returns/${id}/receive`, ctx.packer, {
      restock: [{ lineId, quantity: 1 }],
    });
    expect(received.statusCode).toBe(204);
    expect(await stock(bookIds[1]!)).toBe(before + 1);
    const noRef = await ctx.call('POST', `/api/admin/returns/${id}/refund`, ctx.owner, {});
    expect(noRef.statusCode).toBe(400);
    const refunded = await ctx.call('POST', `/api/admin/returns/${id}/refund`, ctx.owner, {
      reference: 'NEFT-778812',
    });
    expect(refunded.statusCode).toBe(204);
    const view = (await ctx.call('GET', `/api/orders/${order.id}/returns`, ctx.shopper)).json();
    expect(view.returns[0].events.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    expect(view.returns[0].bank).toBeUndefined();
    const mails = ctx.t.outbox.filter((m) => m.subject.includes('Return for order'));
    expect(mails.map((m) => m.subject.split(': ')[1])).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    expect(mails.at(-1)!.text).toContain('₹112.25');
  });

  it('refunds an online payment through Razorpay', async () => {
    const order = await deliveredOrder('razorpay');
    const open = (await ctx.call('GET', `/api/orders/${order.id}/returns`, ctx.shopper)).json();
    const made = await ctx.call('POST', `/api/orders/${order.id}/returns`, ctx.shopper, {
      lines: open.returnable.map((l: { orderItemId: number }) => ({
        orderItemId: l.orderItemId,
        quantity: 1,
      })),
      reason: 'wrong',
    });
    expect(made.statusCode, made.body).toBe(201);
    // Every book back: the whole order, delivery included.
    expect(made.json().refund).toBe(order.totalAmount);
    const id = made.json().id;
    await ctx.call('POST', `/api/admin/returns/${id}/decision`, ctx.owner, { approve: true });
    await ctx.call('POST', `/api/admin/returns/${id}/receive`, ctx.owner, { restock: [] });
    razorpay.setUp(false);
    const down = await ctx.call('POST', `/api/admin/returns/${id}/refund`, ctx.owner, {});
    expect(down.statusCode).toBe(502);
    razorpay.setUp(true);
    const refunded = await ctx.call('POST', `/api/admin/returns/${id}/refund`, ctx.owner, {});
    expect(refunded.statusCode).toBe(204);
    expect(razorpay.refunds.at(-1)).toMatchObject({
      amount: Math.round(order.totalAmount * 100),
      receipt: `return-${id}`,
    });
  });

  it('closes returns after the window and for orders not delivered', async () => {
    const order = await deliveredOrder('cod');
    const settings = (await ctx.call('GET', '/api/admin/settings', ctx.owner)).json();
    const { razorpayConfigured: _r, version: _v, ...values } = settings;
    await putOverCurrent(ctx, '/api/admin/settings', { ...values, returnWindowDays: 0 });
    const closed = (await ctx.call('GET', `/api/orders/${order.id}/returns`, ctx.shopper)).json();
    expect(closed.returnable).toEqual([]);
    expect(closed.closedReason).toMatch(/^Books can be returned within 0 days of delivery/);
    await putOverCurrent(ctx, '/api/admin/settings', { ...values, returnWindowDays: 7 });
    expect(Object.keys(readyMadeRoles)).toContain('fulfilment');
  });
});
