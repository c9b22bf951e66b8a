import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/content.ts';
import { orders } from '../../db/schema/commerce.ts';
import { insertBooks, setUpAdminSuite } from '../admin/admin.test-helpers.ts';
import { testAddress } from '../addresses/addresses.test-helpers.ts';
import { zoneFor } from './delivery.service.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let bookId: number;

const metro = {
  name: 'Metro',
  pincodes: '110, 400\n560 , 600001',
  standardFee: 40,
  freeAbove: 499,
  expressFee: 99,
  minDays: 1,
  maxDays: 3,
  cod: true,
};
const northEast = {
  name: 'North-east',
  pincodes: '78 79',
  standardFee: 120,
  freeAbove: null,
  expressFee: null,
  minDays: 5,
  maxDays: 9,
  cod: false,
};

beforeAll(async () => {
  bookId = (await insertBooks(ctx.t, [{ title: 'Aranyak', stockQuantity: 20 }]))[0]!;
});

const quoteOf = async (pincode: string, amount = 299.5) =>
  (await call('GET', `/api/delivery?pincode=${pincode}&amount=${amount}`)).json();

async function saveAddress(pincode: string): Promise<number> {
  const res = await call('POST', '/api/addresses', ctx.shopper, { ...testAddress, pincode });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const order = (addressId: number, paymentMethod = 'cod', shippingMethod = 'standard') =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: ctx.shopper, 'idempotency-key': randomUUID() },
    payload: { addressId, shippingMethod, paymentMethod },
  });

describe('the zone of a PIN code', () => {
  it('is the one listing the longest start of it', () => {
    const zones = [
      { name: 'region', pincodes: ['11'] },
      { name: 'city', pincodes: ['110'] },
      { name: 'office', pincodes: ['110001'] },
    ];
    expect(zoneFor(zones, '110001')?.name).toBe('office');
    expect(zoneFor(zones, '110045')?.name).toBe('city');
    expect(zoneFor(zones, '112233')?.name).toBe('region');
    expect(zoneFor(zones, '400001')).toBeNull();
  });
});

describe('delivery by PIN code', () => {
  it('charges the flat rates everywhere while the shop has no zones', async () => {
    expect(await quoteOf('744101')).toMatchObject({
      deliverable: true,
      zone: null,
      standard: 49,
      express: 99,
      freeAbove: 499,
      cod: true,
      estimate: null,
    });
    expect((await quoteOf('744101', 499)).standard).toBe(0);
    const bad = await call('GET', '/api/delivery?pincode=0600&amount=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pincode).toBe('Enter a 6-digit PIN code');
  });

  it('lets staff define zones, refusing bad PIN codes, a PIN code twice and shoppers', async () => {
    expect((await call('POST', '/api/admin/delivery-zones', ctx.shopper, metro)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/delivery-zones', undefined, metro)).statusCode).toBe(
      401,
    );
    const typo = await call('POST', '/api/admin/delivery-zones', ctx.owner, {
      ...metro,
      pincodes: '110, 4OO, 0560',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fields.pincodes).toBe(
      '“4OO”, “0560” are not PIN codes or their starts: use 1 to 6 digits, not starting with 0 (for example 110 or 110001)',
    );
    const created = await call('POST', '/api/admin/delivery-zones', ctx.owner, metro);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Metro',
      pincodes: ['110', '400', '560', '600001'],
      standardFee: 40,
    });
    const twice = await call('POST', '/api/admin/delivery-zones', ctx.owner, {
      ...northEast,
      pincodes: '78 79 560',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.pincodes).toBe(
      '560 is already in the zone “Metro”: take it out of one of the two',
    );
    const sameName = await call('POST', '/api/admin/delivery-zones', ctx.owner, {
      ...northEast,
      name: 'metro',
    });
    expect(sameName.json().error.fields.name).toBe('There is already a zone called “Metro”');
    const days = await call('POST', '/api/admin/delivery-zones', ctx.owner, {
      ...northEast,
      minDays: 9,
      maxDays: 5,
    });
    expect(days.json().error.fields.maxDays).toBe(
      'The slowest delivery cannot be sooner than the fastest',
    );
    expect((await call('POST', '/api/admin/delivery-zones', ctx.owner, northEast)).statusCode).toBe(
      201,
    );
    const listed = await call('GET', '/api/admin/delivery-zones', ctx.owner);
    expect(listed.json().map((z: { name: string }) => z.name)).toEqual(['Metro', 'North-east']);
    const audited = await ctx.t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'delivery_zone'));
    expect(audited.map((a) => a.action)).toEqual(['delivery_zone.create', 'delivery_zone.create']);
  });

  it("answers each PIN code with its zone's charge, estimate and cash on delivery", async () => {
    expect(await quoteOf('560034')).toMatchObject({
      deliverable: true,
      zone: 'Metro',
      standard: 40,
      express: 99,
      cod: true,
      estimate: { minDays: 1, maxDays: 3 },
      message: 'Delivery ₹40.00 in 1–3 business days to 560034. Cash on delivery available.',
    });
    expect((await quoteOf('560034', 499)).standard).toBe(0);
    expect(await quoteOf('781001')).toMatchObject({
      zone: 'North-east',
      standard: 120,
      express: null,
      cod: false,
      message:
        'Delivery ₹120.00 in 5–9 business days to 781001. Cash on delivery is not available for PIN code 781001 (North-east): please pay online.',
    });
    expect(await quoteOf('744101')).toMatchObject({
      deliverable: false,
      standard: null,
      message: "Sorry, we don't deliver to PIN code 744101 yet.",
    });
  });

  it('prices the checkout by the address and refuses what its zone does not offer', async () => {
    await call('POST', '/api/cart', ctx.shopper, { bookId, quantity: 1 });
    const quote = await call('GET', '/api/checkout/quote?pincode=781001', ctx.shopper);
    expect(quote.json()).toMatchObject({
      subtotal: 299.5,
      shipping: { standard: 120, express: null },
      delivery: { zone: 'North-east', cod: false },
    });
    const northEastHome = await saveAddress('781001');
    const cod = await order(northEastHome);
    expect(cod.statusCode).toBe(400);
    expect(cod.json().error.fields.paymentMethod).toBe(
      'Cash on delivery is not available for PIN code 781001 (North-east): please pay online.',
    );
    const express = await order(await saveAddress('110001'), 'cod', 'express');
    expect(express.statusCode).toBe(201);
    expect(express.json()).toMatchObject({ shippingFee: 99, totalAmount: 398.5 });
    await call('POST', '/api/cart', ctx.shopper, { bookId, quantity: 1 });
    const far = await order(await saveAddress('744101'));
    expect(far.json().error.fields.addressId).toBe(
      "Sorry, we don't deliver to PIN code 744101 yet.",
    );
    const neExpress = await order(northEastHome, 'razorpay', 'express');
    expect(neExpress.statusCode).toBeGreaterThanOrEqual(400);
    const placed = await ctx.t.database.db.select({ id: orders.id }).from(orders);
    expect(placed).toHaveLength(1);
  });

  it('lets staff change and delete a zone', async () => {
    const [ne] = (await call('GET', '/api/admin/delivery-zones', ctx.owner))
      .json()
      .filter((z: { name: string }) => z.name === 'North-east');
    const changed = await call('PUT', `/api/admin/delivery-zones/${ne.id}`, ctx.owner, {
      ...northEast,
      cod: true,
      pincodes: '78 79 744',
    });
    expect(changed.statusCode).toBe(200);
    expect(await quoteOf('744101')).toMatchObject({ zone: 'North-east', cod: true });
    expect((await call('DELETE', `/api/admin/delivery-zones/${ne.id}`, ctx.owner)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/admin/delivery-zones/${ne.id}`, ctx.owner)).statusCode).toBe(
      404,
    );
    expect((await quoteOf('744101')).deliverable).toBe(false);
    expect((await call('PUT', '/api/admin/delivery-zones/abc', ctx.owner, metro)).statusCode).toBe(
      400,
    );
  });
});
