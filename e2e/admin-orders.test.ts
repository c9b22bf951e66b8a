import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../src/server/modules/addresses/addresses.test-helpers.ts';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { browserHelpers, launchBrowser, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'owner@pustak.test';
const staffEmail = 'staff@pustak.test';
const password = 'reading-is-fun';

let shop: RunningShop;
let browser: Browser;
const { api } = browserHelpers(() => shop.url);

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: `${adminEmail},${staffEmail}` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

// Sign-in and sign-up are rate-limited per client address; each account here has its own.
const freshIp = clientAddresses(79);

/** A browser context signed in as a new, confirmed account. */
async function signedIn(email: string, name: string, mobile = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true,
    ...(mobile ? { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await signUpAndConfirm(context, shop, { name, email, password });
  return context;
}

async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** A cash-on-delivery order of the shopper, placed through the API as checkout places it. */
async function placeCodOrder(context: BrowserContext) {
  const books = await api<{ items: { id: number; stockQuantity: number }[] }>(
    context,
    'GET',
    '/api/books?pageSize=20',
  );
  const book = books.body.items.find((b) => b.stockQuantity > 2)!;
  const address = await api<{ id: number }>(context, 'POST', '/api/addresses', testAddress);
  expect(address.status).toBe(201);
  expect((await api(context, 'POST', '/api/cart', { bookId: book.id })).status).toBe(201);
  const order = await api<{ id: string; orderNumber: string }>(
    context,
    'POST',
    '/api/orders',
    { addressId: address.body.id, shippingMethod: 'standard', paymentMethod: 'cod' },
    { 'idempotency-key': `admin-e2e-${Date.now()}` },
  );
  expect(order.status).toBe(201);
  return order.body;
}

describe('running orders and accounts from the admin area', () => {
  it('confirms and ships a shopper’s order, then disables the shopper', async () => {
    const shopperEmail = `asha+${Date.now()}@example.com`;
    const shopper = await signedIn(shopperEmail, 'Asha Rao');
    const order = await placeCodOrder(shopper);
    const contact = await api(shopper, 'POST', '/api/contact', {
      name: 'Asha Rao',
      email: shopperEmail,
      subject: 'Where is my parcel?',
      message: 'I ordered a book today and would like to know when it ships.',
    });
    expect(contact.status).toBeLessThan(300);
    const admin = await signedIn(adminEmail, 'Owner Person');
    const page = await admin.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    // The dashboard lists the new order among the recent ones.
    await page.goto(`${shop.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await recent.getByRole('link', { name: `Order ${order.orderNumber}` }).waitFor();
    await page.getByRole('img', { name: /^Daily revenue from/ }).waitFor();
    await expectAccessible(page);
    const inbox = page.getByRole('region', { name: 'Unread messages' });
    await inbox.getByRole('heading', { name: 'Where is my parcel?' }).waitFor();
    await inbox
      .getByRole('button', { name: 'Mark as read: “Where is my parcel?” from Asha Rao' })
      .click();
    await inbox.getByText('No unread messages.').waitFor();

    // It opens over the order list, its id in the address.
    await recent.getByRole('link', { name: `Order ${order.orderNumber}` }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/orders' && url.searchParams.get('order') === order.id,
    );
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(`Order ${order.orderNumber}`) }).waitFor();
    await dialog.getByText('Status: Pending').waitFor();
    await dialog.getByText('12 MG Road').waitFor();
    await dialog.getByText('Cash on Delivery').waitFor();
    // Only the next steps of docs/product.md "Order status" from pending are offered.
    await dialog.getByRole('button', { name: 'Confirm order' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Mark shipped' }).count()).toBe(0);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await dialog.getByRole('button', { name: 'Confirm order' }).last().click();
    await toast(page, 'Order confirmed');
    await dialog.getByText('Status: Confirmed').waitFor();
    // docs/product.md §9: the same POST again within 500 ms is refused as a double click ("Slow down!").
    await page.waitForTimeout(600);

    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByRole('button', { name: 'Mark shipped' }).last().click();
    await dialog.getByText('Enter the tracking number to mark the order shipped').waitFor();
    await dialog.getByLabel('Tracking number').fill('DTDC123456');
    await dialog.getByRole('button', { name: 'Mark shipped' }).last().click();
    await toast(page, 'Order marked shipped');
    await dialog.getByText('Status: Shipped').waitFor();
    await dialog.getByText('Tracking number: DTDC123456').waitFor();
    await dialog.getByRole('button', { name: 'Close the order' }).click();
    await page.waitForURL((url) => !url.searchParams.has('order'));

    // Filters live in the address, and the CSV export follows them.
    await page.getByLabel('Customer or order number').fill(shopperEmail);
    await page.getByRole('button', { name: 'Search orders' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === shopperEmail);
    await page.getByLabel('Status').selectOption('shipped');
    await page.waitForURL((url) => url.searchParams.get('status') === 'shipped');
    await page.getByRole('link', { name: `Order ${order.orderNumber}` }).waitFor();
    await page.getByText('1 order', { exact: true }).waitFor();
    const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(exportHref).toBe(
      `/api/admin/orders/export.csv?status=shipped&q=${encodeURIComponent(shopperEmail)}`,
    );
    const csvText = await (await admin.request.get(shop.url + exportHref!)).text();
    expect(csvText).toContain(`${order.orderNumber},`);
    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByRole('heading', { name: 'No orders match these filters' }).waitFor();
    await expectAccessible(page);

    // The shopper sees the new status on their order page.
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`${shop.url}/orders/${order.id}`);
    await shopperPage.getByText('Status: Shipped').first().waitFor();
    // …and a notification saying so, with the tracking number.
    await shopperPage.goto(`${shop.url}/notifications`);
    await shopperPage.getByText(`Order ${order.orderNumber} shipped`).first().waitFor();
    await shopperPage
      .getByText(/Your order is on its way\. Tracking number: /)
      .first()
      .waitFor();

    // Users: the last admin cannot step down; the shopper is disabled and signed out.
    await page.goto(`${shop.url}/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Make shopper: Owner Person' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make shopper' }).click();
    await page
      .getByText('The shop needs at least one admin. Make someone else an admin first.')
      .first()
      .waitFor();
    await page.getByLabel('Search accounts').fill(shopperEmail);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 account', { exact: true }).waitFor();
    await expectAccessible(page);
    expect(
      await page.getByRole('link', { name: 'Orders of Asha Rao' }).getAttribute('href'),
    ).toMatch(/^\/admin\/orders\?userId=\d+$/);

    await page.getByRole('button', { name: 'Disable Asha Rao' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('heading', { name: 'Disable Asha Rao?' }).waitFor();
    await confirm.getByLabel(/Reason/).fill('Test of the admin area');
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await toast(page, 'Account disabled');
    await page.getByText('Disabled', { exact: true }).waitFor();

    expect((await api(shopper, 'GET', '/api/auth/me')).status).toBe(401);
    await shopperPage.goto(`${shop.url}/orders`);
    await shopperPage.waitForURL((url) => url.pathname === '/');
    await shopperPage.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    // A user's orders, from the users list.
    await page.getByRole('link', { name: 'Orders of Asha Rao' }).click();
    await page.getByText('Orders of Asha Rao').waitFor();
    await page.getByRole('link', { name: `Order ${order.orderNumber}` }).waitFor();

    expect(errors).toEqual([]);
    await shopper.close();
    await admin.close();
  });
});

describe('the admin screens on a phone', () => {
  it('fit 390 px without sideways scrolling and pass axe', async () => {
    const staff = await signedIn(staffEmail, 'Staff Member', true);
    const page = await staff.newPage();
    for (const [path, heading] of [
      ['/admin', 'Dashboard'],
      ['/admin/orders', 'Orders'],
      ['/admin/users', 'Users'],
    ] as const) {
      await page.goto(shop.url + path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
    await staff.close();
  });
});
