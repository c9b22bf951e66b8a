import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';
import { expectAccessible } from './page-checks.ts';
import { browserHelpers, launchBrowser, startShop, type RunningShop } from './harness.ts';

const password = 'reading-is-fun';

let shop: RunningShop;
let browser: Browser;
const { openPage, api } = browserHelpers(() => shop.url);
/** Seeded books by title: id and stock at start. */
const books = new Map<string, { id: number; stockQuantity: number }>();

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  for (const page of [1, 2]) {
    const res = await fetch(`${shop.url}/api/books?pageSize=60&page=${page}`);
    const list = (await res.json()) as {
      items: { id: number; title: string; stockQuantity: number }[];
    };
    for (const b of list.items) books.set(b.title, b);
  }
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

function book(title: string) {
  const found = books.get(title);
  if (!found) throw new Error(`no seeded book “${title}”`);
  return found;
}

let counter = 0;
function uniqueEmail(name = 'asha'): string {
  counter += 1;
  return `${name}+shop${Date.now()}${counter}@example.com`;
}

// The server rate-limits sign-in per client address and believes X-Forwarded-For from this host,
// as it would from a local proxy: each shopper here is a client of their own.
const freshIp = clientAddresses(78);

/** A browser context with a signed-in shopper of its own (sign-up confirmed by its email code). */
async function signedInShopper(opts: { mobile?: boolean; theme?: 'dark' } = {}) {
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses inline scripts.
  const context = await browser.newContext({
    bypassCSP: true,
    ...(opts.mobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : {}),
  });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  if (opts.theme) {
    await context.addInitScript((t) => localStorage.setItem('theme', t), opts.theme);
  }
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await signUpAndConfirm(context, shop, { name: 'Asha Rao', email: uniqueEmail(), password });
  return context;
}

async function stockOf(title: string): Promise<number> {
  const res = await fetch(`${shop.url}/api/books/${book(title).id}`);
  return ((await res.json()) as { stockQuantity: number }).stockQuantity;
}

async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 });
}

function headerLink(page: Page, name: RegExp) {
  return page.getByRole('banner').getByRole('link', { name });
}

async function headerLabel(page: Page, name: RegExp): Promise<string | null> {
  return headerLink(page, name).getAttribute('aria-label');
}

const address = {
  fullName: 'Asha Rao',
  mobile: '98765 43210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('cart, checkout and orders', () => {
  it('changes a quantity, checks out with a new address and COD, then cancels with restock', async () => {
    const context = await signedInShopper();
    const guide = book('The Guide');
    const malgudi = book('Malgudi Days');
    expect((await api(context, 'POST', '/api/cart', { bookId: guide.id })).status).toBe(201);
    expect((await api(context, 'POST', '/api/cart', { bookId: malgudi.id })).status).toBe(201);

    const { page, errors } = await openPage(context, '/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page.getByRole('link', { name: 'The Guide' }).waitFor();
    await expect.poll(() => headerLabel(page, /^Cart/)).toBe('Cart, 2 items');
    await page.getByText('Subtotal (2 items)').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Increase quantity of The Guide' }).click();
    expect(await page.getByLabel('Quantity of The Guide', { exact: true }).inputValue()).toBe('2');
    await toast(page, 'Cart updated');
    await page.getByText('Your cart has been updated.').first().waitFor();
    await expect.poll(() => headerLabel(page, /^Cart/)).toBe('Cart, 3 items');
    const cart = await api<{ bookId: number; quantity: number }[]>(context, 'GET', '/api/cart');
    expect(cart.body.find((l) => l.bookId === guide.id)?.quantity).toBe(2);

    const guideStock = await stockOf('The Guide');
    const malgudiStock = await stockOf('Malgudi Days');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByText('Add the address we should deliver to.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Add a new address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add a delivery address' }).waitFor();
    await dialog.getByLabel('Full name').fill(address.fullName);
    await dialog.getByLabel('Mobile number').fill('12345');
    await dialog.getByLabel('Address line 1').fill(address.line1);
    await dialog.getByLabel('City').fill(address.city);
    await dialog.getByLabel('PIN code').fill('0600');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    for (const message of [
      'Enter a 10-digit mobile number',
      'Choose a state or union territory',
      'Enter a 6-digit PIN code',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await dialog.getByLabel('Mobile number').fill(address.mobile);
    await dialog.getByLabel('State').selectOption(address.state);
    await dialog.getByLabel('PIN code').fill(address.pincode);
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const chosen = page.getByRole('radio', { name: /Asha Rao/ });
    expect(await chosen.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Standard delivery/ }).isChecked()).toBe(true);
    await expectAccessible(page);

    const orderRequest = page.waitForRequest(
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/orders',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    const sent = await orderRequest;
    expect(sent.headers()['idempotency-key']).toMatch(/^[\w-]{8,100}$/);
    expect(sent.postDataJSON()).toMatchObject({ shippingMethod: 'standard', paymentMethod: 'cod' });

    await page.waitForURL((url) => url.pathname === '/thank-you');
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const orderNumber = (
      await page
        .getByText(/^PSK-\d{6}$/)
        .first()
        .innerText()
    ).trim();
    await page.getByText('We will email you when it ships.').waitFor();
    await expect.poll(() => headerLabel(page, /^Cart/)).toBe('Cart');
    expect(await stockOf('The Guide')).toBe(guideStock - 2);
    expect(await stockOf('Malgudi Days')).toBe(malgudiStock - 1);
    await expectAccessible(page);

    expect(await page.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      `/orders/${orderId}`,
    );
    expect(await page.getByRole('link', { name: 'Keep shopping' }).getAttribute('href')).toBe(
      '/books',
    );
    await page.goto(`${shop.url}/orders`);
    const row = page.getByRole('link', { name: `Order ${orderNumber}` });
    await row.waitFor();
    await page.getByText('3 items').waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) }).waitFor();
    await page.getByText('Status: Pending').first().waitFor();
    await page.getByText('The invoice is issued when the order is confirmed.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Cancel this order?' }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, 'Order cancelled');
    await page.getByText('Status: Cancelled').first().waitFor();
    await page.getByText('Cancelled by you').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await stockOf('The Guide')).toBe(guideStock);
    expect(await stockOf('Malgudi Days')).toBe(malgudiStock);

    // Notifications: the bell counts both updates; the page lists them; mark all as read.
    await page.goto(`${shop.url}/`);
    await expect.poll(() => headerLabel(page, /^Notifications/)).toBe('Notifications, 2 unread');
    await headerLink(page, /^Notifications/).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByRole('link', { name: /^Unread: Order placed/ }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`^Unread: Order ${orderNumber} cancelled`) })
      .waitFor();
    await page.getByText('2 unread').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('You are all caught up.').waitFor();
    await expect.poll(() => headerLabel(page, /^Notifications/)).toBe('Notifications, 0 unread');
    expect(
      (await api<{ unread: number }>(context, 'GET', '/api/notifications/unread-count')).body,
    ).toEqual({ unread: 0 });
    // A notification opens what it is about.
    await page.getByRole('link', { name: /Order placed/ }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an empty cart and an empty checkout with links to browse', async () => {
    const context = await signedInShopper();
    const { page } = await openPage(context, '/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Browse books', exact: true }).getAttribute('href'),
    ).toBe('/books');
    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await context.close();
  });

  it('fits a 375 px screen without sideways scrolling, dark theme included', async () => {
    const context = await signedInShopper({ mobile: true, theme: 'dark' });
    await api(context, 'POST', '/api/cart', { bookId: book('The Guide').id, quantity: 2 });
    await api(context, 'POST', '/api/wishlist', { bookId: book('Gitanjali').id });
    await api(context, 'POST', '/api/wishlist', { bookId: book('Godaan').id });
    const { page } = await openPage(context, '/cart');
    for (const path of ['/cart', '/checkout', '/wishlist', '/notifications', '/orders']) {
      await page.goto(shop.url + path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
    // The header keeps one row: the account button sits level with the logo.
    const logo = await page
      .getByRole('link', { name: /Pustak/ })
      .first()
      .boundingBox();
    const account = await page.getByRole('button', { name: 'Account menu' }).boundingBox();
    expect(Math.abs(logo!.y + logo!.height / 2 - (account!.y + account!.height / 2))).toBeLessThan(
      8,
    );
    await context.close();
  });
});

describe('the book page', () => {
  it('adds to the cart and the wishlist, then writes and edits a review', async () => {
    const context = await signedInShopper();
    const godaan = book('Godaan');
    const { page, errors } = await openPage(context, `/books/${godaan.id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Godaan' }).waitFor();

    await main.getByRole('button', { name: 'Add to cart' }).click();
    await toast(page, 'Added to cart');
    await expect.poll(() => headerLabel(page, /^Cart/)).toBe('Cart, 1 item');
    await main.getByRole('button', { name: /Add to wishlist/ }).click();
    await main.getByRole('button', { name: /Remove from wishlist/ }).waitFor();
    await expect.poll(() => headerLabel(page, /^Wishlist/)).toBe('Wishlist, 1 item');

    await main.getByLabel('4 stars').check({ force: true });
    await main.getByLabel('Your review (optional)').fill('A moving story of village life.');
    await main.getByRole('button', { name: 'Post review' }).click();
    await main.getByRole('heading', { name: 'Your review' }).waitFor();
    await main.getByRole('button', { name: 'Edit' }).click();
    // The form opens with the rating as posted; a star chosen before the form has taken its
    // values (a busy machine can delay that past the click) would be reset by them.
    await main.getByRole('heading', { name: 'Edit your review' }).waitFor();
    await expect.poll(() => main.getByLabel('4 stars').isChecked()).toBe(true);
    // From the keyboard, as the radios allow: a click at the star's place can land on the
    // "Review posted" toast, which may cover it on a small screen while it shows.
    await main.getByLabel('4 stars').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => main.getByLabel('5 stars').isChecked()).toBe(true);
    await main.getByRole('button', { name: 'Update review' }).click();
    await main.getByRole('heading', { name: 'Your review' }).waitFor();
    await expect
      .poll(
        async () =>
          (await (await fetch(`${shop.url}/api/books/${godaan.id}`)).json()) as {
            avgRating: number;
            ratingCount: number;
          },
      )
      .toMatchObject({ avgRating: 5, ratingCount: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a press before the session is known', () => {
  it('acts as the signed-in shopper, not as a visitor asked to sign in', async () => {
    const context = await signedInShopper();
    // A slow network: the page is drawn and usable before the shop says who is signed in.
    let answerSession!: () => void;
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
    await context.route('**/api/auth/me', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    const gitanjali = book('Gitanjali');
    const { page, errors } = await openPage(context, `/books/${gitanjali.id}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Gitanjali' }).waitFor();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await main.getByRole('button', { name: /Add to wishlist/ }).click();
    answerSession();

    await toast(page, 'Added to cart');
    await main.getByRole('button', { name: /Remove from wishlist/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const cart = await api<{ bookId: number; quantity: number }[]>(context, 'GET', '/api/cart');
    expect(cart.body.map((l) => [l.bookId, l.quantity])).toEqual([[gitanjali.id, 1]]);
    const wishlist = await api<{ bookId: number }[]>(context, 'GET', '/api/wishlist');
    expect(wishlist.body.map((l) => l.bookId)).toEqual([gitanjali.id]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('wishlist', () => {
  it('removes a book, moves one to the cart, and keeps the header counts', async () => {
    const context = await signedInShopper();
    const swami = book('Swami and Friends');
    const gitanjali = book('Gitanjali');
    await api(context, 'POST', '/api/wishlist', { bookId: swami.id });
    await api(context, 'POST', '/api/wishlist', { bookId: gitanjali.id });

    const { page, errors } = await openPage(context, '/wishlist');
    await page.getByRole('heading', { level: 1, name: 'My wishlist' }).waitFor();
    await page.getByText('2 books saved').waitFor();
    await expect.poll(() => headerLabel(page, /^Wishlist/)).toBe('Wishlist, 2 items');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remove Gitanjali from wishlist' }).click();
    await toast(page, 'Removed from wishlist');
    await page.getByText('1 book saved').waitFor();
    expect(await page.getByRole('link', { name: 'Gitanjali' }).count()).toBe(0);
    await expect.poll(() => headerLabel(page, /^Wishlist/)).toBe('Wishlist, 1 item');

    await page.getByRole('button', { name: 'Move to cart: Swami and Friends' }).click();
    await toast(page, 'Added to cart');
    await page.getByText('The item has been added to your cart.').first().waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    await expect.poll(() => headerLabel(page, /^Cart/)).toBe('Cart, 1 item');
    await expect.poll(() => headerLabel(page, /^Wishlist/)).toBe('Wishlist');

    const cart = await api<{ bookId: number; quantity: number }[]>(context, 'GET', '/api/cart');
    expect(cart.body).toEqual([expect.objectContaining({ bookId: swami.id, quantity: 1 })]);
    expect((await api(context, 'GET', '/api/wishlist')).body).toEqual([]);

    // Removing from the cart page: the server's message is the toast.
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('button', { name: 'Remove Swami and Friends from cart' }).click();
    await toast(page, 'Removed from cart');
    await page.getByText('“Swami and Friends” was removed from your cart.').first().waitFor();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a failed add (sold out meanwhile) as an inline alert, not a toast', async () => {
    const context = await signedInShopper();
    const nirmala = book('Nirmala');
    await api(context, 'POST', '/api/wishlist', { bookId: nirmala.id });
    const { page } = await openPage(context, '/wishlist');
    const move = page.getByRole('button', { name: 'Move to cart: Nirmala' });
    await move.waitFor();

    // While the page is open, every copy is sold (here, by this same shopper through the API).
    const left = await stockOf('Nirmala');
    expect(left).toBeGreaterThan(0);
    const saved = await api<{ id: number }>(context, 'POST', '/api/addresses', address);
    await api(context, 'POST', '/api/cart', { bookId: nirmala.id, quantity: left });
    const order = await api(
      context,
      'POST',
      '/api/orders',
      { addressId: saved.body.id, shippingMethod: 'standard', paymentMethod: 'cod' },
      { 'idempotency-key': `sell-out-${Date.now()}` },
    );
    expect(order.status).toBe(201);
    expect(await stockOf('Nirmala')).toBe(0);

    await move.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to add item to cart' });
    await alert.waitFor();
    await alert.getByText('“Nirmala” is out of stock.').waitFor();
    // No toast for it (docs/product.md §4 "Failed calls"), and the book stays on the wishlist.
    await page.waitForTimeout(500);
    const toasts = page.getByRole('region', { name: /Notifications \(F8\)/ }).getByRole('listitem');
    expect(await toasts.count()).toBe(0);
    await page.getByText('1 book saved').waitFor();
    const state = await page.evaluate(() => localStorage.getItem('pustak-client-state'));
    expect(JSON.parse(state!).globalError).toMatchObject({
      message: 'Failed to add item to cart',
      detail: '“Nirmala” is out of stock.',
    });

    // The same alert shows on the cart page until it is dismissed.
    await page.goto(`${shop.url}/cart`);
    const again = page.getByRole('alert').filter({ hasText: 'Failed to add item to cart' });
    await again.waitFor();
    await again.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => again.count()).toBe(0);
    await context.close();
  });
});
