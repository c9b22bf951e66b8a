import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import {
  browserHelpers,
  gotoReady,
  launchBrowser,
  startShop,
  type RunningShop,
} from './harness.ts';

// A shop run by a team (issue #35): the owner invites a Fulfilment member, who ships an order
// but is told "You do not have access" on prices and settings; a shopper reports a review that
// a Support member hides.
const ownerEmail = 'owner@pustak.test';
const shots = process.env.SHOTS_DIR;

let shop: RunningShop;
let browser: Browser;
let owner: BrowserContext;
const { api } = browserHelpers(() => shop.url);

async function signedIn(email: string, name: string, ip: string): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await signUpAndConfirm(context, shop, { name, email, password: 'reading-is-fun' });
  return context;
}

/** The owner invites `email` with `role` through /admin/staff. */
async function invite(page: Page, name: string, email: string, role: string) {
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: email }).getByText('Invited').waitFor();
}

/** Follows the mailed link in a fresh browser, sets a password; the signed-in context. */
async function acceptInvitation(email: string, ip: string, mobile = false) {
  const mail = await shop.mail.waitForMail(email, (m) => m.text.includes('/staff-invite?token='));
  const link = /(http\S+\/staff-invite\?token=[\w-]+)/.exec(mail.text)![1]!;
  const context = await browser.newContext({
    bypassCSP: true,
    ...(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const page = await context.newPage();
  await gotoReady(page, link);
  await page.getByText(`Your account: ${email}`).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('behind-the-counter');
  await page.getByLabel('Confirm password').fill('behind-the-counter');
  await page.getByRole('button', { name: 'Set password and join' }).click();
  return { context, page };
}

beforeAll(async () => {
  shop = await startShop({ ADMIN_EMAILS: ownerEmail });
  browser = await launchBrowser();
  owner = await signedIn(ownerEmail, 'Shop Owner', '10.35.0.1');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('staff roles', () => {
  it('a Fulfilment member ships an order but has no access to prices or settings', async () => {
    const page = await owner.newPage();
    await gotoReady(page, `${shop.url}/admin/staff`);
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await invite(page, 'Pack Shipwright', 'packer@pustak.test', 'Fulfilment');
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-staff.png`, fullPage: true });

    const shopper = await signedIn('reader@example.com', 'Meera Iyer', '10.35.0.2');
    const books = await api<{ items: { id: number }[] }>(shopper, 'GET', '/api/books?limit=1');
    const bookId = books.body.items[0]!.id;
    await api(shopper, 'POST', '/api/cart', { bookId, quantity: 1 });
    const address = await api<{ id: number }>(shopper, 'POST', '/api/addresses', {
      fullName: 'Meera Iyer',
      mobile: '9876543210',
      line1: '12 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    });
    const order = await api<{ id: string; orderNumber: string }>(
      shopper,
      'POST',
      '/api/orders',
      { addressId: address.body.id, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(order.status).toBe(201);

    const { context: packer, page: desk } = await acceptInvitation(
      'packer@pustak.test',
      '10.35.0.3',
      true,
    );
    // Without analytics the admin opens on the first screen the role has: orders.
    await desk.waitForURL(/\/admin\/orders/);
    await desk.getByRole('button', { name: 'Menu' }).click();
    const menu = desk.getByRole('navigation', { name: 'All admin sections' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Orders'),
      'Pre-orders',
      'Returns',
      'Back to the shop',
    ]);
    await desk.keyboard.press('Escape');

    await gotoReady(desk, `${shop.url}/admin/orders?order=${order.body.id}`);
    const dialog = desk.getByRole('dialog');
    await dialog.getByText('Mobile: 9876543210').waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm order' }).first().click();
    await dialog.getByRole('button', { name: 'Confirm order' }).last().click();
    await desk.getByText('Order confirmed').first().waitFor();
    await desk.waitForTimeout(600); // the client refuses the same request within 500 ms
    await dialog.getByRole('button', { name: 'Mark shipped' }).first().click();
    await dialog.getByLabel('Tracking number').fill('EK123456789IN');
    await dialog.getByRole('button', { name: 'Mark shipped' }).last().click();
    await expect
      .poll(
        async () =>
          (await api<{ status: string }>(shopper, 'GET', `/api/orders/${order.body.id}`)).body
            .status,
      )
      .toBe('shipped');
    // Only the moves the role may make: delivering, not refunding.
    await dialog.getByRole('button', { name: 'Mark delivered' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Refund order' }).count()).toBe(0);
    if (shots) await desk.screenshot({ path: `${shots}/fulfilment-order-390.png` });

    for (const path of ['/admin/settings', '/admin/books']) {
      await gotoReady(desk, `${shop.url}${path}`);
      await desk.getByRole('heading', { name: 'You do not have access' }).waitFor();
    }
    if (shots) await desk.screenshot({ path: `${shots}/fulfilment-no-access-390.png` });
    const price = await api<{ error: { message: string } }>(
      packer,
      'PATCH',
      `/api/admin/books/${bookId}/price`,
      { mrp: 1, sellingPrice: 1 },
    );
    expect(price.status).toBe(403);
    expect(price.body.error.message).toMatch(/^You do not have access.*Change prices/);
    const settings = await api(packer, 'GET', '/api/admin/settings');
    expect(settings.status).toBe(403);
    await packer.close();
    await shopper.close();
  });

  it('a shopper reports a review and a Support member hides it', async () => {
    const writer = await signedIn('writer@example.com', 'Spammy Sam', '10.35.0.4');
    const reader = await signedIn('second@example.com', 'Ravi Kumar', '10.35.0.5');
    const books = await api<{ items: { id: number; title: string }[] }>(
      writer,
      'GET',
      '/api/books?limit=2',
    );
    const book = books.body.items[1]!;
    const posted = await api(writer, 'POST', `/api/books/${book.id}/reviews`, {
      rating: 1,
      comment: 'Cheap phones at totally-not-spam.example',
    });
    expect(posted.status).toBe(201);

    const bookPage = await reader.newPage();
    await gotoReady(bookPage, `${shop.url}/books/${book.id}`);
    const review = bookPage.getByRole('article', { name: 'Review by Spammy Sam' });
    await review.getByRole('button', { name: /Report this review/ }).click();
    const report = bookPage.getByRole('dialog');
    await report.getByLabel('Why should it be looked at?').fill('Advertising a phone shop');
    await report.getByRole('button', { name: 'Send report' }).click();
    await bookPage.getByText('The shop’s staff will look at this review.').first().waitFor();

    const staffPage = await owner.newPage();
    await gotoReady(staffPage, `${shop.url}/admin/staff`);
    await staffPage.getByRole('heading', { name: 'Roles' }).waitFor();
    await invite(staffPage, 'Sue Port', 'support@pustak.test', 'Support');
    const { context: support, page } = await acceptInvitation('support@pustak.test', '10.35.0.6');
    await page.waitForURL(/\/admin\/orders/);
    await gotoReady(page, `${shop.url}/admin/reviews`);
    const card = page.getByRole('listitem').filter({ hasText: 'Advertising a phone shop' });
    await card.getByText('1 report').waitFor();
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-reviews.png`, fullPage: true });
    await card.getByRole('button', { name: /^Hide/ }).click();
    const reason = page.getByRole('dialog');
    await reason.getByLabel('Reason (the author sees it)').fill('Advertising is not allowed');
    await reason.getByRole('button', { name: 'Hide review' }).click();
    await page.getByText('Nothing to look at').waitFor();

    await gotoReady(bookPage, `${shop.url}/books/${book.id}`);
    await bookPage.getByText('No reviews yet').waitFor();
    const writerPage = await writer.newPage();
    await gotoReady(writerPage, `${shop.url}/books/${book.id}`);
    await writerPage
      .getByText('Hidden by the shop: Advertising is not allowed. Edit it and the shop will')
      .waitFor();
    await support.close();
    await writer.close();
    await reader.close();
  });
});

describe('returns', () => {
  it('a shopper returns one of two books and is refunded that book’s share', async () => {
    const reader = await signedIn('returner@example.com', 'Asha Rao', '10.35.0.7');
    const books = await api<{ items: { id: number; title: string; sellingPrice: number }[] }>(
      reader,
      'GET',
      '/api/books?limit=2&sort=price-asc',
    );
    const [first, second] = books.body.items;
    for (const book of [first!, second!]) {
      await api(reader, 'POST', '/api/cart', { bookId: book.id, quantity: 1 });
    }
    const address = await api<{ id: number }>(reader, 'POST', '/api/addresses', {
      fullName: 'Asha Rao',
      mobile: '9876543211',
      line1: '7 Lake Road',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700029',
    });
    const order = await api<{ id: string; orderNumber: string; shippingFee: number }>(
      reader,
      'POST',
      '/api/orders',
      { addressId: address.body.id, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(order.status).toBe(201);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await api(owner, 'POST', `/api/admin/orders/${order.body.id}/status`, {
        status,
        ...(status === 'shipped' ? { trackingNumber: 'EK987654321IN' } : {}),
      });
      expect(moved.status).toBe(200);
    }

    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await reader.storageState(),
    });
    const page = await context.newPage();
    await gotoReady(page, `${shop.url}/orders/${order.body.id}`);
    await page.getByRole('button', { name: 'Return books' }).click();
    await page.getByLabel(second!.title, { exact: true }).selectOption('1');
    await page.getByLabel('Why are you returning them?').selectOption('damaged');
    await page.getByLabel('Tell us more (optional)').fill('The cover is torn.');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('A photo of the problem (optional)')
      .setInputFiles({ name: 'torn-cover.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Account holder’s name').fill('Asha Rao');
    await page.getByLabel('Account number').fill('123456789012');
    await page.getByLabel('IFSC').fill('SBIN0001234');
    await page.getByRole('button', { name: 'Ask to return' }).click();
    await page.getByText('Requested', { exact: true }).first().waitFor();
    const sent = page.getByRole('img', { name: 'The photo you sent' });
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/return-requested-390.png`, fullPage: true });

    // The book's share: its price, and its part of the delivery by what each book cost.
    const prices = [first!.sellingPrice, second!.sellingPrice].map((p) => Math.round(p * 100));
    const fee = Math.round(order.body.shippingFee * 100);
    const total = prices[0]! + prices[1]!;
    const exact = [(fee * prices[0]!) / total, (fee * prices[1]!) / total];
    const floors = exact.map(Math.floor);
    if (floors[0]! + floors[1]! < fee) {
      const i = exact[1]! - floors[1]! > exact[0]! - floors[0]! ? 1 : 0;
      floors[i]! += 1;
    }
    const expected = (prices[1]! + floors[1]!) / 100;

    const staff = await owner.newPage();
    await gotoReady(staff, `${shop.url}/admin/returns`);
    await staff
      .getByRole('row')
      .filter({ hasText: 'Approve or decline' })
      .getByRole('link')
      .click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(`refund ₹${expected.toFixed(2)}`, { exact: false }).waitFor();
    const seen = dialog.getByRole('img', { name: 'The shopper’s photo of the problem' });
    await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await dialog.getByRole('button', { name: 'Approve return' }).click();
    await dialog.getByRole('button', { name: 'Parcel received' }).click();
    await dialog.getByText('Pay ₹', { exact: false }).waitFor();
    await dialog.getByLabel('Bank transfer reference').fill('NEFT-4410023');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await dialog.getByText('Refund reference: NEFT-4410023').waitFor();
    if (shots) await staff.screenshot({ path: `${shots}/admin-return-refunded.png` });

    await gotoReady(page, `${shop.url}/orders/${order.body.id}`);
    await page.getByText('Refunded', { exact: true }).first().waitFor();
    const view = await api<{ returns: { refund: number; status: string }[] }>(
      reader,
      'GET',
      `/api/orders/${order.body.id}/returns`,
    );
    expect(view.body.returns[0]).toMatchObject({ status: 'refunded', refund: expected });
    const mail = await shop.mail.waitForMail('returner@example.com', (m) =>
      m.subject.endsWith('refunded'),
    );
    expect(mail.text).toContain(`₹${expected.toFixed(2)}`);
    await context.close();
    await reader.close();
  });
});
