// ADR 022: an admin dashboard open on one instance hears of an order placed through another,
// within seconds and without reloading. Several instances need a shared PostgreSQL server, so
// this runs when TEST_DATABASE_URL is set (CI's second pass).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../src/server/modules/addresses/addresses.test-helpers.ts';
import { createThrowawayPostgresDatabase } from '../src/server/db/test-database.ts';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';
import { launchBrowser, startShop, type RunningShop } from './harness.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('e2e/admin-order-pulse.postgres.test.ts needs TEST_DATABASE_URL');

const adminEmail = 'owner@pustak.test';
const password = 'reading-is-fun';
const freshIp = clientAddresses(117);

let database: Awaited<ReturnType<typeof createThrowawayPostgresDatabase>>;
let counter: RunningShop; // where the shopper buys
let office: RunningShop; // where staff watch the dashboard
let browser: Browser;

beforeAll(async () => {
  database = await createThrowawayPostgresDatabase(serverUrl);
  const env = { DATABASE_URL: database.url, ADMIN_EMAILS: adminEmail };
  // One after the other: the first applies the migrations.
  counter = await startShop(env, { embedded: true });
  office = await startShop(env, { embedded: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await office?.stop();
  await counter?.stop();
  await database?.drop();
});

async function account(shop: RunningShop, email: string, name: string, phone: boolean) {
  const context: BrowserContext = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await signUpAndConfirm(context, shop, { name, email, password });
  return context;
}

describe('new orders across instances', () => {
  it('reach a dashboard open on another instance within seconds', async () => {
    const staff = await account(office, adminEmail, 'Owner Person', true);
    const page = await staff.newPage();
    await page.goto(`${office.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByRole('region', { name: 'Today’s orders' })
      .getByText('No orders yet today.')
      .waitFor();

    const shopper = await account(counter, 'asha@example.com', 'Asha Rao', false);
    const h = { origin: counter.url };
    const books = (await (
      await shopper.request.get(`${counter.url}/api/books?pageSize=5`)
    ).json()) as {
      items: { id: number; stockQuantity: number }[];
    };
    const book = books.items.find((b) => b.stockQuantity > 2)!;
    const address = await shopper.request.post(`${counter.url}/api/addresses`, {
      data: testAddress,
      headers: h,
    });
    expect(address.status()).toBe(201);
    await shopper.request.post(`${counter.url}/api/cart`, {
      data: { bookId: book.id },
      headers: h,
    });
    const placedAt = Date.now();
    const res = await shopper.request.post(`${counter.url}/api/orders`, {
      data: {
        addressId: ((await address.json()) as { id: number }).id,
        shippingMethod: 'standard',
        paymentMethod: 'cod',
      },
      headers: { ...h, 'idempotency-key': `pulse-${Date.now()}` },
    });
    expect(res.status()).toBe(201);
    const order = (await res.json()) as { orderNumber: string };

    await page.getByText(`Order ${order.orderNumber} has just been placed.`).first().waitFor();
    await page
      .getByRole('region', { name: 'Today’s orders' })
      .getByRole('link', { name: `Today’s order ${order.orderNumber}` })
      .waitFor();
    expect(Date.now() - placedAt).toBeLessThan(12_000);
    const badge = page.getByRole('navigation', { name: 'Admin shortcuts' }).getByRole('link', {
      name: /^Orders/,
    });
    await expect.poll(() => badge.textContent()).toContain('1 pending');
    await staff.close();
    await shopper.close();
  });
});
