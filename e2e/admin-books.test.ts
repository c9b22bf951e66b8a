import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { browserHelpers, launchBrowser, startShop, type RunningShop } from './harness.ts';

const password = 'reading-is-fun';
const adminEmail = 'staff@pustak.test';

let shop: RunningShop;
let browser: Browser;
const { openPage } = browserHelpers(() => shop.url);

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

// Each account signs in from an address of its own (sign-in is rate-limited per client).
const freshIp = clientAddresses(91);

/** A desktop browser context signed in as a new, confirmed account with this email. */
async function signedIn(email: string, name: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await signUpAndConfirm(context, shop, { name, email, password });
  return context;
}

async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 });
}

async function bookStock(id: number): Promise<number> {
  const res = await fetch(`${shop.url}/api/books/${id}`);
  return ((await res.json()) as { stockQuantity: number }).stockQuantity;
}

describe('admin books', () => {
  let admin: BrowserContext;

  beforeAll(async () => {
    admin = await signedIn(adminEmail, 'Staff Person');
  });

  it('searches the table (the address keeps the search) and edits stock in place', async () => {
    const { page, errors } = await openPage(admin, '/admin/books');
    await page.getByRole('heading', { name: 'Books', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: /search books/i }).fill('Argumentative');
    await page.waitForURL(/search=Argumentative/);
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2); // the header row and the one book
    const link = page.getByRole('link', { name: 'The Argumentative Indian', exact: true });
    const id = Number(/\/admin\/books\/(\d+)\/edit/.exec((await link.getAttribute('href'))!)![1]);

    // A reload shows the same search: the table's state lives in its address.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByRole('searchbox').inputValue()).toBe('Argumentative');

    await page
      .getByRole('button', { name: /^Stock of The Argumentative Indian: \d+\. Edit$/ })
      .click();
    const input = page.getByRole('spinbutton', { name: 'Stock of The Argumentative Indian' });
    await input.fill('2.5');
    await input.press('Enter');
    await page.getByText('Stock must be a whole number').waitFor();

    await input.fill('99');
    await input.press('Escape');
    await page
      .getByRole('button', { name: /Stock of The Argumentative Indian: \d+\. Edit/ })
      .waitFor();
    expect(await bookStock(id)).not.toBe(99);

    await page.getByRole('button', { name: /Stock of The Argumentative Indian/ }).click();
    await input.fill('7');
    await input.press('Enter');
    await toast(page, 'Stock updated');
    await page
      .getByRole('button', { name: 'Stock of The Argumentative Indian: 7. Edit' })
      .waitFor();
    expect(await bookStock(id)).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates a book through the form (a bad ISBN refused first), finds it in the shop, archives it', async () => {
    // A picture in the library to choose as the cover.
    const png = await sharp({
      create: { width: 400, height: 600, channels: 3, background: '#7c2d12' },
    })
      .png()
      .toBuffer();
    const uploaded = await admin.request.post(`${shop.url}/api/admin/images`, {
      headers: { origin: shop.url },
      multipart: { files: { name: 'malgudi-cover.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(201);

    const { page, errors } = await openPage(admin, '/admin/books');
    await page.getByRole('link', { name: 'New book' }).click();
    await page.waitForURL(/\/admin\/books\/new$/);
    await page.getByRole('heading', { name: 'New book', level: 1 }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Malgudi Mornings');
    await page.getByLabel('Author', { exact: true }).fill('Test Author');
    await page.getByLabel('MRP (₹)').fill('450');
    await page.getByLabel('Selling price (₹)').fill('360');
    await page.getByText('20% off', { exact: true }).first().waitFor();
    await page.getByRole('checkbox', { name: 'Fiction', exact: true }).check();
    await page.getByRole('button', { name: 'Choose from library' }).click();
    await page.getByRole('dialog', { name: 'Choose an image' }).waitFor();
    await page.getByRole('button', { name: 'Choose malgudi-cover.png' }).click();
    await expect
      .poll(() => page.getByLabel('Cover image URL').inputValue())
      .toMatch(/^\/uploads\/images\/malgudi-cover-[0-9a-f]+-320\.webp$/);
    await page.getByLabel('ISBN', { exact: true }).fill('978-0-00-000000-1');
    await page.getByRole('button', { name: 'Add book' }).click();
    await page.getByText('Enter a valid ISBN-13 (or an ISBN-10, which is converted)').waitFor();
    expect(page.url()).toMatch(/\/admin\/books\/new$/);
    await expectAccessible(page);

    // An ISBN-10 becomes its ISBN-13 when the field is left.
    await page.getByLabel('ISBN', { exact: true }).fill('0-306-40615-2');
    await page.getByLabel('Language', { exact: true }).focus();
    expect(await page.getByLabel('ISBN', { exact: true }).inputValue()).toBe('9780306406157');

    await page.getByRole('button', { name: 'Add book' }).click();
    await toast(page, 'Book added');
    await page.waitForURL(/\/admin\/books\/\d+\/edit$/);
    const id = Number(/\/admin\/books\/(\d+)\/edit/.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Edit “Malgudi Mornings”' }).waitFor();

    // Changing a field and leaving asks first; staying keeps the change.
    await page.getByLabel('Title', { exact: true }).fill('Malgudi Mornings, revised');
    await page.getByRole('link', { name: 'All books' }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toMatch(/\/admin\/books\/\d+\/edit$/);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Malgudi Mornings, revised',
    );
    expect(errors).toEqual([]);

    const shopper = await page.context().newPage();
    await shopper.goto(`${shop.url}/books/${id}`);
    await shopper.getByRole('heading', { name: 'Malgudi Mornings', level: 1 }).waitFor();
    await shopper.getByText('9780306406157').first().waitFor();
    // Shoppers find it with the storefront's search.
    await shopper.goto(`${shop.url}/collections?search=${encodeURIComponent('Malgudi Mornings')}`);
    await shopper
      .getByRole('link', { name: /Malgudi Mornings/ })
      .first()
      .waitFor();
    await shopper.goto(`${shop.url}/books/${id}`);
    await shopper.getByRole('heading', { name: 'Malgudi Mornings', level: 1 }).waitFor();
    // The chosen cover is the book's picture in the shop.
    expect(
      await shopper
        .getByRole('button', { name: /Enlarge the cover/ })
        .locator('img')
        .getAttribute('src'),
    ).toMatch(/^\/uploads\/images\/malgudi-cover-/);
    await shopper.close();

    // Archived in bulk from the table (after a confirmation), it leaves the storefront.
    await page.getByRole('link', { name: 'All books' }).click();
    await page.getByRole('button', { name: 'Leave and lose changes' }).click();
    await page.waitForURL(/\/admin\/books$/);
    await page.getByRole('searchbox', { name: /search books/i }).fill('Malgudi');
    await page.waitForURL(/search=Malgudi/);
    await page.getByRole('checkbox', { name: 'Select Malgudi Mornings' }).check();
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog', { name: 'Archive 1 book?' }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Archived');
    expect((await fetch(`${shop.url}/api/books/${id}`)).status).toBe(404);
    await page.close();
  });

  it('shows a shopper the no-access page instead of the books table', async () => {
    const shopper = await signedIn('reader@example.com', 'Asha Rao');
    const { page } = await openPage(shopper, '/admin/books');
    await page.getByRole('heading', { name: 'You do not have access' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const res = await shopper.request.get(`${shop.url}/api/admin/books`);
    expect(res.status()).toBe(403);
    await shopper.close();
  });
});
