import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserHelpers,
  launchBrowser,
  newContext,
  startShop,
  type RunningShop,
} from './harness.ts';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';

/**
 * The book trade's catalogue as a shopper walks it (ADR 034): a book page with two editions and
 * a translator → the other edition (its own address) → the translator's page → the series page,
 * its volumes in reading order. The books are written by staff with author strings alone: the
 * shop reads the translator, the work and the series from them.
 */
const adminEmail = 'owner@trade.test';
const password = 'correct-horse-1';
let shop: RunningShop;
let browser: Browser;
const ids: number[] = [];
const { openPage, api } = browserHelpers(() => shop.url);
const year = new Date().getFullYear() + 1;
const publicationDate = `${year}-03-12`;

async function call(path: string, body?: unknown, cookie?: string) {
  return fetch(`${shop.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  await call('/api/auth/sign-up/email', { name: 'Owner', email: adminEmail, password });
  const otp = await shop.mail.codeFor(adminEmail);
  const verified = await call('/api/auth/email-otp/verify-email', { email: adminEmail, otp });
  const owner = verified.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))!
    .split(';')[0]!;
  const config = (await (await call('/api/admin/site-config', undefined, owner)).json()) as {
    latest: { categories: string[] };
  };
  const book = (title: string, language: string, stockQuantity: number) => ({
    title,
    author: 'Kalki Krishnamurthy; Pavithra Srinivasan (tr.)',
    description: 'A historical novel of the Chola dynasty.',
    mrp: 599,
    sellingPrice: language === 'English' ? 499 : 449,
    category: [config.latest.categories[0]],
    collection: [],
    isPremium: false,
    stockQuantity,
    lowStockThreshold: 1,
    language,
    publishedYear: 2014,
  });
  for (const values of [
    book('Fresh Floods (Ponniyin Selvan #1)', 'English', 5),
    book('Fresh Floods (Ponniyin Selvan #1)', 'Tamil', 2),
    book('Whirlwinds (Ponniyin Selvan #2)', 'English', 3),
    // Not yet published, none in stock: a pre-order.
    { ...book('The Sword of Kings (Ponniyin Selvan #3)', 'English', 0), publicationDate },
  ]) {
    const res = await call('/api/admin/books', values, owner);
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('works, editions, contributors and series in the storefront', () => {
  it('walks from a book with two editions to its translator and its series', async () => {
    const context = await newContext(browser);
    const { page, errors } = await openPage(context, `/books/${ids[0]}`);
    const credits = page.locator('main p', { hasText: 'translated by' }).first();
    await expect(credits.textContent()).resolves.toContain('by Kalki Krishnamurthy');

    // The other edition has an address of its own.
    const editions = page.getByRole('navigation', { name: 'Editions' });
    await expect(editions.getByRole('link').count()).resolves.toBe(2);
    await editions.getByRole('link', { name: /Tamil/ }).click();
    await page.waitForURL(`**/books/${ids[1]}`);
    await expect(
      page
        .getByRole('navigation', { name: 'Editions' })
        .locator('[aria-current="page"]')
        .textContent(),
    ).resolves.toContain('Tamil');

    // The translator's page lists the book under what she did.
    await page.getByRole('link', { name: 'Pavithra Srinivasan' }).first().click();
    await page.waitForURL('**/authors/pavithra-srinivasan');
    await page.getByRole('heading', { name: 'Translated by Pavithra Srinivasan' }).waitFor();

    // The series, from the book page, in reading order.
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Series' })
      .getByRole('link', { name: 'Ponniyin Selvan' })
      .click();
    await page.waitForURL('**/series/ponniyin-selvan');
    await page.getByRole('heading', { name: 'Ponniyin Selvan', level: 1 }).waitFor();
    const volumes = await page.locator('main ol > li > p').allTextContents();
    expect(volumes.map((v) => v.replace(/\s+/g, ' ').trim())).toEqual([
      'Volume 1 · 2 editions',
      'Volume 2',
      'Volume 3',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the edition switcher and credits wrap without scrolling sideways', async () => {
    const context = await newContext(browser, { mobile: true });
    const { page } = await openPage(context, `/books/${ids[0]}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('pre-orders a volume not yet published, and says when it ships', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddresses(91)() });
    await signUpAndConfirm(context, shop, {
      name: 'Asha Rao',
      email: `asha+preorder${Date.now()}@example.com`,
      password: 'reading-is-fun',
    });
    const saved = await api(context, 'POST', '/api/addresses', {
      fullName: 'Asha Rao',
      mobile: '98765 43210',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    expect(saved.status).toBe(201);

    // From the series page to the third volume, which is not out yet.
    const { page, errors } = await openPage(context, '/series/ponniyin-selvan');
    await page
      .getByRole('link', { name: /The Sword of Kings/ })
      .first()
      .click();
    await page.waitForURL(`**/books/${ids[3]}`);
    const label = `Pre-order — published 12 March ${year}`;
    await page.getByText(label).first().waitFor();
    await page.getByRole('button', { name: /^Pre-order: The Sword of Kings/ }).click();
    await page.getByText('Added to cart').first().waitFor();

    await page.goto(`${shop.url}/cart`);
    await page.getByText(`Pre-order: Ships on or after 12 March ${year}`).waitFor();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await page.goto(`${shop.url}/orders/${orderId}`);
    await page.getByText(`Pre-order: Ships on or after 12 March ${year}`).waitFor();
    // No stock was taken: it has none until it is published.
    const volume = await (await fetch(`${shop.url}/api/books/${ids[3]}`)).json();
    expect(volume.stockQuantity).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
