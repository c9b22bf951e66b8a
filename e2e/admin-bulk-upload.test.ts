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
  shop = await startShop({
    ADMIN_EMAILS: [
      adminEmail,
      'diagnosis@pustak.test',
      'background@pustak.test',
      'checking@pustak.test',
    ].join(','),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A browser signed in as the ADMIN_EMAILS admin: sign-up, then the emailed code in its own jar. */
async function adminContext(email = adminEmail): Promise<BrowserContext> {
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses inline scripts.
  const context = await browser.newContext({ bypassCSP: true });
  // Checking a file is the heaviest work the shop does, and two browser files run at once:
  // on a busy machine a preview can take well over the usual 30 s.
  context.setDefaultTimeout(90_000);
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.79.0.1' });
  await signUpAndConfirm(context, shop, { name: 'Pustak Admin', email, password });
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
      // A cover link that does not answer, as imported catalogues carry.
      row('Letters from Hampi', '9790000000049', {
        stockQuantity: '3',
        imageUrl: 'http://127.0.0.1:9/hampi.jpg',
      }),
    ]);
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'mixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });

    await page.getByRole('heading', { name: 'mixed.csv' }).waitFor();
    // This wait once timed out on a loaded machine with the file's heading shown: what the page
    // said then goes into the failure.
    await page
      .getByRole('heading', { name: /errors in 3 rows/ })
      .waitFor()
      .catch(async (err: unknown) => {
        const shown = await page.locator('main').innerText({ timeout: 5_000 });
        throw new Error(`${String(err)}\nThe page showed:\n${shown}`);
      });
    // Errors come grouped by problem; every one, by row, is a click away.
    await page
      .getByRole('list', { name: 'Errors by problem' })
      .getByText('MRP cannot be negative')
      .waitFor();
    await page.getByText('Every error, by row').click();
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
    await page.getByRole('heading', { name: 'Imported mixed.csv' }).waitFor();
    // The address keeps the upload, so the page can be left and opened again.
    expect(new URL(page.url()).searchParams.get('import')).toMatch(/^[0-9a-f-]{36}$/);
    const added = page.getByRole('status').getByText('Added').locator('..');
    await expect.poll(() => added.textContent()).toContain('2');
    expect(errors).toEqual([]);

    const shopper = await newContext(browser);
    const storefront = await shopper.newPage();
    await storefront.goto(`${shop.url}/books?search=${encodeURIComponent('Monsoon Cartographer')}`);
    await storefront.getByText('The Monsoon Cartographer').first().waitFor();
    // A cover that does not load gives way to the placeholder, on the card and the book's page.
    await storefront.goto(`${shop.url}/books?search=${encodeURIComponent('Letters from Hampi')}`);
    const card = storefront.locator('article', { hasText: 'Letters from Hampi' });
    await card.waitFor();
    await expect.poll(() => card.locator('img').count()).toBe(0);
    await card.locator('svg').first().waitFor();
    await card.getByRole('link', { name: 'Letters from Hampi' }).click();
    await storefront.getByRole('heading', { name: 'Letters from Hampi', level: 1 }).waitFor();
    await expect.poll(() => storefront.locator('img[src*="hampi"]').count()).toBe(0);
    // The words as typed (`exact=1`): a search that finds nothing may show a corrected one.
    const missing = await fetch(
      `${shop.url}/api/books?search=${encodeURIComponent('Bad ISBN Book')}&exact=1`,
    );
    const found = (await missing.json()) as { items: { title: string }[] };
    expect(found.items.map((b) => b.title)).not.toContain('Bad ISBN Book');
    await shopper.close();
    await context.close();
  }, 150_000);

  it('explains ISBNs a spreadsheet turned into numbers, once for the column, with the fix', async () => {
    const context = await adminContext('diagnosis@pustak.test');
    const page = await context.newPage();
    await page.goto(`${shop.url}/admin/bulk-upload`);
    const damaged = Array.from({ length: 30 }, (_, i) =>
      row(`Spreadsheet Book ${i}`, `9.78043902${String(348 + i).padStart(3, '0')}e+12`),
    );
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'exported.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(damaged)),
    });
    const groups = page.getByRole('list', { name: 'Errors by problem' });
    await groups.getByText('ISBNs read as numbers').waitFor();
    await groups
      .getByText(
        'This column was read as a number and its last digits were lost: format the ISBN column as text and export again',
      )
      .waitFor();
    await groups.getByText('30 rows · column isbn').waitFor();
    await groups.getByText('Rows 2, 3, 4, 5, 6 …').waitFor();
    // One entry for the column, not thirty identical lines.
    expect(await groups.getByRole('listitem').count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  }, 150_000);

  it('imports in the background, and the page shows the import again after a reload', async () => {
    const context = await adminContext('background@pustak.test');
    const page = await context.newPage();
    await page.goto(`${shop.url}/admin/bulk-upload`);
    const many = Array.from({ length: 3000 }, (_, i) =>
      row(`Background Book ${i}`, '', { author: `Author ${i}` }),
    );
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'many.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(many)),
    });
    // The bar shows from the click; the import is queued once the server has answered it (a
    // reload before that would cancel the request, and nothing would be imported).
    const queued = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/imports\/[^/]+\/commit$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Import 3,000 rows' }).click();
    await page.getByRole('progressbar').waitFor();
    expect((await queued).status()).toBe(202);
    await page.reload();
    // Reopened: the import is found by the address, and finishes on the page.
    await page.getByRole('heading', { name: 'Imported many.csv' }).waitFor({ timeout: 90_000 });
    const added = page.getByRole('status').getByText('Added').locator('..');
    await expect.poll(() => added.textContent()).toContain('3,000');

    // The same file again: nothing new, the rows are likely duplicates of those books.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'many.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(many)),
    });
    await page.getByText(/3,000 rows look like a book already in the catalogue/).waitFor();
    await page.getByLabel('Skip them').check();
    await expect.poll(() => page.getByRole('button', { name: /^Import / }).isDisabled()).toBe(true);
    await context.close();
  }, 150_000);

  it('counts the rows checked on a progress bar while a large file is checked', async () => {
    const context = await adminContext('checking@pustak.test');
    const page = await context.newPage();
    await page.goto(`${shop.url}/admin/bulk-upload`);
    await page.getByRole('heading', { name: 'Bulk upload', level: 1 }).waitFor();
    // With no upload in the address there is nothing to load: no spinner under the drop zone.
    await page.getByText('Drop a CSV file or an ONIX feed here').waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);
    // Every text the bar's label shows, recorded as the page changes it.
    await page.evaluate(() => {
      const labels: string[] = [];
      (window as unknown as { checkLabels: string[] }).checkLabels = labels;
      new MutationObserver(() => {
        const text = document.getElementById('check-progress-label')?.textContent;
        if (text && labels.at(-1) !== text) labels.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const total = 20_000;
    const large = Array.from({ length: total }, (_, i) =>
      row(`Checked Book ${i}`, '', { author: `Checker ${i}` }),
    );
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'large.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(large)),
    });
    // The bar's texts are recorded as they change, so a fast check that shows the bar only
    // briefly is still seen; the preview may take long on a busy machine.
    await page
      .getByRole('heading', { name: 'large.csv' })
      .waitFor({ timeout: 90_000 })
      .catch(async (err: unknown) => {
        throw new Error(`no preview; the page shows: ${await page.locator('main').innerText()}`, {
          cause: err,
        });
      });
    await page.getByRole('button', { name: 'Import 20,000 rows' }).waitFor();
    const labels = await page.evaluate(
      () => (window as unknown as { checkLabels: string[] }).checkLabels,
    );
    expect(labels.every((l) => /^Checking the rows… [\d,]+ of 20,000$/.test(l))).toBe(true);
    const checked = labels.map((l) => Number(/… ([\d,]+) of/.exec(l)![1]!.replace(/,/g, '')));
    // Real progress: counts between none and all were shown before the preview.
    expect(checked.some((n) => n > 0 && n < total)).toBe(true);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
    await context.close();
  }, 150_000);
});
