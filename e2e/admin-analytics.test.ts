import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '../src/shared/money.ts';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { launchBrowser, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'owner@pustak.test';
const password = 'reading-is-fun';
const shots = process.env.SHOTS_DIR;

let shop: RunningShop;
let browser: Browser;
let admin: BrowserContext;
/** Total (rupees) of the order the admin places at the start. */
let orderTotal = 0;

async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
  headers: Record<string, string> = {},
) {
  const res = await admin.request.fetch(shop.url + path, {
    method,
    data,
    headers: {
      origin: shop.url,
      ...(path === '/api/orders' ? { 'idempotency-key': randomUUID() } : {}),
      ...headers,
    },
  });
  const text = await res.text();
  return {
    status: res.status(),
    body: (text ? JSON.parse(text) : null) as T,
    etag: res.headers()['etag'] ?? '',
  };
}

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await admin.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(shop.url + path);
  return { page, errors };
}

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses it.
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  // The page blocks' previews are sandboxed frames without storage: only set it where it exists.
  await admin.addInitScript(() => {
    try {
      localStorage.setItem('pustak-popup-seen', '1');
    } catch {
      // a sandboxed preview
    }
  });
  await signUpAndConfirm(admin, shop, { name: 'Owner Person', email: adminEmail, password });

  // The owner shops too: one order today, for the analytics chart.
  const list = await api<{ items: { id: number; inStock: boolean }[] }>(
    'GET',
    '/api/books?pageSize=10',
  );
  const [first, second] = list.body.items.filter((b) => b.inStock);
  await api('POST', '/api/cart', { bookId: first!.id, quantity: 2 });
  await api('POST', '/api/cart', { bookId: second!.id, quantity: 1 });
  const address = await api<{ id: number }>('POST', '/api/addresses', {
    fullName: 'Owner Person',
    mobile: '9876543210',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  const order = await api<{ totalAmount: number }>('POST', '/api/orders', {
    addressId: address.body.id,
    shippingMethod: 'standard',
    paymentMethod: 'cod',
  });
  expect(order.status).toBe(201);
  orderTotal = order.body.totalAmount;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('admin settings, configuration and analytics', () => {
  it('changes the free-shipping threshold, and the cart counts from the new one', async () => {
    const list = await api<{ items: { id: number; sellingPrice: number; inStock: boolean }[] }>(
      'GET',
      '/api/books?pageSize=10',
    );
    const book = list.body.items.find((b) => b.inStock)!;
    await api('POST', '/api/cart', { bookId: book.id, quantity: 1 });

    const { page, errors } = await open('/admin/settings');
    const threshold = page.getByLabel('Free-shipping threshold');
    await expect.poll(() => threshold.inputValue()).toBe('499');
    await expectAccessible(page);
    await threshold.fill('-5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Free-shipping threshold cannot be negative').waitFor();

    // Leaving with unsaved changes asks first.
    await threshold.fill('5000');
    await page.getByRole('link', { name: 'Analytics' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');

    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await screenshot(page, 'settings-desktop');
    expect(
      (await api<{ freeShippingThreshold: number }>('GET', '/api/admin/settings')).body,
    ).toMatchObject({
      freeShippingThreshold: 5000,
      razorpayConfigured: false,
    });

    await page.goto(`${shop.url}/cart`);
    const missing = Math.round((5000 - book.sellingPrice) * 100) / 100;
    await page.getByText(`Add ${formatINR(missing)} more for free delivery`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a category and edits the block above the header; the storefront shows both at once', async () => {
    const { page, errors } = await open('/admin/configuration');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.getByText('Fiction', { exact: true }).waitFor();
    await expectAccessible(page);

    // A category in use is refused, with the reason.
    // (aria-disabled keeps it focusable; Playwright will not click it, so press it from the keyboard.)
    await page.getByRole('button', { name: 'Remove Fiction' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'cannot be removed' }).waitFor();

    await page.getByLabel('New category').fill('Graphic Novels');
    await page.getByRole('button', { name: 'Add category' }).click();
    await categories.getByText('Graphic Novels').waitFor();
    // Keyboard reordering: the moved category keeps the focus.
    await page.getByRole('button', { name: 'Move Graphic Novels up' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Graphic Novels up');
    await page.getByRole('button', { name: 'Save categories' }).click();
    await page.getByText('Categories saved').first().waitFor();

    const above = page.getByLabel('Above the header');
    await above.fill('<p>Monsoon sale: 20% off poetry</p><script>alert(1)</script>');
    await page
      .frameLocator('iframe[title="Preview: above the header"]')
      .getByText('Monsoon sale: 20% off poetry')
      .waitFor();
    // The client refuses the same request twice within half a second (docs/product.md §9), and both saves
    // are PUT /api/admin/site-config: a person takes longer than that between them.
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Save blocks' }).click();
    await page.getByText('Blocks saved').first().waitFor();
    // The server kept the block without its script.
    await expect.poll(() => above.inputValue()).toBe('<p>Monsoon sale: 20% off poetry</p>');
    await screenshot(page, 'configuration-desktop');

    // Within the app, without a reload: the storefront's config was refreshed on save.
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page
      .getByRole('complementary', { name: 'Announcement' })
      .getByText('Monsoon sale: 20% off poetry')
      .waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Graphic Novels' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('rolls back to the version before the block, after confirming', async () => {
    const { page, errors } = await open('/admin/configuration');
    const config = await api<{ versions: { version: number }[] }>('GET', '/api/admin/site-config');
    const beforeBlock = config.body.versions[1]!.version;
    await page.getByRole('button', { name: `Restore version ${beforeBlock}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Restore version ${beforeBlock}?` });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`Version ${beforeBlock} restored`).first().waitFor();
    await expect
      .poll(() => page.getByLabel('Above the header').inputValue())
      .not.toContain('Monsoon');

    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Graphic Novels' }).waitFor();
    await expect.poll(() => page.getByText('Monsoon sale').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses settings saved from a page opened before another save, until Reload brings it in', async () => {
    const { page, errors } = await open('/admin/settings');
    const phone = page.getByLabel('Contact phone');
    const express = page.getByLabel('Express shipping fee');
    await expect.poll(() => express.inputValue()).toBe('99');

    // Meanwhile another admin saves a new phone number.
    const current = await api<object>('GET', '/api/admin/settings');
    const other = await api(
      'PUT',
      '/api/admin/settings',
      { ...current.body, contactPhone: '+91 80 4000 1111' },
      { 'if-match': current.etag },
    );
    expect(other.status).toBe(200);

    await express.fill('109');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const stale = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Reload' }) });
    await stale
      .getByText('Someone else changed these settings since you opened this page.', {
        exact: false,
      })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'settings-stale-desktop');
    // The message sits in the sticky save bar: on a phone it must still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'settings-stale-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Neither what was typed nor the other admin's save is lost.
    expect(await express.inputValue()).toBe('109');
    expect(await phone.inputValue()).toBe('+91 80 4000 0000');
    expect((await api('GET', '/api/admin/settings')).body).toMatchObject({
      contactPhone: '+91 80 4000 1111',
      expressShippingFee: 99,
    });

    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => phone.inputValue()).toBe('+91 80 4000 1111');
    await stale.waitFor({ state: 'detached' });
    expect(await express.inputValue()).toBe('99');
    await express.fill('109');
    // The client refuses the same request twice within half a second (docs/product.md §9).
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    expect((await api('GET', '/api/admin/settings')).body).toMatchObject({
      contactPhone: '+91 80 4000 1111',
      expressShippingFee: 109,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses blocks saved from a page opened before another save; after Reload they save', async () => {
    const { page, errors } = await open('/admin/configuration');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.getByText('Fiction', { exact: true }).waitFor();

    // Meanwhile another admin adds a category.
    const current = await api<{ latest: { categories: string[]; content: object } }>(
      'GET',
      '/api/admin/site-config',
    );
    const other = await api(
      'PUT',
      '/api/admin/site-config',
      {
        categories: [...current.body.latest.categories, 'Travel Writing'],
        content: current.body.latest.content,
      },
      { 'if-match': current.etag },
    );
    expect(other.status).toBe(200);

    const below = page.getByLabel('Below the header');
    await below.fill('<p>Open on Sundays</p>');
    await page.getByRole('button', { name: 'Save blocks' }).click();
    const stale = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Reload' }) });
    await stale
      .getByText('Someone else changed the site configuration since you opened this page.', {
        exact: false,
      })
      .waitFor();
    expect(await below.inputValue()).toBe('<p>Open on Sundays</p>');
    expect(await categories.getByText('Travel Writing').count()).toBe(0);

    await stale.getByRole('button', { name: 'Reload' }).click();
    await categories.getByText('Travel Writing').waitFor();
    await stale.waitFor({ state: 'detached' });
    // The other save changed only the categories, so the blocks' draft is still there.
    expect(await below.inputValue()).toBe('<p>Open on Sundays</p>');
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Save blocks' }).click();
    await page.getByText('Blocks saved').first().waitFor();
    const saved = await api<{ latest: { categories: string[]; content: object } }>(
      'GET',
      '/api/admin/site-config',
    );
    expect(saved.body.latest.categories).toContain('Travel Writing');
    expect(saved.body.latest.content).toMatchObject({ belowHeader: '<p>Open on Sundays</p>' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("counts a shopper's real searches in the top searches, from the search box and from a link", async () => {
    const { items } = (
      await api<{ items: { title: string; author: string }[] }>('GET', '/api/books?pageSize=10')
    ).body;
    const typed = items[0]!.author.split(' ').at(-1)!;
    const linked = items[1]!.title.split(' ').filter((w) => w.length > 3)[0] ?? items[1]!.title;
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await shopper.newPage();
    const searchSent = () =>
      page.waitForResponse(
        (res) =>
          res.url().endsWith('/api/events') &&
          (res.request().postData() ?? '').includes('"Search"'),
        { timeout: 15_000 },
      );
    // The search box: the listing asks the API.
    await page.goto(`${shop.url}/`);
    const sentTyped = searchSent();
    const box = page.getByPlaceholder('Search books, authors, ISBN...').first();
    await box.fill(typed);
    await box.press('Enter');
    await page.getByText(`Results for “${typed}”`).first().waitFor();
    expect((await sentTyped).status()).toBe(204);
    // A link to a search: the server draws the listing.
    const sentLinked = searchSent();
    await page.goto(`${shop.url}/collections?search=${encodeURIComponent(linked)}`);
    expect((await sentLinked).status()).toBe(204);
    // The browser named no visitor; the shop's cookie did.
    const cookies = await shopper.cookies();
    expect(cookies.find((c) => c.name === 'pustak_visitor')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    await shopper.close();

    const analytics = await api<{ topSearches: { term: string; visitors: number }[] }>(
      'GET',
      '/api/admin/analytics',
    );
    const terms = analytics.body.topSearches.map((s) => s.term);
    expect(terms).toEqual(expect.arrayContaining([typed.toLowerCase(), linked.toLowerCase()]));
  });

  it('charts the revenue of the order placed today', async () => {
    const { page, errors } = await open('/admin/analytics');
    const chart = page.getByRole('img', { name: /^Revenue per day: 30 entries/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`total ${formatINR(orderTotal)}`);
    const revenue = page.getByRole('definition').first();
    expect(await revenue.textContent()).toBe(formatINR(orderTotal));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/days=7/);
    await page.getByRole('img', { name: /^Revenue per day: 7 entries/ }).waitFor();
    await page
      .getByRole('table', { name: 'Revenue per day' })
      .getByText(formatINR(orderTotal))
      .waitFor();
    await screenshot(page, 'analytics-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });
});
