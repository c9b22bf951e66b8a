import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { generatedOnixFeed } from '../src/server/modules/admin/import/generated-feeds.test-helpers.ts';
import { launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

// ONIX feeds as a bookseller imports them (issue #33): each shared real feed through the bulk
// upload screen, its books, people and series on the storefront; the same feed again changes
// nothing; a deletion (05) withdraws its edition.
const adminEmail = 'onix@pustak.test';
const onixDir = path.resolve(import.meta.dirname, '../../shared/data/onix');

let shop: RunningShop;
let browser: Browser;
/** A distributor's feed server, on this machine (the shop is told it may fetch from it). */
let feedServer: Server;
let feedUrl = '';

beforeAll(async () => {
  shop = await startShop({
    ADMIN_EMAILS: `${adminEmail},feeds@pustak.test,bulk-feed@pustak.test`,
    FEEDS_ALLOW_PRIVATE: 'true',
  });
  browser = await launchBrowser();
  feedServer = createServer((req, res) => {
    if (req.url === '/ivp.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(readFileSync(path.join(onixDir, 'ivp-2010-onix21-short.xml')));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  feedServer?.close();
  await browser?.close();
  await shop?.stop();
});

async function adminContext(email = adminEmail): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(90_000);
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.79.0.3' });
  await signUpAndConfirm(context, shop, {
    name: 'Feed Keeper',
    email,
    password: 'reading-is-fun',
  });
  return context;
}

/** Uploads a feed on the bulk upload screen and imports it; the result panel's figures. */
async function importFeed(page: Page, name: string, buffer: Buffer) {
  await page.goto(`${shop.url}/admin/bulk-upload`);
  await page.getByLabel('Choose a file').setInputFiles({ name, mimeType: 'text/xml', buffer });
  await page.getByRole('heading', { name }).waitFor();
  const button = page.getByRole('button', { name: /^Import [\d,]+ rows?$/ });
  await button.click();
  const overwrite = page.getByRole('button', { name: 'Import and overwrite' });
  const imported = page.getByRole('heading', { name: `Imported ${name}` });
  await Promise.race([
    overwrite.waitFor({ timeout: 400_000 }).then(
      () => overwrite.click(),
      () => undefined,
    ),
    imported.waitFor({ timeout: 400_000 }),
  ]);
  // A distributor's feed of thousands takes minutes on the embedded database.
  await imported.waitFor({ timeout: 400_000 });
  const figure = async (label: string) =>
    Number(
      (
        (await page
          .getByRole('status')
          .getByText(label, { exact: true })
          .locator('..')
          .textContent()) ?? ''
      )
        .replace(label, '')
        .replace(/[^\d]/g, ''),
    );
  return {
    added: await figure('Added'),
    updated: await figure('Updated'),
    unchanged: await figure('Unchanged'),
  };
}

describe('ONIX feeds', () => {
  it('imports every shared feed, shows its books, people and series, and withdraws on 05', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    // The feeds price in dollars, pounds and Australian dollars (one names none): rates first.
    await page.goto(`${shop.url}/admin/bulk-upload`);
    await page.getByText('ONIX rules: foreign prices and subject codes').click();
    for (const [i, [currency, rupees]] of [
      ['USD', '84'],
      ['GBP', '107'],
      ['AUD', '55'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add a currency' }).click();
      await page.locator(`#onix-rate-currency-${i}`).fill(currency!);
      await page.locator(`#onix-rate-rupees-${i}`).fill(rupees!);
    }
    await page.getByLabel('Prices that name no currency are in').fill('AUD');
    await page.getByRole('button', { name: 'Save ONIX rules' }).click();
    await page.getByText('Saved. They apply to the next feed you upload.').waitFor();
    await expectAccessible(page);

    const feeds = {
      'bookwise-2008-onix21.xml': 346,
      'ivp-2010-onix21-short.xml': 1,
      'jonix-onix3-single.xml': 1,
    };
    for (const [name, products] of Object.entries(feeds)) {
      const result = await importFeed(page, name, readFileSync(path.join(onixDir, name)));
      expect(result, name).toEqual({ added: products, updated: 0, unchanged: 0 });
    }
    // 3.1 short tags: the same product as the 3.0 sample, so it updates it.
    const short = await importFeed(
      page,
      'jonix-onix31-single-short.xml',
      readFileSync(path.join(onixDir, 'jonix-onix31-single-short.xml')),
    );
    expect(short).toEqual({ added: 0, updated: 1, unchanged: 0 });

    const shopper = await newContext(browser);
    const store = await shopper.newPage();
    store.on('pageerror', (err) => errors.push(err.message));
    // A distributor's book, found by search.
    await store.goto(`${shop.url}/books?search=${encodeURIComponent('Pocketful Of Nudes')}`);
    await store
      .getByRole('link', { name: /Pocketful Of Nudes/ })
      .first()
      .click();
    await store.getByRole('heading', { name: /Pocketful Of Nudes/, level: 1 }).waitFor();
    // The 3.x product: its translator and series, as links, and the series page in order.
    await store.goto(`${shop.url}/books?search=Roseanna`);
    await store
      .getByRole('link', { name: /Roseanna/ })
      .first()
      .click();
    await store.getByRole('heading', { name: 'Roseanna', level: 1 }).waitFor();
    await store.getByRole('link', { name: 'Lois Roth' }).waitFor();
    const url = store.url();
    await store
      .getByRole('link', { name: /Martin Beck series/ })
      .first()
      .click();
    await store.waitForURL('**/series/**');
    await store.getByRole('heading', { name: /Martin Beck series/, level: 1 }).waitFor();
    await store
      .getByRole('link', { name: /Roseanna/ })
      .first()
      .waitFor();
    await store.goto(url);
    await store.getByRole('link', { name: 'Lois Roth' }).click();
    await store.getByRole('heading', { name: 'Lois Roth', level: 1 }).waitFor();
    await store
      .getByText(/Translated by/)
      .first()
      .waitFor();

    // The same feed again changes nothing: no book added, the page as it was.
    const before = await (await fetch(`${shop.url}/api/books?search=Roseanna&exact=1`)).json();
    const again = await importFeed(
      page,
      'jonix-onix31-single-short.xml',
      readFileSync(path.join(onixDir, 'jonix-onix31-single-short.xml')),
    );
    expect(again).toEqual({ added: 0, updated: 0, unchanged: 1 });
    await page.getByText('Nothing to change: every record matches the catalogue.').waitFor();
    const after = await (await fetch(`${shop.url}/api/books?search=Roseanna&exact=1`)).json();
    expect(after.items).toEqual(before.items);

    // A deletion withdraws the edition: gone from the shop.
    const deletion = readFileSync(path.join(onixDir, 'jonix-onix3-single.xml'), 'utf8').replace(
      '<NotificationType>03</NotificationType>',
      '<NotificationType>05</NotificationType>',
    );
    const withdrawn = await importFeed(page, 'withdrawal.xml', Buffer.from(deletion));
    expect(withdrawn).toEqual({ added: 0, updated: 1, unchanged: 0 });
    const gone = await store.goto(url);
    expect(gone?.status()).toBe(404);
    expect(errors).toEqual([]);
    await shopper.close();
    await context.close();
  }, 300_000);

  it('imports a distributor feed over 20 MB from the same screen, read from disk', async () => {
    const context = await adminContext('bulk-feed@pustak.test');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // Its prices are in Australian dollars, without a currency code.
    const rules = await context.request.put(`${shop.url}/api/admin/imports/onix-rules`, {
      headers: { origin: shop.url },
      data: { rates: [{ currency: 'AUD', rupees: 55 }], defaultCurrency: 'AUD' },
    });
    expect(rules.status()).toBe(200);
    // 11,500 products, about 21 MB: past the size that is read into memory.
    const feed = generatedOnixFeed(11_500, 810_000);
    expect(feed.length).toBeGreaterThan(20 * 1024 * 1024);
    const result = await importFeed(page, 'distributor-full.xml', feed);
    expect(result).toEqual({ added: 11_500, updated: 0, unchanged: 0 });
    await expectAccessible(page);

    const shopper = await newContext(browser);
    const store = await shopper.newPage();
    store.on('pageerror', (err) => errors.push(err.message));
    await store.goto(`${shop.url}/books?search=${encodeURIComponent('Pocketful Of Nudes 810002')}`);
    await store
      .getByRole('link', { name: /Pocketful Of Nudes 810002/ })
      .first()
      .click();
    await store.getByRole('heading', { name: /Pocketful Of Nudes 810002/, level: 1 }).waitFor();

    expect(errors).toEqual([]);
    await shopper.close();
    await context.close();
  }, 600_000);

  it('registers a feed on the feeds page, which fetches it at once and shows what it did', async () => {
    const context = await adminContext('feeds@pustak.test');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${shop.url}/admin/feeds`);
    await page.getByRole('heading', { name: 'ONIX feeds', level: 1 }).waitFor();
    await page.getByText('No feeds yet').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('IVP weekly');
    await page.getByLabel('Address').fill(`${feedUrl}/ivp.xml`);
    await page.getByRole('button', { name: 'Add feed' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'IVP weekly' });
    await card
      .getByText(/Last run .*1 product: \d new, \d updated, \d unchanged, 0 withdrawn, 0 not taken/)
      .waitFor();
    // A feed that is not there says so.
    await page.getByLabel('Name', { exact: true }).fill('Gone');
    await page.getByLabel('Address').fill(`${feedUrl}/gone.xml`);
    await page.getByRole('button', { name: 'Add feed' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Gone' })
      .getByText('The feed answered 404 instead of the file.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    // Deleting asks first.
    await page.getByRole('button', { name: 'Delete Gone' }).click();
    await page.getByRole('button', { name: 'Delete feed' }).click();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Gone' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
