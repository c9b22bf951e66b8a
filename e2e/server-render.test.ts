import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BooksList } from '../src/shared/schemas/catalog.ts';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';
import { gotoReady, launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'render-staff@pustak.test';

let shop: RunningShop;
let browser: Browser;
let book: BooksList['items'][number];

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  const list = (await (
    await fetch(`${shop.url}/api/books?pageSize=1&sort=newest`)
  ).json()) as BooksList;
  book = list.items[0]!;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The page's HTML as the server sends it, as curl would get it. */
async function html(path: string): Promise<{ status: number; body: string; root: string }> {
  const res = await fetch(shop.url + path);
  const body = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(body)?.[1];
  return {
    status: res.status,
    body,
    root: root ?? /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '',
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** A page that collects every console error, failed resource and uncaught error it sees. */
async function watched(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
  return { page, problems };
}

const publicPaths = () => [
  '/',
  '/collections',
  `/collections?search=${encodeURIComponent(book.title)}`,
  '/shop?category=Fiction&sort=price-asc&page=2',
  '/books',
  `/books/${book.id}`,
  // An author's page (the demo catalogue's R. K. Narayan).
  '/authors/r-k-narayan',
  // A series and a publisher of the demo catalogue.
  '/series/harry-potter',
  '/publishers/penguin-books',
  '/contact',
  '/privacy-policy',
  '/refund-cancellation-policy',
  '/shipping-policy',
  '/terms-and-conditions',
];

describe('storefront pages rendered on the server', () => {
  it('sends the home page, a search result and a book page with their content in the HTML', async () => {
    const home = await html('/');
    expect(home.status).toBe(200);
    expect(home.root).toContain('Books for every Indian reader');
    expect(home.root).toContain('Shop by category');

    const search = await html(`/collections?search=${encodeURIComponent(book.title)}`);
    expect(search.root).toContain('Search results');
    expect(search.root).toContain(escapeHtml(book.title));
    expect(search.root).toContain(`href="/books/${book.id}"`);

    const page = await html(`/books/${book.id}`);
    expect(page.root).toMatch(
      new RegExp(`<h1[^>]*>${escapeHtml(book.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    expect(page.root).toContain('₹');
    // No inline script: the CSP allows none, so the page must not need one to be whole.
    expect(page.root).not.toContain('<script');
    expect(page.root).not.toContain('<template');

    // A page behind the session stays for the browser to draw.
    expect((await html('/cart')).root).toBe('');
  });

  it('asks for the Devanagari font with a page that shows Devanagari, and only then', async () => {
    const preload =
      /<link rel="preload" href="(\/assets\/noto-sans-devanagari-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/;
    const hindi = await html(`/collections?search=${encodeURIComponent('गोदान')}`);
    expect(hindi.root).toContain('गोदान');
    const href = preload.exec(hindi.body)?.[1];
    expect(href).toBeDefined();
    const font = await fetch(shop.url + href!);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toContain('font/woff2');

    const latin = await html('/privacy-policy');
    expect(latin.body).toContain('Privacy Policy');
    expect(/[\u0900-\u097F]/.test(latin.body)).toBe(false);
    expect(latin.body).not.toMatch(preload);
  });

  // One test per theme: each visits every public page, which on a busy machine takes most of a
  // minute.
  it.each(['light', 'dark', 'system'] as const)(
    'hydrates every public page without a console error, in the %s theme',
    async (theme) => {
      const context = await newContext(browser);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const { page, problems } = await watched(context);
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const path of publicPaths()) {
        // Hydrated (a mismatch is reported before the app marks the page ready), its heading drawn.
        await gotoReady(page, shop.url + path);
        await page.locator('main h1').first().waitFor();
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(dark, `${theme} ${path}`).toBe(theme !== 'light');
      }
      expect(problems, theme).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it('lets a reader without JavaScript search from the header, page through and open a book', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByRole('combobox', { name: 'Search books' }).fill(book.title);
    await page.getByRole('combobox', { name: 'Search books' }).press('Enter');
    await page.waitForURL(/\/collections\?search=/);
    await page
      .getByRole('link', { name: new RegExp(book.title.slice(0, 20)) })
      .first()
      .waitFor();

    await page.goto(`${shop.url}/books`);
    const cards = page.locator('main li a[href^="/books/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(24);
    const firstOnPageOne = await cards.first().getAttribute('href');
    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('link', { name: 'Next' })
      .click();
    await page.waitForURL(/\/books\?page=2$/);
    expect(await cards.first().getAttribute('href')).not.toBe(firstOnPageOne);

    const href = (await cards.first().getAttribute('href'))!;
    await cards.first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator('main h1').first().innerText()).not.toBe('');
    await context.close();
  });

  it('shows a staff change on the rendered page within a second', async () => {
    const staff = await browser.newContext();
    await staff.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddresses(93)() });
    await signUpAndConfirm(staff, shop, {
      name: 'Render Staff',
      email: adminEmail,
      password: 'reading-is-fun',
    });
    const before = await html(`/books/${book.id}`);
    expect(before.root).not.toContain('Out of stock');
    const changed = await staff.request.patch(`${shop.url}/api/admin/books/${book.id}/stock`, {
      data: { stockQuantity: 0 },
      headers: { origin: shop.url },
    });
    expect(changed.status()).toBe(200);
    const started = Date.now();
    await expect
      .poll(async () => (await html(`/books/${book.id}`)).root.includes('Out of stock'), {
        timeout: 1000,
        interval: 100,
      })
      .toBe(true);
    expect(Date.now() - started).toBeLessThanOrEqual(1000);
    await staff.request.patch(`${shop.url}/api/admin/books/${book.id}/stock`, {
      data: { stockQuantity: 20 },
      headers: { origin: shop.url },
    });
    await staff.close();
  });

  it('keeps the promotional popup off the account-code pages and out from over another dialog', async () => {
    const context = await newContext(browser, { showPopup: true });
    const { page, problems } = await watched(context);
    for (const path of ['/forgot-password', '/reset-password', '/confirm-email']) {
      await page.goto(shop.url + path);
      await page.waitForTimeout(2600);
      expect(await page.getByRole('dialog').count(), path).toBe(0);
    }

    await page.goto(`${shop.url}/`);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const signIn = page.getByRole('dialog');
    await signIn.waitFor();
    await page.waitForTimeout(2600);
    // Only the sign-in dialog: the popup waits for it.
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('dialog').innerText(), { timeout: 5000 })
      .toMatch(/Pustak/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
