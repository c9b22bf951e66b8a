import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'staff@pustak.test';
const password = 'reading-is-fun';
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let shop: RunningShop;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A browser context signed in as the ADMIN_EMAILS admin (sign-up confirmed by its code). */
async function signedInAdmin(): Promise<BrowserContext> {
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses inline scripts.
  const context = await browser.newContext({ bypassCSP: true, acceptDownloads: true });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await signUpAndConfirm(context, shop, { name: 'Staff Person', email: adminEmail, password });
  return context;
}

/** Every in-stock book under ₹300, by title, from the public catalogue. */
async function cheapInStockTitles(): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await fetch(
      `${shop.url}/api/books?maxPrice=299.99&inStock=1&pageSize=60&facets=0&page=${page}`,
    );
    const body = (await res.json()) as { items: { title: string }[]; total: number };
    titles.push(...body.items.map((b) => b.title));
    if (titles.length >= body.total || body.items.length === 0) return titles.sort();
  }
}

async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (n: Element) => Promise<unknown> } }).axe;
    const result = (await axe.run(document.querySelector('main') ?? document.body)) as {
      violations: { id: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  });
  expect(violations).toEqual([]);
}

describe('admin conditional queries', () => {
  it('builds "price under ₹300 and in stock", saves it and publishes it as a collection', async () => {
    const expected = await cheapInStockTitles();
    expect(expected.length).toBeGreaterThan(0);

    const context = await signedInAdmin();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${shop.url}/admin/conditional-queries`);
    await page.getByRole('heading', { name: 'Conditional queries', level: 1 }).waitFor();
    await page.getByText(/^[\d,]+ books match$/).waitFor();

    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule 1 field').selectOption({ label: 'Selling price' });
    await page.getByLabel('Rule 1 operator').selectOption({ label: '<' });
    // A mistake is caught before any request: the preview says so.
    await page.getByLabel('Rule 1 value in rupees').fill('-5');
    await page.getByText('Amounts cannot be negative').waitFor();
    await page.getByLabel('Rule 1 value in rupees').fill('300');

    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule 2 field').selectOption({ label: 'In stock' });
    await expect.poll(() => page.getByLabel('Rule 2 value').inputValue()).toBe('yes');

    const count = `${expected.length.toLocaleString('en-IN')} ${expected.length === 1 ? 'book matches' : 'books match'}`;
    await page.getByText(count, { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Query name').fill('Budget picks');
    await page.getByRole('button', { name: 'Save query' }).click();
    await page.getByText('Saved “Budget picks”').first().waitFor();
    await page.getByRole('button', { name: 'Open Budget picks' }).waitFor();

    await page.getByLabel('Collection name').fill('Under 300');
    await page.getByRole('button', { name: 'Use as collection' }).click();
    await page.getByText('“Under 300” is on the storefront').first().waitFor();
    const link = page.getByRole('link', { name: '/collections?collection=Under%20300' });
    await link.waitFor();

    // The CSV export downloads every match.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(csv).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(expected.length + 1);

    // The storefront lists exactly the matching books.
    await link.click();
    await page.waitForURL(/\/collections\?collection=Under%20300/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const shown: string[] = [];
    for (;;) {
      await page.locator('main h3 a').first().waitFor();
      // The cards below a phone's first screen render a moment after the first ones.
      await page.locator('main ul[aria-busy="true"]').waitFor({ state: 'detached' });
      shown.push(...(await page.locator('main h3 a').allInnerTexts()));
      const next = page.getByRole('link', { name: /^Next/ });
      if ((await next.count()) === 0) break;
      await next.click();
      await page.waitForURL(/page=\d+/);
    }
    expect(shown.map((t) => t.trim()).sort()).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });
});
