import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BooksList } from '../src/shared/schemas/catalog.ts';
import { gotoReady, launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Opens a page, noting every catalogue read (/api/books…, /api/collections) it makes. */
async function openCounting(path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const catalogueReads: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(books|collections)\b/.test(url.pathname) && !/\/reviews\b/.test(url.pathname)) {
      catalogueReads.push(url.pathname + url.search);
    }
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const response = await gotoReady(page, shop.url + path);
  return { context, page, catalogueReads, scripts, errors, html: (await response?.text()) ?? '' };
}

const settle = (page: Page) => page.waitForLoadState('networkidle');

/** Scrolls to the foot of the page a screen at a time: lower sections render as they near. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 20; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (atEnd) return;
  }
}

describe('the first render of a storefront page', () => {
  it('shows a book from the data inside the page, without asking the API for it', async () => {
    const list = (await (await fetch(`${shop.url}/api/books?pageSize=1`)).json()) as BooksList;
    const book = list.items[0]!;
    const { context, page, catalogueReads, html, errors } = await openCounting(`/books/${book.id}`);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    // The related rail renders as it nears the viewport, from the same data.
    await scrollThrough(page);
    await page.getByRole('heading', { name: 'You may also like' }).waitFor();
    await settle(page);
    expect(catalogueReads).toEqual([]);
    // The app starts from /boot.js once the first screen is painted, preloading the page's code.
    expect(html).toMatch(/<script src="\/boot\.js" data-entry="[^"]+" data-preload="[^"]+" defer>/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a category listing and its category counts without asking the API', async () => {
    const { context, page, catalogueReads, errors } = await openCounting(
      '/collections?category=Fiction',
    );
    await page.getByRole('heading', { level: 1, name: 'Fiction' }).waitFor();
    await page.locator('main article').first().waitFor();
    await scrollThrough(page);
    await expect.poll(() => page.locator('main article').count()).toBe(24);
    await settle(page);
    expect(catalogueReads).toEqual([]);
    // Changing the sort is a new read: the page asks the API as before.
    await page.getByLabel('Sort by').selectOption('newest');
    await expect.poll(() => catalogueReads.length).toBeGreaterThan(0);
    expect(catalogueReads[0]).toContain('category=Fiction');
    expect(catalogueReads[0]).toContain('sort=newest');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the home rails and collections without asking the API', async () => {
    const { context, page, catalogueReads, errors } = await openCounting('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scrollThrough(page);
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor();
    await page.getByRole('heading', { name: 'Bestsellers' }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(24);
    await settle(page);
    expect(catalogueReads).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the page's own code with the entry script, not after it", async () => {
    const { context, page, scripts, html } = await openCounting('/collections?category=Fiction');
    await page.locator('main article').first().waitFor();
    const preloaded = /data-preload="([^"]+)"/.exec(html)![1]!.split(' ');
    expect(preloaded.some((src) => /collections\.page-/.test(src))).toBe(true);
    // Each script is fetched once: the browser used the preloads.
    expect(scripts.length).toBe(new Set(scripts).size);
    await context.close();
  });

  it('starts the app once its largest image is in, or at once when the reader reaches for it', async () => {
    const list = (await (await fetch(`${shop.url}/api/books?pageSize=1`)).json()) as BooksList;
    const book = list.items[0]!;
    const context = await newContext(browser);
    const page = await context.newPage();
    // The cover never arrives: only the reader's key press can start the app before 3 s.
    await page.route('**/uploads/**', () => {});
    let entryAt = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/assets\/index-/.test(request.url())) {
        entryAt ||= Date.now();
      }
    });
    const response = await page.goto(`${shop.url}/books/${book.id}`, {
      waitUntil: 'domcontentloaded',
    });
    const entry = /data-entry="([^"]+)"/.exec((await response?.text()) ?? '')![1]!;
    expect(entry).toMatch(/^\/assets\/index-/);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    await page.waitForTimeout(500);
    // Readable, and the app's code not yet asked for while the cover loads.
    expect(entryAt).toBe(0);
    const pressedAt = Date.now();
    await page.keyboard.press('Shift');
    await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 15_000 });
    // Asked for on the key press, not at the 3 s fallback.
    expect(entryAt - pressedAt).toBeLessThan(1_500);
    await context.close();
  });
});
