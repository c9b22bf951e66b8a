import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/commerce.ts';
import { insertBooks, setUpAdminSuite } from '../admin/admin.test-helpers.ts';
import { testAddress } from '../addresses/addresses.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let godaan: number;
let nirmala: number;
let gitanjali: number;
let addressId: number;

beforeAll(async () => {
  const ids = await insertBooks(ctx.t, [
    // ₹299.50 and ₹199.00, Hindi fiction by Premchand; ₹450.00 poetry by Tagore.
    { title: 'Godaan', author: 'Premchand', category: ['Hindi Fiction'], stockQuantity: 100 },
    {
      title: 'Nirmala',
      author: 'Premchand',
      category: ['Hindi Fiction'],
      sellingPricePaise: 19900,
      stockQuantity: 100,
    },
    {
      title: 'Gitanjali',
      author: 'Rabindranath Tagore',
      category: ['Poetry'],
      mrpPaise: 50000,
      sellingPricePaise: 45000,
      stockQuantity: 100,
    },
  ]);
  [godaan, nirmala, gitanjali] = ids as [number, number, number];
  addressId = (await call('POST', '/api/addresses', ctx.shopper, testAddress)).json().id;
});

const put = (bookId: number, quantity: number) =>
  call('POST', '/api/cart', ctx.shopper, { bookId, quantity }).then((r) =>
    expect(r.statusCode, r.body).toBeLessThan(300),
  );
const emptyCart = () => call('DELETE', '/api/cart', ctx.shopper);
const quote = (codes = '') =>
  call('GET', `/api/checkout/quote${codes ? `?coupon=${codes}` : ''}`, ctx.shopper).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  });
const order = (couponCodes: string[] = []) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: ctx.shopper, 'idempotency-key': randomUUID() },
    payload: { addressId, shippingMethod: 'standard', paymentMethod: 'cod', couponCodes },
  });
async function create(body: object) {
  const res = await call('POST', '/api/admin/promotions', ctx.owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const pause = async (p: { id: number }, body: object) =>
  expect(
    (await call('PUT', `/api/admin/promotions/${p.id}`, ctx.owner, { ...body, paused: true }))
      .statusCode,
  ).toBe(200);

describe('automatic offers', () => {
  it('refuse a target no book has, with the spelling to check', async () => {
    const res = await call('POST', '/api/admin/promotions', ctx.owner, {
      name: 'Hindi fiction 20%',
      kind: 'percent',
      percent: 20,
      targetKind: 'category',
      targetValue: 'Hindi Fcition',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.targetValue).toBe(
      'No book in the catalogue is in the category “Hindi Fcition”: check the spelling.',
    );
  });

  it('take a percentage off a category, line by line, and the order keeps it', async () => {
    const body = {
      name: 'Hindi fiction 20%',
      code: '',
      kind: 'percent',
      percent: 20,
      targetKind: 'category',
      targetValue: 'hindi fiction',
    };
    const offer = await create(body);
    expect(offer).toMatchObject({ code: null, state: 'active', targetKind: 'category' });
    await put(godaan, 1);
    await put(gitanjali, 1);
    const q = await quote();
    // 20 % of ₹299.50 only: the poetry is not Hindi fiction.
    expect(q.promotions).toEqual([
      { name: 'Hindi fiction 20%', code: null, amount: 59.9, delivery: false },
    ]);
    expect(q).toMatchObject({ subtotal: 749.5, discount: 59.9, total: 689.6 });
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ discount: 59.9, totalAmount: 689.6 });
    const lines = await ctx.t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.json().id))
      .orderBy(orderItems.id);
    expect(lines.map((l) => [l.bookId, l.discountPaise, l.hsn])).toEqual([
      [godaan, 5990, '4901'],
      [gitanjali, 0, '4901'],
    ]);
    // Later edits of the offer do not change the order.
    await pause(offer, body);
    const again = await call('GET', `/api/orders/${placed.json().id}`, ctx.shopper);
    expect(again.json().promotions).toEqual([
      { name: 'Hindi fiction 20%', code: null, amount: 59.9, delivery: false },
    ]);
  });

  it('give the cheapest free in buy 2 get 1 by an author, and say what brings it within reach', async () => {
    const body = {
      name: 'Premchand 3 for 2',
      code: null,
      kind: 'buy_get',
      buyQuantity: 2,
      getQuantity: 1,
      targetKind: 'author',
      targetValue: 'premchand',
    };
    const offer = await create(body);
    await emptyCart();
    await put(godaan, 2);
    expect((await quote()).hints).toEqual(['Premchand 3 for 2: add 1 more book it applies to.']);
    await put(nirmala, 1);
    const q = await quote();
    expect(q.promotions).toEqual([
      { name: 'Premchand 3 for 2', code: null, amount: 199, delivery: false },
    ]);
    expect(q.hints).toEqual([]);
    await pause(offer, body);
  });

  it('price a set of N for ₹X, and waive delivery over an amount', async () => {
    const set = {
      name: 'Any 2 for ₹400',
      kind: 'bundle',
      buyQuantity: 2,
      amount: 400,
    };
    const free = { name: 'Free delivery over ₹300', kind: 'free_delivery', minOrder: 300 };
    const [a, b] = [await create(set), await create(free)];
    await emptyCart();
    await put(godaan, 1);
    await put(nirmala, 1);
    // ₹299.50 + ₹199 = ₹498.50 for ₹400: ₹98.50 off; standard delivery (₹49 below ₹499) free.
    const q = await quote();
    expect(q.promotions).toEqual([
      { name: 'Any 2 for ₹400', code: null, amount: 98.5, delivery: false },
      { name: 'Free delivery over ₹300', code: null, amount: 49, delivery: true },
    ]);
    expect(q.shipping.standard).toBe(0);
    expect(q.total).toBe(400);
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ shippingFee: 0, discount: 98.5, totalAmount: 400 });
    await pause(a, set);
    await pause(b, free);
  });
});

describe('coupon codes', () => {
  it('off matching books, combined only where staff allow it', async () => {
    await create({
      name: 'Poetry ₹50',
      code: 'POEM50',
      kind: 'fixed',
      amount: 50,
      targetKind: 'category',
      targetValue: 'Poetry',
      combinable: true,
    });
    await create({ name: 'Five off', code: 'FIVE', kind: 'percent', percent: 5, combinable: true });
    await create({ name: 'Solo', code: 'SOLO', kind: 'percent', percent: 10 });
    await emptyCart();
    await put(godaan, 1);
    expect((await quote('POEM50')).coupons).toEqual([
      { code: 'POEM50', error: 'The coupon POEM50 does not apply to the books in your cart.' },
    ]);
    await put(gitanjali, 1);
    const both = await quote('POEM50,five');
    expect(both.coupons).toEqual([
      { code: 'POEM50', error: null },
      { code: 'FIVE', error: null },
    ]);
    // ₹50 off the poetry, then 5 % of what is left (₹699.50): ₹34.98.
    expect(both.promotions.map((p: { amount: number }) => p.amount)).toEqual([50, 34.98]);
    const solo = await quote('SOLO,FIVE');
    expect(solo.coupons[0]).toEqual({
      code: 'SOLO',
      error: 'The coupon SOLO cannot be combined with other coupons: use it on its own.',
    });
    const refused = await order(['SOLO', 'FIVE']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.couponCode).toBe(
      'The coupon SOLO cannot be combined with other coupons: use it on its own.',
    );
    const placed = await order(['POEM50', 'FIVE']);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ discount: 84.98, subtotal: 749.5 });
  });

  it('can target the books of a saved query', async () => {
    const saved = await call('POST', '/api/admin/queries', ctx.owner, {
      name: 'Under ₹250',
      entity: 'books',
      match: 'all',
      rules: [{ field: 'sellingPrice', operator: 'lt', value: 250 }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await create({
      name: 'Cheap reads 10%',
      code: 'CHEAP10',
      kind: 'percent',
      percent: 10,
      targetKind: 'query',
      targetValue: String(saved.json().id),
    });
    await emptyCart();
    await put(nirmala, 1);
    await put(gitanjali, 1);
    const q = await quote('CHEAP10');
    expect(q.promotions).toEqual([
      { name: 'Cheap reads 10%', code: 'CHEAP10', amount: 19.9, delivery: false },
    ]);
  });
});
