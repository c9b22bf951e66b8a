import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontPaths } from '../src/shared/routes.ts';
import { gotoReady, launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function openPage(path = '/', opts: { showPopup?: boolean; mobile?: boolean } = {}) {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const response = await gotoReady(page, shop.url + path);
  return { context, page, response, errors };
}

describe('storefront shell', () => {
  it('renders every storefront route of the spec with status 200 and no script errors', async () => {
    const { context, page } = await openPage('/');
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
    // The demo catalogue has no series or publishers: their pages draw their own not-found state.
    const absent: Record<string, string> = {
      '/series/:slug': 'Series not found',
      '/publishers/:slug': 'Publisher not found',
    };
    for (const route of storefrontPaths) {
      const path = route.replace(':id', '1').replace(':slug', 'r-k-narayan');
      const response = await page.goto(shop.url + path);
      expect(response?.status(), path).toBe(absent[route] ? 404 : 200);
      if (absent[route]) await page.getByRole('heading', { name: absent[route] }).waitFor();
      await expect.poll(() => page.locator('main').count(), { timeout: 10_000 }).toBe(1);
      await page.locator('main h1').first().waitFor({ timeout: 10_000 });
      expect(await page.getByText('Page not found').count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the seeded catalogue on the home page with prices in rupees', async () => {
    const { context, page } = await openPage('/');
    const firstCard = page.locator('main a[href^="/books/"]').first();
    await firstCard.waitFor();
    expect(await page.locator('main a[href^="/books/"]').count()).toBeGreaterThan(8);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/₹\d/);
    expect(await page.locator('main img[srcset]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const { context, page, response } = await openPage('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found').first().waitFor();
    await context.close();
  });

  it('searches from the header, ignoring blank input, with a clear button', async () => {
    const { context, page } = await openPage('/');
    const box = page.getByPlaceholder('Search books, authors, ISBN...').first();
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('Ruskin Bond');
    await page.getByRole('button', { name: /clear/i }).first().click();
    expect(await box.inputValue()).toBe('');
    await box.fill('Ruskin Bond');
    await box.press('Enter');
    await page.waitForURL(/\/collections\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('Ruskin Bond');
    await context.close();
  });

  it('lists categories from the site config in the Categories menu', async () => {
    const { context, page } = await openPage('/');
    await page
      .getByRole('button', { name: /categories/i })
      .first()
      .click();
    const item = page.getByRole('menuitem', { name: "Children's Books" });
    await item.waitFor();
    await item.click();
    await page.waitForURL(/\/collections\?category=/);
    expect(new URL(page.url()).searchParams.get('category')).toBe("Children's Books");
    await context.close();
  });

  it('sends a signed-out visitor on an admin path home with the login dialog', async () => {
    // Header and footer hidden for admins on /admin: e2e/auth.test.ts signs in as one.
    const { context, page } = await openPage('/');
    await page.locator('footer').first().waitFor();
    expect(await page.getByPlaceholder('Search books, authors, ISBN...').count()).toBeGreaterThan(
      0,
    );
    await page.goto(`${shop.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog').getByText('Welcome Back').waitFor();
    await context.close();
  });

  it('keeps the chosen theme across reloads and syncs it to other tabs', async () => {
    const { context, page } = await openPage('/');
    const isDark = (p: Page) =>
      p.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark(page)).toBe(false); // light when nothing is stored
    const other = await context.newPage();
    await other.goto(shop.url + '/contact');
    await page.getByRole('button', { name: /theme/i }).first().click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(() => isDark(other)).toBe(true);
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await context.close();
  });

  it('shows the promotional popup once per browser', async () => {
    const { context, page } = await openPage('/', { showPopup: true });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 6000 });
    expect(await dialog.innerText()).toMatch(/Pustak/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForTimeout(3000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('moves focus to the toast area on F8', async () => {
    const { context, page } = await openPage('/');
    await page.locator('main h1').first().waitFor();
    await page.keyboard.press('F8');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[role=region]')?.getAttribute('aria-label') ?? '',
        ),
      )
      .toMatch(/Notifications/);
    await context.close();
  });

  it('opens the mobile drawer with the header links and Register', async () => {
    const { context, page } = await openPage('/', { mobile: true });
    await page.getByRole('button', { name: /menu/i }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (const name of ['Home', 'Collections', 'Browse', 'Contact Us', 'Register']) {
      expect(await drawer.getByText(name, { exact: true }).count(), name).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('sends the contact form, showing validation messages first', async () => {
    const { context, page } = await openPage('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Your name').fill('Asha Rao');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Delivery to Pune');
    await page.getByLabel('Message').fill('Do you deliver to PIN code 411001?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Invalid email format.').waitFor();
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent').first().waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    await context.close();
  });

  it('records page views and book views first-party, with currency INR', async () => {
    const { context, page } = await openPage('/');
    const sent = page.waitForRequest(
      (req) => req.url().endsWith('/api/events') && (req.postData() ?? '').includes('ViewContent'),
      { timeout: 15_000 },
    );
    await page.goto(`${shop.url}/books/1`);
    const body = JSON.parse((await sent).postData()!) as {
      events: { name: string; bookId?: number; payload: { currency: string } }[];
    };
    const view = body.events.find((e) => e.name === 'ViewContent')!;
    expect(view).toMatchObject({ bookId: 1, payload: { currency: 'INR' } });
    expect(body.events.some((e) => e.name === 'PageView')).toBe(true);
    await context.close();
  });
});
