import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import {
  browserHelpers,
  gotoReady,
  launchBrowser,
  newContext,
  startShop,
  type RunningShop,
} from './harness.ts';

// Delivery by PIN code (issue #34): staff define zones on /admin/delivery; a visitor checks a PIN
// code on a book's page and in the cart, and learns the charge, the estimate and cash on delivery.
const adminEmail = 'zones@pustak.test';
const shots = process.env.SHOTS_DIR;

let shop: RunningShop;
let browser: Browser;
let admin: BrowserContext;
const { api } = browserHelpers(() => shop.url);

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: adminEmail });
  browser = await launchBrowser();
  admin = await browser.newContext({ bypassCSP: true });
  await admin.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await signUpAndConfirm(admin, shop, {
    name: 'Zone Keeper',
    email: adminEmail,
    password: 'reading-is-fun',
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const newZoneForm = (page: Page) => page.locator('form[aria-labelledby="new-zone-heading"]');

/** Submits the new-zone form; the shop's client refuses the same request within 500 ms. */
async function submitNewZone(page: Page) {
  await page.waitForTimeout(600);
  await newZoneForm(page).getByRole('button', { name: 'Add zone' }).click();
}

async function addZone(
  page: Page,
  zone: { name: string; pincodes: string; fee: string; express: string; cod: boolean },
) {
  const form = newZoneForm(page);
  await form.getByLabel('Name').fill(zone.name);
  await form.getByLabel('PIN codes').fill(zone.pincodes);
  await form.getByLabel('Standard delivery (₹)').fill(zone.fee);
  await form.getByLabel('Express delivery (₹)').fill(zone.express);
  const cod = form.getByLabel('Cash on delivery available in this zone');
  if ((await cod.isChecked()) !== zone.cod) await cod.click();
  await submitNewZone(page);
}

describe('delivery zones', () => {
  it('staff add, correct, edit and delete zones on /admin/delivery', async () => {
    const page = await admin.newPage();
    await gotoReady(page, `${shop.url}/admin/delivery`);
    await page.getByText('No zones yet').waitFor();
    await addZone(page, {
      name: 'Metro',
      pincodes: '110, 400, 560',
      fee: '40',
      express: '99',
      cod: true,
    });
    await page.getByRole('heading', { name: 'Metro', level: 3 }).waitFor();

    await addZone(page, {
      name: 'North-east',
      pincodes: '78, 79, 56O',
      fee: '120',
      express: '',
      cod: false,
    });
    await newZoneForm(page)
      .getByText('“56O” is not a PIN code or the start of one', { exact: false })
      .waitFor();
    await newZoneForm(page).getByLabel('PIN codes').fill('78, 79, 560');
    await submitNewZone(page);
    await newZoneForm(page)
      .getByText('560 is already in the zone “Metro”: take it out of one of the two')
      .waitFor();
    await newZoneForm(page).getByLabel('PIN codes').fill('78, 79');
    await submitNewZone(page);
    const northEast = page.getByRole('listitem').filter({ hasText: 'North-east' });
    await northEast.getByText('Express not offered').waitFor();
    expect(await northEast.getByText('no cash on delivery').count()).toBe(1);
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-delivery-zones.png`, fullPage: true });

    await addZone(page, { name: 'Islands', pincodes: '744', fee: '150', express: '', cod: false });
    const islands = page.getByRole('listitem').filter({ hasText: 'Islands' });
    await islands.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Standard delivery (₹)').last().fill('180');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await islands.getByText('Standard ₹180.00').waitFor();
    await islands.getByRole('button', { name: 'Delete Islands' }).click();
    await page.getByRole('button', { name: 'Delete zone' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Islands' }).count()).toBe(0);

    const zones = await api<{ name: string }[]>(admin, 'GET', '/api/admin/delivery-zones');
    expect(zones.body.map((z) => z.name)).toEqual(['Metro', 'North-east']);

    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, `${shop.url}/admin/delivery`);
    await page.getByRole('heading', { name: 'Metro', level: 3 }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await page.close();
  });

  it('a visitor checks PIN codes on a book page at 390 px', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await gotoReady(page, `${shop.url}/collections`);
    await page.locator('a[href^="/books/"]').first().click();
    await page.waitForURL(/\/books\/\d+/);
    const pincode = page.getByLabel('Deliver to PIN code');
    await pincode.fill('560034');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/in 2–5 business days to 560034/).waitFor();
    expect(await page.getByText('Cash on delivery available').count()).toBe(1);
    await pincode.fill('791110');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('No cash on delivery to this PIN code: pay online').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/book-delivery-check.png` });
    await pincode.fill('682001');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText("Sorry, we don't deliver to PIN code 682001 yet.").waitFor();
    await context.close();
  });
});
