import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

/**
 * Script payloads placed wherever a person can write text the shop shows again (book title and
 * description by staff, site HTML blocks, a review, a delivery address, a contact message), then
 * the pages that show them are visited with a tripwire: every payload sets `window.__xss` or
 * calls alert, and neither may happen.
 */
const payloads = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1">',
  '</title><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">tap</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
];
const payload = payloads.join(' ');
const adminEmail = 'owner@xss.test';
const password = 'correct-horse-1';

let shop: RunningShop;
let browser: Browser;
let lastIp = 0;

async function api(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  lastIp += 1;
  const res = await fetch(`${shop.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      // Each account is a client of its own for the sign-up limits (this host is a trusted proxy).
      'x-forwarded-for': `10.91.0.${lastIp}`,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.method === 'POST' && path === '/api/orders'
        ? { 'idempotency-key': randomUUID() }
        : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return res;
}

async function signUp(email: string, name: string): Promise<string> {
  await api('/api/auth/sign-up/email', { method: 'POST', body: { name, email, password } });
  const otp = await shop.mail.codeFor(email);
  const verified = await api('/api/auth/email-otp/verify-email', {
    method: 'POST',
    body: { email, otp },
  });
  const cookie = verified.headers.getSetCookie().find((c) => c.includes('session_token='));
  return cookie!.split(';')[0]!;
}

let bookId: number;
let orderId: string;
let shopperCookie: string;

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  const owner = await signUp(adminEmail, 'Owner Person');
  const current = await api('/api/admin/site-config', { cookie: owner });
  const config = ((await current.json()) as { latest: { categories: string[] } }).latest;
  const html = `<p>Diwali sale</p>${payload}`;
  const saved = await api('/api/admin/site-config', {
    method: 'PUT',
    cookie: owner,
    headers: { 'if-match': current.headers.get('etag')! },
    body: {
      categories: config.categories,
      content: { aboveHeader: html, belowHeader: html, popup: '' },
    },
  });
  expect(saved.status).toBe(200);
  const book = await api('/api/admin/books', {
    method: 'POST',
    cookie: owner,
    body: {
      title: `Evil ${payloads[2]}`,
      author: `Author ${payloads[1]}`,
      description: payload,
      mrp: 399,
      sellingPrice: 299,
      category: [config.categories[0]],
      collection: [],
      isPremium: false,
      stockQuantity: 10,
      lowStockThreshold: 3,
      language: 'English',
      publishedYear: 2001,
    },
  });
  expect(book.status).toBe(201);
  bookId = ((await book.json()) as { id: number }).id;

  shopperCookie = await signUp('asha@xss.test', 'Asha Rao');
  const review = await api(`/api/books/${bookId}/reviews`, {
    method: 'POST',
    cookie: shopperCookie,
    body: { rating: 2, comment: payload },
  });
  expect(review.status).toBe(201);
  const address = await api('/api/addresses', {
    method: 'POST',
    cookie: shopperCookie,
    body: {
      fullName: `Asha ${payloads[0]}`,
      mobile: '9876543210',
      line1: payloads[1],
      line2: payloads[3],
      city: payloads[2],
      state: 'Karnataka',
      pincode: '560001',
      isDefault: true,
    },
  });
  expect(address.status).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;
  await api('/api/cart', { method: 'POST', cookie: shopperCookie, body: { bookId, quantity: 1 } });
  const order = await api('/api/orders', {
    method: 'POST',
    cookie: shopperCookie,
    body: { addressId, shippingMethod: 'standard', paymentMethod: 'cod' },
  });
  expect(order.status).toBe(201);
  orderId = ((await order.json()) as { id: string }).id;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('stored script payloads never run', () => {
  it.each([
    ['the book page', () => `/books/${bookId}`, 'Evil </title><svg onload=window.__xss=1>'],
    ['the order page', () => `/orders/${orderId}`, payloads[1]!],
    ['the profile', () => '/profile', 'Hello, Asha'],
    ['the home page', () => '/', 'Diwali sale'],
  ])('on %s', async (_name, path, shown) => {
    const context = await newContext(browser);
    const [name, value] = shopperCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: shop.url }]);
    await context.addInitScript(() => {
      const w = window as unknown as { __xss?: number; alert: (m?: string) => void };
      w.alert = () => {
        w.__xss = 2;
      };
    });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${shop.url}${path()}`);
    // The page has rendered the stored text, as text: the payloads reached it.
    await expect.poll(() => page.locator('body').innerText()).toContain(shown);
    await page.waitForLoadState('networkidle');
    // Clicking the planted link must not run it either.
    const link = page.getByRole('link', { name: 'tap' }).first();
    if (await link.isVisible().catch(() => false)) await link.click().catch(() => {});
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
