import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/commerce.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';
import { defaultSettings, saveShopSettings } from '../site-config/site-config.public.ts';
import { releaseUnpaidOrders } from './payments.service.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from './razorpay-stand-in.test-helper.ts';

// Keys are generated per run.
const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
const keySecret = randomBytes(18).toString('hex');
const webhookSecret = randomBytes(18).toString('hex');
let razorpay: RazorpayStandIn;

let t: TestApp;
let cookie: string;
let bookId: number;
let addressId: number;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn({ keyId, keySecret });
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    },
    { razorpayApiUrl: razorpay.url },
  );
  const [book] = await t.database.db
    .insert(books)
    .values({
      title: 'Wings of Fire',
      author: 'A. P. J. Abdul Kalam',
      mrpPaise: 35000,
      sellingPricePaise: 27500,
      category: ['Biography'],
      stockQuantity: 50,
    })
    .returning({ id: books.id });
  bookId = book!.id;
  cookie = await registerAndConfirm(t, 'payer@example.com');
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: { cookie },
    payload: {
      fullName: 'Payer',
      mobile: '9876543210',
      line1: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
    },
  });
  addressId = saved.json().id;
});

afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

async function placeOnlineOrder() {
  await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { cookie },
    payload: { bookId, quantity: 2 },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { addressId, shippingMethod: 'standard', paymentMethod: 'razorpay' },
  });
  return res;
}

const stock = async () =>
  (
    await t.database.db.select({ s: books.stockQuantity }).from(books).where(eq(books.id, bookId))
  )[0]!.s;
const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

describe('Razorpay', () => {
  it('advertises the public key id in /config', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/config' })).json();
    expect(config.features).toMatchObject({ razorpay: true, razorpayKeyId: keyId });
  });

  it('lets Razorpay Checkout load and frame its payment window under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('creates a Razorpay order for the total in paise and confirms on a valid Checkout signature', async () => {
    const placed = await placeOnlineOrder();
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', totalAmount: 550 });
    expect(order.razorpayOrderId).toMatch(/^order_/);
    expect(razorpay.created.at(-1)).toMatchObject({
      amount: 55000,
      currency: 'INR',
      receipt: order.orderNumber,
    });

    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: { cookie },
      payload: {
        razorpayOrderId: order.razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: sign('wrong-secret', `${order.razorpayOrderId}|${paymentId}`),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: { cookie },
      payload: {
        razorpayOrderId: order.razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: sign(keySecret, `${order.razorpayOrderId}|${paymentId}`),
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('confirms an order from the signed webhook and refuses a forged one', async () => {
    const order = (await placeOnlineOrder()).json();
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_webhook1', order_id: order.razorpayOrderId, status: 'captured' },
        },
      },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign('nope', event) },
      payload: event,
    });
    expect(forged.statusCode).toBe(400);
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still!.paymentStatus).toBe('unpaid');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(webhookSecret, event),
      },
      payload: event,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
      razorpayPaymentId: 'pay_webhook1',
    });
  });

  const sweepMail = () => ({ mailer: t.app.mailer, publicUrl: 'http://127.0.0.1' });

  it('releases the stock of an order left unpaid for 30 minutes', async () => {
    const before = await stock();
    const order = (await placeOnlineOrder()).json();
    expect(await stock()).toBe(before - 2);
    expect(
      await releaseUnpaidOrders(t.database.db, sweepMail(), new Date(Date.now() + 29 * 60_000)),
    ).toBe(0);
    expect(
      await releaseUnpaidOrders(t.database.db, sweepMail(), new Date(Date.now() + 31 * 60_000)),
    ).toBe(1);
    expect(await stock()).toBe(before);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
  });

  it('sweeps unpaid orders as a scheduled job, once a minute whichever instance runs it', async () => {
    const before = await stock();
    const order = (await placeOnlineOrder()).json();
    await t.database.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    // Not due: the sweep first runs a minute after the shop starts.
    await t.app.scheduler.tick();
    expect(await stock()).toBe(before - 2);
    await t.database.db.execute(
      sql`UPDATE scheduled_jobs SET next_run_at = now() WHERE name = 'orders.release-unpaid'`,
    );
    await t.app.scheduler.tick();
    expect(await stock()).toBe(before);
    const [job] = await queryRows<{ runs: number; next: boolean }>(
      t.database.db,
      sql`SELECT runs, next_run_at > now() + interval '50 seconds' AS next
          FROM scheduled_jobs WHERE name = 'orders.release-unpaid'`,
    );
    expect(job).toEqual({ runs: 1, next: true });
  });

  it('gives the stock back and a clear message when Razorpay cannot be reached', async () => {
    const before = await stock();
    razorpay.setUp(false);
    try {
      const res = await placeOnlineOrder();
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toMatch(/Online payment could not be started/);
    } finally {
      razorpay.setUp(true);
    }
    expect(await stock()).toBe(before);
  });

  it('is not offered, nor accepted, once staff switch online payment off', async () => {
    await saveShopSettings(t.database.db, { ...defaultSettings, razorpayEnabled: false });
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/config' })).json();
      expect(config.features).toMatchObject({ cod: true, razorpay: false, razorpayKeyId: null });
      const placed = await placeOnlineOrder();
      expect(placed.statusCode).toBe(400);
      expect(placed.json().error.message).toBe('Online payment is not available right now.');
    } finally {
      await saveShopSettings(t.database.db, defaultSettings);
    }
  });
});
