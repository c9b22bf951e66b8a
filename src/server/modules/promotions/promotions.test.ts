import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPromotions, promotions } from '../../db/schema/commerce.ts';
import { insertBooks, setUpAdminSuite } from '../admin/admin.test-helpers.ts';
import { testAddress } from '../addresses/addresses.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let bookId: number;
let addressId: number;

const coupon = {
  name: 'Diwali sale',
  code: 'diwali 10',
  kind: 'percent',
  percent: 10,
  minOrder: 500,
};

beforeAll(async () => {
  // ₹299.50 a copy, 100 in stock.
  bookId = (await insertBooks(ctx.t, [{ title: 'Godaan', stockQuantity: 100 }]))[0]!;
  const res = await call('POST', '/api/addresses', ctx.shopper, testAddress);
  addressId = res.json().id;
});

const fill = (quantity: number) =>
  call('POST', '/api/cart', ctx.shopper, { bookId, quantity }).then((r) =>
    expect(r.statusCode).toBeLessThan(300),
  );
const emptyCart = () => call('DELETE', '/api/cart', ctx.shopper);
const quote = (code: string) =>
  call('GET', `/api/checkout/quote?coupon=${encodeURIComponent(code)}`, ctx.shopper).then((r) =>
    r.json(),
  );
const order = (couponCode?: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: ctx.shopper, 'idempotency-key': randomUUID() },
    payload: { addressId, shippingMethod: 'standard', paymentMethod: 'cod', couponCode },
  });

async function create(body: object) {
  const res = await call('POST', '/api/admin/promotions', ctx.owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('coupons', () => {
  it('are created by staff only, with clear messages for bad ones', async () => {
    expect((await call('POST', '/api/admin/promotions', ctx.shopper, coupon)).statusCode).toBe(403);
    const bad = await call('POST', '/api/admin/promotions', ctx.owner, {
      ...coupon,
      code: 'DIWALI 10%',
      percent: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      code: 'A coupon code has only letters, digits, - and _',
    });
    const created = await create(coupon);
    expect(created).toMatchObject({ code: 'DIWALI10', percent: 10, state: 'active', uses: 0 });
    const twice = await call('POST', '/api/admin/promotions', ctx.owner, {
      ...coupon,
      name: 'Again',
    });
    expect(twice.json().error.fields.code).toBe(
      'There is already a promotion with the code DIWALI10',
    );
  });

  it('show in the quote, priced before delivery and tax, or say why not', async () => {
    await fill(1);
    expect((await quote('diwali10')).coupon).toEqual({
      code: 'DIWALI10',
      error: 'The coupon DIWALI10 needs an order of ₹500.00 or more: add ₹200.50 more.',
    });
    expect((await quote('DIWALY10')).coupon.error).toBe(
      'There is no coupon DIWALY10: check its spelling.',
    );
    await fill(1);
    const taken = await quote('Diwali10');
    // 2 × ₹299.50 = ₹599; 10 % is ₹59.90; Standard is free from ₹499 of goods.
    expect(taken).toMatchObject({
      subtotal: 599,
      discount: 59.9,
      promotions: [{ name: 'Diwali sale', code: 'DIWALI10', amount: 59.9 }],
      total: 539.1,
      coupon: { code: 'DIWALI10', error: null },
    });
  });

  it('are kept by the order, and a cancelled order gives its use back', async () => {
    const placed = await order('diwali10');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal: 599,
      discount: 59.9,
      promotions: [{ code: 'DIWALI10', amount: 59.9 }],
      shippingFee: 0,
      totalAmount: 539.1,
    });
    const [row] = await ctx.t.database.db.select().from(promotions);
    expect(row!.uses).toBe(1);
    // Later changes to the promotion never change a placed order.
    await call('PUT', `/api/admin/promotions/${row!.id}`, ctx.owner, { ...coupon, percent: 50 });
    const again = await call('GET', `/api/orders/${placed.json().id}`, ctx.shopper);
    expect(again.json().totalAmount).toBe(539.1);
    const cancelled = await call('POST', `/api/orders/${placed.json().id}/cancel`, ctx.shopper);
    expect(cancelled.statusCode).toBeLessThan(300);
    const [after] = await ctx.t.database.db.select().from(promotions);
    expect(after!.uses).toBe(0);
    const released = await ctx.t.database.db.select().from(orderPromotions);
    expect(released.map((r) => r.released)).toEqual([true]);
  });

  it('refuse a paused, expired, first-order-only or once-per-customer coupon', async () => {
    await create({ ...coupon, name: 'Paused', code: 'PAUSED', paused: true });
    await create({
      ...coupon,
      name: 'Over',
      code: 'OVER',
      startsAt: '2025-10-01T00:00:00+05:30',
      endsAt: '2025-11-01T00:00:00+05:30',
    });
    await create({ ...coupon, name: 'Welcome', code: 'WELCOME', firstOrderOnly: true });
    await create({ ...coupon, name: 'Once', code: 'ONCE', perCustomerLimit: 1 });
    await emptyCart();
    await fill(2);
    expect((await order('PAUSED')).json().error.fields.couponCode).toBe(
      'The coupon PAUSED is not available right now.',
    );
    expect((await order('OVER')).json().error.fields.couponCode).toBe(
      'The coupon OVER has expired.',
    );
    const first = await order('ONCE');
    expect(first.statusCode).toBe(201);
    await fill(2);
    expect((await order('ONCE')).json().error.fields.couponCode).toBe(
      'You have already used the coupon ONCE.',
    );
    expect((await order('WELCOME')).json().error.fields.couponCode).toBe(
      'The coupon WELCOME is for a first order only.',
    );
    const list = (await call('GET', '/api/admin/promotions', ctx.owner)).json();
    expect(list.find((p: { code: string }) => p.code === 'ONCE')).toMatchObject({
      uses: 1,
      discountGiven: 59.9,
      revenue: 539.1,
      state: 'active',
    });
    expect(list.find((p: { code: string }) => p.code === 'OVER').state).toBe('ended');
  });
});
