import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import {
  browserHelpers,
  gotoReady,
  launchBrowser,
  startShop,
  type RunningShop,
} from './harness.ts';

// Promotions (issue #34): staff add a coupon and pause it on /admin/promotions; a shopper is
// refused it while paused, takes it once resumed, and the order and the staff figures agree.
const adminEmail = 'deals@pustak.test';
const shots = process.env.SHOTS_DIR;

let shop: RunningShop;
let browser: Browser;
let admin: BrowserContext;
let shopper: BrowserContext;
const { api } = browserHelpers(() => shop.url);

async function signedIn(email: string, name: string, ip: string): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await signUpAndConfirm(context, shop, { name, email, password: 'reading-is-fun' });
  return context;
}

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  admin = await signedIn(adminEmail, 'Deal Maker', '10.34.0.1');
  shopper = await signedIn('reader@example.com', 'Meera Iyer', '10.34.0.2');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Applies `code` in the checkout's coupon field. */
async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

describe('promotions', () => {
  it('a coupon staff add, pause and resume is taken at checkout and counted', async () => {
    const staff = await admin.newPage();
    await gotoReady(staff, `${shop.url}/admin/promotions`);
    await staff.getByText('No promotions yet').waitFor();
    await staff.getByLabel('Name').fill('Diwali sale');
    await staff.getByLabel('Code').fill('diwali10');
    await staff.getByLabel('Percentage off').fill('10');
    await staff.getByLabel('Minimum order (₹)').fill('300');
    await staff.getByRole('button', { name: 'Add coupon' }).click();
    const card = staff.getByRole('listitem').filter({ hasText: 'DIWALI10' });
    await card.getByText('10% off · orders of ₹300.00 or more').waitFor();
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('paused', { exact: true }).waitFor();
    await expectAccessible(staff);

    const books = await api<{ items: { id: number; sellingPrice: number }[] }>(
      shopper,
      'GET',
      '/api/books?limit=1',
    );
    const book = books.body.items[0]!;
    expect((await api(shopper, 'POST', '/api/cart', { bookId: book.id, quantity: 2 })).status).toBe(
      201,
    );
    const saved = await api(shopper, 'POST', '/api/addresses', {
      fullName: 'Meera Iyer',
      mobile: '9876543210',
      line1: '12 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    });
    expect(saved.status).toBe(201);

    const page = await shopper.newPage();
    await gotoReady(page, `${shop.url}/checkout`);
    await applyCoupon(page, 'Diwali 10');
    await page.getByText('The coupon DIWALI10 is not available right now.').waitFor();

    await card.getByRole('button', { name: 'Resume' }).click();
    await card.getByText('active', { exact: true }).waitFor();
    await page.waitForTimeout(600); // the client refuses the same request within 500 ms
    await applyCoupon(page, 'diwali10');
    await page.getByText('Coupon DIWALI10 applied').waitFor();
    const subtotal = Math.round(book.sellingPrice * 2 * 100);
    const discount = Math.round(subtotal / 10) / 100;
    const summary = page.locator('section[aria-labelledby="checkout-summary-heading"]');
    await summary.getByText('Diwali sale (DIWALI10)').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/checkout-coupon.png`, fullPage: true });
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await page.waitForURL(/\/thank-you\?order=/, { timeout: 15_000 });
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const order = await api<{ discount: number; totalAmount: number; subtotal: number }>(
      shopper,
      'GET',
      `/api/orders/${orderId}`,
    );
    expect(order.body.discount).toBe(discount);

    await gotoReady(staff, `${shop.url}/admin/promotions`);
    const figures = staff.getByRole('listitem').filter({ hasText: 'DIWALI10' });
    await expect
      .poll(async () => (await figures.locator('dd').allTextContents()).join(' | '))
      .toBe(
        `1 | ₹${discount.toFixed(2)} | ₹${order.body.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      );
    if (shots) await staff.screenshot({ path: `${shots}/admin-promotions.png`, fullPage: true });
    await shopper.close();
  });
});
