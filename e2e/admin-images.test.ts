import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { launchBrowser, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'staff@pustak.test';
const password = 'reading-is-fun';

let shop: RunningShop;
let browser: Browser;
let context: BrowserContext;

/** A browser signed in as the ADMIN_EMAILS admin, allowed to use the clipboard. */
async function signedInAdmin(): Promise<BrowserContext> {
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses inline scripts.
  const ctx = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  await ctx.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await signUpAndConfirm(ctx, shop, { name: 'Shop Staff', email: adminEmail, password });
  return ctx;
}

const cover = (colour: string) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Drops files on the upload zone as a person dragging them from their desktop would. */
async function dropFiles(page: Page, files: { name: string; type: string; data: Buffer }[]) {
  const payload = files.map((f) => ({ ...f, data: f.data.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  // The hint line stays put while the heading changes to "Drop to upload"; events bubble up.
  const zone = page.getByText(/up to 5 MB each/);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await page.getByText('Drop to upload', { exact: true }).waitFor();
  await zone.dispatchEvent('drop', { dataTransfer });
}

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  context = await signedInAdmin();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the image library', () => {
  it('uploads an image, shows it in the grid, copies its URL and deletes it', async () => {
    const page = await context.newPage();
    // A step that hangs fails on its own line, well inside the test's time.
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${shop.url}/admin/images`);
    await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor();
    await page.getByRole('heading', { name: 'No images yet' }).waitFor();
    await expectAccessible(page);

    // The keyboard's way in: the "Choose files…" button opens the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files…' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'monsoon-cover.png', mimeType: 'image/png', buffer: await cover('#1f3b4d') },
    ]);

    const grid = page.getByRole('list', { name: 'Images' });
    const card = grid.getByRole('listitem').filter({ hasText: 'monsoon-cover.png' });
    await card.waitFor();
    await page.getByText('1 image uploaded', { exact: true }).waitFor();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.textContent()).resolves.toContain('400 × 600');

    // Dropped files go the same way; a text file named .png is refused, by name, on its own.
    await dropFiles(page, [
      { name: 'notes.png', type: 'image/png', data: Buffer.from('shopping list: tea, books') },
    ]);
    await page.getByText('"notes.png" is not a picture we can use').waitFor();
    await expect(grid.getByRole('listitem').count()).resolves.toBe(1);

    await card.getByRole('button', { name: 'Copy URL of monsoon-cover.png' }).click();
    await page.getByText('Image URL copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\/uploads\/images\/monsoon-cover-[0-9a-f]{12}-320\.webp$/);
    const served = await fetch(shop.url + copied);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    await page.getByRole('searchbox', { name: 'Search images by file name' }).fill('lotus');
    await page.getByRole('heading', { name: 'No images match' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search images by file name' }).fill('monsoon');
    await card.waitFor();

    await card.getByRole('button', { name: 'Delete monsoon-cover.png' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete this image?' }).waitFor();
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await page.getByText('Image deleted', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'No images match' }).waitFor();
    expect((await fetch(shop.url + copied)).status).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('will not delete an image a book uses, and says why', async () => {
    const headers = { origin: shop.url };
    const upload = await context.request.post(`${shop.url}/api/admin/images`, {
      headers,
      multipart: {
        files: { name: 'river.png', mimeType: 'image/png', buffer: await cover('#0b525b') },
      },
    });
    expect(upload.status()).toBe(201);
    const { items } = (await upload.json()) as { items: { url: string }[] };
    const book = await context.request.post(`${shop.url}/api/admin/books`, {
      headers,
      data: {
        title: 'The River Sutra',
        author: 'Gita Mehta',
        mrp: 399,
        sellingPrice: 349,
        category: ['Fiction'],
        collection: [],
        isbn: '',
        isPremium: false,
        stockQuantity: 5,
        lowStockThreshold: 2,
        imageUrl: items[0]!.url,
      },
    });
    expect(book.status()).toBe(201);

    const page = await context.newPage();
    await page.goto(`${shop.url}/admin/images?search=river`);
    const card = page.getByRole('listitem').filter({ hasText: 'river.png' });
    await card.getByText('Used by 1 book').waitFor();
    await expect(card.getByRole('button', { name: 'Delete river.png' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.close();
  });
});
