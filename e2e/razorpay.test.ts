import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { books } from '../src/server/db/schema/catalog.ts';
import { deliveryZones, orders } from '../src/server/db/schema/commerce.ts';
import { registerAndConfirm } from '../src/server/modules/auth/auth.test-helpers.ts';
import type { TestApp } from '../src/server/test-app.ts';
import { launchBrowser } from './harness.ts';
import { payingContext, startPayingShop, type PayingShop } from './razorpay-checkout.ts';

/*
 * Online payment in the browser. Razorpay cannot be reached from here, so its two parts are
 * stood in for as documented: the Orders API by a local server (the shop's server calls it), and
 * Checkout's script (https://checkout.razorpay.com/v1/checkout.js) by a small script served in
 * its place, which "pays" by handing back the payment id and the signature Razorpay would make
 * with the test's own key secret. The shop verifies that signature on its server.
 */

let shop: PayingShop;
let t: TestApp;
let keyId: string;
let keySecret: string;
let url: string;
let browser: Browser;
let bookId: number;

beforeAll(async () => {
  shop = await startPayingShop();
  ({ t, url, keyId, keySecret } = shop);
  const [book] = await t.database.db
    .insert(books)
    .values({
      title: 'The Guide',
      author: 'R. K. Narayan',
      mrpPaise: 39900,
      sellingPricePaise: 29900,
      category: ['Fiction'],
      stockQuantity: 20,
    })
    .returning({ id: books.id });
  bookId = book!.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

let shoppers = 0;
/** A signed-in shopper with the book in their cart and a saved address. */
async function shopperReadyToPay(pincode = '560025'): Promise<BrowserContext> {
  shoppers += 1;
  const cookie = await registerAndConfirm(t, `payer${shoppers}@example.com`);
  const context = await payingContext(browser, url, cookie, keySecret);
  // app.inject sends no Origin, as a server-side client would (the CSRF check lets that pass).
  const headers = { cookie };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { bookId, quantity: 2 },
  });
  expect(added.statusCode).toBeLessThan(300);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers,
    payload: {
      fullName: 'Meera Iyer',
      mobile: '9876543210',
      line1: '12 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode,
    },
  });
  expect(address.statusCode).toBe(201);
  return context;
}

async function orderFromDb(orderNumber: string) {
  const all = await t.database.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, n: orders.orderNumber })
    .from(orders);
  return all.find((o) => `PSK-${String(o.n).padStart(6, '0')}` === orderNumber);
}

describe('paying online with Razorpay Checkout', () => {
  it('pays at checkout: the server verifies the signature and the shopper lands on thank-you', async () => {
    const context = await shopperReadyToPay();
    const page = await context.newPage();
    await page.goto(`${url}/checkout`);
    await page.getByRole('radio', { name: /UPI, cards or net banking/ }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.waitForURL(/\/thank-you\?order=/, { timeout: 15_000 });
    const opened = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).__razorpayOpened,
    );
    // Two copies at ₹299 with free standard shipping: ₹598 in paise.
    expect(opened).toEqual({ key: keyId, amount: 59800, currency: 'INR' });
    const orderNumber = (await page
      .getByText(/PSK-\d{6}/)
      .first()
      .textContent())!.match(/PSK-\d{6}/)![0];
    expect(await orderFromDb(orderNumber)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await context.close();
  });

  it('closing the payment window leaves the order waiting; "Pay now" on the order page pays it', async () => {
    const context = await shopperReadyToPay();
    const page = await context.newPage();
    await page.goto(`${url}/checkout`);
    await page.evaluate(
      () => ((window as unknown as Record<string, unknown>).__razorpayMode = 'dismiss'),
    );
    await page.getByRole('radio', { name: /UPI, cards or net banking/ }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('Waiting for your payment').count()).toBe(1);
    await expect.poll(() => page.getByText(/Awaiting payment/).count()).toBe(1);
    const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.match(
      /PSK-\d{6}/,
    )![0];
    expect(await orderFromDb(orderNumber)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });

    await page.evaluate(
      () => ((window as unknown as Record<string, unknown>).__razorpayMode = 'pay'),
    );
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Payment received', { exact: true }).first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByText('Waiting for your payment').count()).toBe(0);
    expect(await orderFromDb(orderNumber)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await context.close();
  });
});

describe('delivery by PIN code', () => {
  it('shows a PIN code beyond cash on delivery on the book page; checkout takes payment online', async () => {
    const zones = await t.database.db
      .insert(deliveryZones)
      .values([
        {
          name: 'South metros',
          pincodes: ['560', '600'],
          standardFeePaise: 4000,
          freeAbovePaise: 49900,
          expressFeePaise: 9900,
          minDays: 1,
          maxDays: 3,
          cod: true,
        },
        {
          name: 'North-east',
          pincodes: ['78', '79'],
          standardFeePaise: 12000,
          freeAbovePaise: null,
          expressFeePaise: null,
          minDays: 5,
          maxDays: 9,
          cod: false,
        },
      ])
      .returning({ id: deliveryZones.id });
    try {
      const context = await shopperReadyToPay('781001');
      const page = await context.newPage();
      await page.goto(`${url}/books/${bookId}`);
      const pincode = page.getByLabel('Deliver to PIN code');
      await pincode.fill('7810');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText('Enter a 6-digit PIN code').waitFor();
      await pincode.fill('781 001');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText('No cash on delivery to this PIN code: pay online').waitFor();
      expect(await page.getByText('Delivery ₹120.00 in 5–9 business days to 781001').count()).toBe(
        1,
      );
      await pincode.fill('744101');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText("Sorry, we don't deliver to PIN code 744101 yet.").waitFor();

      await page.goto(`${url}/checkout`);
      await page
        .getByText(
          'Cash on delivery is not available for PIN code 781001 (North-east): please pay online.',
        )
        .waitFor();
      expect(await page.getByRole('radio', { name: /Cash on Delivery/ }).isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: /Express delivery/ }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Place order and pay' }).click();
      await page.waitForURL(/\/thank-you\?order=/, { timeout: 15_000 });
      const opened = await page.evaluate(
        () => (window as unknown as Record<string, unknown>).__razorpayOpened,
      );
      // Two copies at ₹299 and the North-east's ₹120 Standard delivery, in paise.
      expect(opened).toMatchObject({ amount: 59800 + 12000 });
      await context.close();
    } finally {
      await t.database.db.delete(deliveryZones).where(
        inArray(
          deliveryZones.id,
          zones.map((z) => z.id),
        ),
      );
    }
  });
});
