import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCsvColumns } from '../src/shared/schemas/admin-import.ts';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'admin@pustak.test';
const password = 'reading-is-fun';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A browser signed in as the ADMIN_EMAILS admin: sign-up, then the emailed code in its own jar. */
async function adminContext(): Promise<BrowserContext> {
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses inline scripts.
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.79.0.1' });
  await signUpAndConfirm(context, shop, { name: 'Pustak Admin', email: adminEmail, password });
  return context;
}

type Row = Partial<Record<(typeof bookCsvColumns)[number], string>>;
const row = (title: string, isbn: string, overrides: Row = {}): Row => ({
  isbn,
  title,
  author: 'Kamala Test',
  mrp: '450',
  sellingPrice: '399',
  category: 'Fiction',
  stockQuantity: '8',
  ...overrides,
});
const csvOf = (rows: Row[]) =>
  [bookCsvColumns.join(','), ...rows.map((r) => bookCsvColumns.map((c) => r[c] ?? '').join(','))]
    .join('\n')
    .concat('\n');

describe('bulk upload', () => {
  it('previews a mixed file with its errors, imports the valid rows, and the shop sells them', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${shop.url}/admin/bulk-upload`);
    await page.getByRole('heading', { name: 'Bulk upload', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Download template' }).getAttribute('href'))
      .toBe('/api/admin/books/template.csv');

    const csv = csvOf([
      row('The Monsoon Cartographer', '979-0-00000-001-8'),
      row('Bad ISBN Book', '978-0-00-000000-1'),
      row('Negative Price Book', '9790000000025', { mrp: '-45' }),
      row('Unknown Category Book', '9790000000032', { category: 'Cookery' }),
      row('Letters from Hampi', '9790000000049', { stockQuantity: '3' }),
    ]);
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'mixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });

    await page.getByRole('heading', { name: 'mixed.csv' }).waitFor();
    await page.getByRole('heading', { name: /errors in 3 rows/ }).waitFor();
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(4);
    await table.getByRole('cell', { name: 'MRP cannot be negative' }).waitFor();
    await table
      .getByRole('cell', { name: /“Cookery” is not one of the shop’s categories/ })
      .waitFor();
    await table.getByRole('cell', { name: /valid ISBN-13/ }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Download error report' }).getAttribute('href'))
      .toMatch(/\/api\/admin\/imports\/[0-9a-f-]+\/errors\.csv$/);
    await expectAccessible(page);

    await page.getByLabel('Valid rows only').check();
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByRole('heading', { name: 'Imported mixed.csv' }).waitFor({ timeout: 30_000 });
    const added = page.getByRole('status').getByText('Added').locator('..');
    await expect.poll(() => added.textContent()).toContain('2');
    expect(errors).toEqual([]);

    const shopper = await newContext(browser);
    const storefront = await shopper.newPage();
    await storefront.goto(`${shop.url}/books?search=${encodeURIComponent('Monsoon Cartographer')}`);
    await storefront.getByText('The Monsoon Cartographer').first().waitFor();
    const missing = await fetch(
      `${shop.url}/api/books?search=${encodeURIComponent('Bad ISBN Book')}`,
    );
    expect(((await missing.json()) as { total: number }).total).toBe(0);
    await shopper.close();
    await context.close();
  });
});
