// The admin area run from a phone (ADR 022): 390 px wide, touch, a mobile user agent. Every
// screen fits without sideways scrolling and passes axe in both themes (and at 1366 px); the
// phone's jobs — a cover photo, stock and price, an order's next step, new-order news — work.
// Screenshots of each screen at 390 px go to .tmp/screens/ (not committed).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../src/server/modules/addresses/addresses.test-helpers.ts';
import { clientAddresses, signUpAndConfirm } from './accounts.ts';
import { browserHelpers, launchBrowser, startShop, type RunningShop } from './harness.ts';

const ownerEmail = 'owner@pustak.test';
const deskEmail = 'desk@pustak.test';
const password = 'reading-is-fun';
const screens = path.resolve('.tmp/screens');
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const phone = { width: 390, height: 844 };
const mobileUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

let shop: RunningShop;
let browser: Browser;
let shopper: BrowserContext;
let owner: BrowserContext;
let firstOrder: { id: string; orderNumber: string };
const { api } = browserHelpers(() => shop.url);
const freshIp = clientAddresses(113);

async function signedIn(
  email: string,
  name: string,
  device: 'phone' | 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true, // for axe's injected script
    ...(device === 'phone'
      ? { viewport: phone, isMobile: true, hasTouch: true, userAgent: mobileUserAgent }
      : { viewport: { width: 1366, height: 900 } }),
  });
  await context.addInitScript(() => {
    try {
      localStorage.setItem('pustak-popup-seen', '1');
    } catch {
      // A sandboxed frame (a mail's preview) has no storage.
    }
  });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await signUpAndConfirm(context, shop, { name, email, password });
  return context;
}

let addressId: number | undefined;
/** A cash-on-delivery order of the shopper, placed through the API as checkout places it. */
async function placeCodOrder(): Promise<{ id: string; orderNumber: string }> {
  const books = await api<{ items: { id: number; stockQuantity: number }[] }>(
    shopper,
    'GET',
    '/api/books?pageSize=20',
  );
  const book = books.body.items.find((b) => b.stockQuantity > 2)!;
  if (addressId === undefined) {
    const address = await api<{ id: number }>(shopper, 'POST', '/api/addresses', testAddress);
    expect(address.status).toBe(201);
    addressId = address.body.id;
  }
  expect((await api(shopper, 'POST', '/api/cart', { bookId: book.id })).status).toBe(201);
  const order = await api<{ id: string; orderNumber: string }>(
    shopper,
    'POST',
    '/api/orders',
    { addressId, shippingMethod: 'standard', paymentMethod: 'cod' },
    { 'idempotency-key': `admin-mobile-${Date.now()}-${Math.random()}` },
  );
  expect(order.status).toBe(201);
  return order.body;
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** How far the page reaches sideways (the viewport's width when nothing sticks out). */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 15_000 });
}

interface Screen {
  name: string;
  path: string;
  /** The entry of the Menu sheet that leads there (a phone gets there in one tap). */
  menu?: string;
  ready: (page: Page) => Promise<void>;
}

/** Its heading, then no loading placeholders left (so axe and the width see the content). */
const heading =
  (name: string, content?: (page: Page) => ReturnType<Page['getByText']>) => async (page: Page) => {
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await content?.(page).first().waitFor();
    await page.waitForFunction(
      () =>
        !document.querySelector(
          '#main-content [class*="animate-pulse"], #main-content [aria-busy="true"]',
        ),
    );
  };

const adminScreens = (): Screen[] => [
  {
    name: 'dashboard',
    path: '/admin',
    menu: 'Dashboard',
    ready: heading('Dashboard', (p) => p.getByRole('region', { name: 'Low stock' })),
  },
  {
    name: 'books',
    path: '/admin/books',
    menu: 'Books',
    ready: heading('Books', (p) => p.getByRole('button', { name: /^Stock of / })),
  },
  { name: 'book-new', path: '/admin/books/new', ready: heading('New book') },
  {
    name: 'book-edit',
    path: '/admin/books/1/edit',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: /^Edit “/ }).waitFor();
      await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).not.toBe('');
    },
  },
  { name: 'images', path: '/admin/images', menu: 'Images', ready: heading('Images') },
  {
    name: 'bulk-upload',
    path: '/admin/bulk-upload',
    menu: 'Bulk upload',
    ready: heading('Bulk upload'),
  },
  {
    name: 'orders',
    path: '/admin/orders',
    menu: 'Orders',
    ready: heading('Orders', (p) => p.getByRole('link', { name: /^Order PSK-/ })),
  },
  {
    name: 'order-detail',
    path: `/admin/orders?order=${firstOrder.id}`,
    ready: async (page) => {
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: new RegExp(`Order ${firstOrder.orderNumber}`) })
        .waitFor();
    },
  },
  {
    name: 'users',
    path: '/admin/users',
    menu: 'Users',
    ready: heading('Users', (p) => p.getByText('Asha Rao')),
  },
  {
    name: 'analytics',
    path: '/admin/analytics',
    menu: 'Analytics',
    ready: heading('Analytics', (p) => p.getByRole('heading', { name: 'Top searches' })),
  },
  {
    name: 'settings',
    path: '/admin/settings',
    menu: 'Settings',
    ready: heading('Settings', (p) => p.getByLabel('Store name')),
  },
  {
    name: 'configuration',
    path: '/admin/configuration',
    menu: 'Site configuration',
    ready: heading('Site configuration', (p) => p.getByText('Fiction', { exact: true })),
  },
  {
    name: 'conditional-queries',
    path: '/admin/conditional-queries',
    menu: 'Conditional queries',
    ready: heading('Conditional queries', (p) => p.getByText(/^[\d,]+ books match$/)),
  },
  { name: 'outbox', path: '/admin/outbox', menu: 'Outbox', ready: heading('Outbox') },
  {
    name: 'promotions',
    path: '/admin/promotions',
    menu: 'Promotions',
    ready: heading('Promotions', (p) => p.getByLabel('Code')),
  },
  {
    name: 'delivery-zones',
    path: '/admin/delivery',
    menu: 'Delivery zones',
    ready: heading('Delivery zones', (p) => p.getByText('No zones yet')),
  },
  {
    name: 'staff',
    path: '/admin/staff',
    menu: 'Staff',
    ready: heading('Staff', (p) => p.getByRole('heading', { name: 'Roles' })),
  },
  {
    name: 'returns',
    path: '/admin/returns',
    menu: 'Returns',
    ready: heading('Returns', (p) => p.getByText('No open returns')),
  },
  {
    name: 'reviews',
    path: '/admin/reviews',
    menu: 'Reviews',
    ready: heading('Reviews', (p) => p.getByText('Nothing to look at')),
  },
];

/**
 * Switches the open page's theme in place, as a choice made in another tab reaches it (the
 * stored choice and a storage event), and waits for the colours to settle. A screen is loaded
 * in the stored theme (light); the dark one is checked without loading it again (the first
 * paint in a stored dark theme is checked by the server-render and shell suites).
 */
async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
  }, theme);
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('dark') === dark &&
      document
        .getAnimations()
        .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    theme === 'dark',
  );
}

/** Width and axe in the light theme the screen loaded in, then in the dark theme. */
async function checkBothThemes(
  page: Page,
  name: string,
  width: number,
  afterDark?: () => Promise<void>,
) {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    false,
  );
  expect(await scrollWidth(page), `${name} (light)`).toBe(width);
  expect(await axeViolations(page), `${name} at ${width} px, light`).toEqual([]);
  await switchTheme(page, 'dark');
  expect(await scrollWidth(page), `${name} (dark)`).toBe(width);
  expect(await axeViolations(page), `${name} at ${width} px, dark`).toEqual([]);
  await afterDark?.();
  await switchTheme(page, 'light');
}

beforeAll(async () => {
  mkdirSync(screens, { recursive: true });
  shop = await startShop({ ADMIN_EMAILS: `${ownerEmail},${deskEmail}` });
  browser = await launchBrowser();
  shopper = await browser.newContext({ bypassCSP: true });
  await shopper.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await shopper.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await signUpAndConfirm(shopper, shop, {
    name: 'Asha Rao',
    email: 'asha@example.com',
    password,
  });
  firstOrder = await placeCodOrder();
  owner = await signedIn(ownerEmail, 'Owner Person', 'phone');
});

afterAll(async () => {
  // A shop that stopped on its own says why.
  if (shop && shop.child.exitCode !== null) console.error(shop.output());
  await browser?.close();
  await shop?.stop();
});

describe('the admin area on a phone', () => {
  it(
    'reaches every screen in one tap from the menu; none scrolls sideways; axe passes in light and dark',
    { timeout: 300_000 },
    async () => {
      const page = await owner.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${shop.url}/admin`);
      await heading('Dashboard')(page);
      // On a phone the side navigation gives way to a bottom bar and a Menu sheet.
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).isVisible()).toBe(
        false,
      );
      const bar = page.getByRole('navigation', { name: 'Admin shortcuts' });
      await bar.waitFor();

      for (const screen of adminScreens()) {
        if (screen.menu) {
          await bar.getByRole('button', { name: 'Menu' }).tap();
          const sheet = page.getByRole('dialog', { name: 'Admin' });
          await sheet.waitFor();
          await sheet
            .getByRole('navigation', { name: 'All admin sections' })
            .getByRole('link', { name: new RegExp(`^${screen.menu}\\b`) })
            .tap();
          await sheet.waitFor({ state: 'detached' });
          await page.waitForURL((url) => url.pathname === screen.path);
        } else {
          await page.goto(shop.url + screen.path);
        }
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(screens, `${screen.name}.png`) });
        await checkBothThemes(page, screen.name, 390, () =>
          page.screenshot({ path: path.join(screens, `${screen.name}-dark.png`) }).then(() => {}),
        );
        // An order open over the list is closed before the next tap on the menu.
        if (screen.name === 'order-detail') {
          await page.getByRole('button', { name: 'Close the order' }).tap();
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it(
    'passes axe on every screen at 1366 px too, in light and dark',
    { timeout: 300_000 },
    async () => {
      const desk = await signedIn(deskEmail, 'Desk Person', 'desktop');
      const page = await desk.newPage();
      for (const screen of adminScreens()) {
        // Loaded and drawn (no placeholders left): axe reads the page, not its images.
        await page.goto(shop.url + screen.path);
        await screen.ready(page);
        await checkBothThemes(page, screen.name, 1366);
      }
      await desk.close();
    },
  );

  it('adds a book with a cover photo from the camera input, then edits its stock and price from the list', async () => {
    const page = await owner.newPage();
    await page.goto(`${shop.url}/admin/books/new`);
    await heading('New book')(page);
    await page.getByLabel('Title', { exact: true }).fill('Phone Cover Book');
    await page.getByLabel('Author', { exact: true }).fill('Field Writer');
    await page.getByLabel('MRP (₹)').fill('400');
    await page.getByLabel('Selling price (₹)').fill('350');
    await page.getByRole('checkbox', { name: 'Fiction', exact: true }).check();

    // The input asks a phone for its rear camera; here a "photo" is handed to it as a file.
    const camera = page.getByLabel('Take a cover photo');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    const photo = await sharp({
      create: { width: 1200, height: 1800, channels: 3, background: '#2a6f97' },
    })
      .jpeg()
      .toBuffer();
    await camera.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText(/^Photo uploaded and resized \(/).waitFor({ timeout: 20_000 });
    const coverUrl = await page.getByLabel('Cover image URL').inputValue();
    expect(coverUrl).toMatch(/^\/uploads\/images\/img-2041-[0-9a-f]+-320\.webp$/i);
    const cover = await fetch(shop.url + coverUrl);
    expect(cover.status).toBe(200);
    const meta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 320]);

    // The save bar stays on screen above the bottom bar while the form scrolls.
    const save = page.getByRole('button', { name: 'Add book' });
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height - 64);
    // With the on-screen keyboard up (here: the visual viewport made 300 px shorter, as a
    // keyboard makes it), the bottom bar steps aside and the save bar sits above the keyboard.
    const bar = page.getByRole('navigation', { name: 'Admin shortcuts' });
    await page.getByLabel('Author', { exact: true }).focus();
    await page.evaluate(() => {
      const viewport = window.visualViewport!;
      Object.defineProperty(viewport, 'height', {
        configurable: true,
        get: () => window.innerHeight - 300,
      });
      viewport.dispatchEvent(new Event('resize'));
    });
    await expect.poll(() => bar.isVisible()).toBe(false);
    const above = (await save.boundingBox())!;
    expect(above.y + above.height).toBeLessThanOrEqual(phone.height - 300);
    expect(above.y).toBeGreaterThan(0);
    await page.evaluate(() => {
      delete (window.visualViewport as unknown as { height?: number }).height;
      window.visualViewport!.dispatchEvent(new Event('resize'));
    });
    await expect.poll(() => bar.isVisible()).toBe(true);
    await save.tap();
    await toast(page, 'Book added');
    await page.waitForURL(/\/admin\/books\/\d+\/edit$/);
    const id = Number(/\/admin\/books\/(\d+)\/edit/.exec(page.url())![1]);
    const saved = await api<{ imageUrl: string; stockQuantity: number }>(
      owner,
      'GET',
      `/api/admin/books/${id}`,
    );
    expect(saved.body.imageUrl).toBe(coverUrl);

    // Stock and price from the list, as cards on a phone.
    await page.goto(`${shop.url}/admin/books?search=Phone%20Cover%20Book`);
    const card = page.getByRole('listitem', { name: 'Phone Cover Book' });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await card
      .getByRole('button', { name: `Stock of Phone Cover Book: ${saved.body.stockQuantity}. Edit` })
      .tap();
    const stock = card.getByRole('spinbutton', { name: 'Stock of Phone Cover Book' });
    await stock.fill('-2');
    await stock.press('Enter');
    await card.getByText('Stock cannot be negative').waitFor();
    await stock.fill('7');
    await card.getByRole('button', { name: 'Save stock' }).tap();
    await toast(page, 'Stock updated');
    await card.getByRole('button', { name: 'Stock of Phone Cover Book: 7. Edit' }).waitFor();

    await card.getByRole('button', { name: 'Price of Phone Cover Book: ₹350.00. Edit' }).tap();
    const price = card.getByRole('spinbutton', { name: 'Price of Phone Cover Book' });
    await price.fill('450');
    await price.press('Enter');
    await card.getByText('Selling price cannot be more than the MRP').waitFor();
    await price.fill('299');
    await card.getByRole('button', { name: 'Save price' }).tap();
    await toast(page, 'Price updated');
    await card.getByRole('button', { name: 'Price of Phone Cover Book: ₹299.00. Edit' }).waitFor();
    expect(await scrollWidth(page)).toBe(390);

    const after = await api<{ stockQuantity: number; sellingPrice: number }>(
      owner,
      'GET',
      `/api/admin/books/${id}`,
    );
    expect(after.body).toMatchObject({ stockQuantity: 7, sellingPrice: 299 });
    await page.close();
  });

  it('shows a new order on the open dashboard within seconds, badges Orders, and moves it from pending to shipped from the list', async () => {
    const page = await owner.newPage();
    await page.goto(`${shop.url}/admin`);
    await heading('Dashboard')(page);
    const today = page.getByRole('region', { name: 'Today’s orders' });
    await today.waitFor();
    // Today's orders and low stock come first, before the figures.
    const top = async (name: string) => (await page.getByRole('region', { name }).boundingBox())!.y;
    expect(await top('Today’s orders')).toBeLessThan(await top('Revenue, last 30 days'));
    expect(await top('Low stock')).toBeLessThan(await top('Revenue, last 30 days'));

    const bar = page.getByRole('navigation', { name: 'Admin shortcuts' });
    const ordersLink = bar.getByRole('link', { name: /^Orders/ });
    const pendingBefore = (
      await api<{ pendingCount: number }>(owner, 'GET', '/api/admin/orders/pulse')
    ).body.pendingCount;
    if (pendingBefore > 0) {
      await expect.poll(() => ordersLink.textContent()).toContain(`${pendingBefore} pending`);
    }

    const placedAt = Date.now();
    const order = await placeCodOrder();
    await toast(page, 'New order');
    await page.getByText(`Order ${order.orderNumber} has just been placed.`).first().waitFor();
    await today.getByRole('link', { name: `Today’s order ${order.orderNumber}` }).waitFor();
    expect(Date.now() - placedAt).toBeLessThan(12_000);
    await expect.poll(() => ordersLink.textContent()).toContain(`${pendingBefore + 1} pending`);

    await ordersLink.tap();
    await heading('Orders')(page);
    const list = page.getByRole('list', { name: 'Orders, newest first' });
    await list.waitFor();
    await list.getByRole('button', { name: `Confirm order ${order.orderNumber}` }).tap();
    let dialog = page.getByRole('dialog', { name: `Confirm order: ${order.orderNumber}` });
    await dialog.getByRole('button', { name: 'Confirm order' }).tap();
    await toast(page, 'Order confirmed');
    await dialog.waitFor({ state: 'detached' });

    await page.waitForTimeout(600); // docs/product.md §9: the same call within 500 ms is refused
    await list.getByRole('button', { name: `Mark shipped ${order.orderNumber}` }).tap();
    dialog = page.getByRole('dialog', { name: `Mark shipped: ${order.orderNumber}` });
    await dialog.getByRole('button', { name: 'Mark shipped' }).tap();
    await dialog.getByText('Enter the tracking number to mark the order shipped').waitFor();
    await dialog.getByLabel('Tracking number').fill('DTDC-9938271');
    await dialog.getByRole('button', { name: 'Mark shipped' }).tap();
    await toast(page, 'Order marked shipped');
    await list.getByRole('button', { name: `Mark delivered ${order.orderNumber}` }).waitFor();
    expect(await scrollWidth(page)).toBe(390);

    const detail = await api<{ status: string; trackingNumber: string }>(
      owner,
      'GET',
      `/api/admin/orders/${order.id}`,
    );
    expect(detail.body).toMatchObject({ status: 'shipped', trackingNumber: 'DTDC-9938271' });
    await page.close();
  });

  it('is installable: the admin pages link a manifest that opens on /admin, with its icons', async () => {
    const page = await owner.newPage();
    await page.goto(`${shop.url}/admin/books`);
    await heading('Books')(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/admin.webmanifest',
    );
    // Chromium itself reads the manifest without errors and finds nothing stopping an install
    // but the test browser's private mode.
    const cdp = await owner.newCDPSession(page);
    const read = await cdp.send('Page.getAppManifest');
    expect([read.url, read.errors]).toEqual([`${shop.url}/admin.webmanifest`, []]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    const res = await fetch(`${shop.url}/admin.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const png = await fetch(shop.url + icon.src);
      expect(png.status, icon.src).toBe(200);
      const { width, height } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    await page.close();
  });

  it('names each book on the shopper’s /orders thumbnails', async () => {
    const page = await shopper.newPage();
    await page.setViewportSize(phone);
    await page.goto(`${shop.url}/orders`);
    const card = page.getByRole('listitem').filter({ hasText: `Order ${firstOrder.orderNumber}` });
    await card.waitFor();
    const order = await api<{ items: { title: string }[] }>(
      shopper,
      'GET',
      `/api/orders/${firstOrder.id}`,
    );
    const title = order.body.items[0]!.title;
    await card.getByRole('img', { name: title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
