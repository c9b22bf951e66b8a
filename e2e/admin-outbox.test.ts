// The admin Outbox on a shop without a mail server: held mail is read there by staff only.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './page-checks.ts';
import { browserHelpers, launchBrowser, startShop, type RunningShop } from './harness.ts';

const adminEmail = 'owner@pustak.test';
const shopperEmail = 'asha@example.com';
const password = 'reading-is-fun';
const shots = process.env.SHOTS_DIR;

let shop: RunningShop;
let browser: Browser;
let admin: BrowserContext;
let shopper: BrowserContext;
const { api } = browserHelpers(() => shop.url);

interface HeldLine {
  to?: string;
  subject?: string;
  text?: string;
}

/**
 * The held mails to `to` the shop printed on its console (it does so only on loopback, at
 * LOG_LEVEL info): the owner's way in before any admin can read the Outbox.
 */
function heldOnConsole(to: string): HeldLine[] {
  const lines: HeldLine[] = [];
  for (const line of shop.output().split('\n')) {
    if (!line.includes('held in the outbox')) continue;
    try {
      const entry = JSON.parse(line) as HeldLine;
      if (entry.to === to) lines.push(entry);
    } catch {
      // not a log line
    }
  }
  return lines;
}

/** The code in the newest held mail to `to` beyond the first `seen`, waiting up to 10 s. */
async function consoleCode(to: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const held = heldOnConsole(to);
    const code = held.length > seen ? /\b(\d{6})\b/.exec(held.at(-1)!.text ?? '')?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code printed for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A browser context signed in as a new account, confirmed with the code from the console. */
async function signedIn(email: string, name: string): Promise<BrowserContext> {
  // bypassCSP lets the test add axe-core to the page; the shop's own CSP refuses it.
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  const signUp = await api(context, 'POST', '/api/auth/sign-up/email', { name, email, password });
  expect(signUp.status).toBe(200);
  const verified = await api(context, 'POST', '/api/auth/email-otp/verify-email', {
    email,
    otp: await consoleCode(email),
  });
  expect(verified.status).toBe(200);
  return context;
}

/** The whole page, or only the screen when a dialog is open over it. */
async function screenshot(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  // After the dialog's opening animation.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

beforeAll(async () => {
  shop = await startShop({
    ADMIN_EMAILS: adminEmail,
    SMTP_URL: '',
    SMS_WEBHOOK_URL: '',
    LOG_LEVEL: 'info',
  });
  browser = await launchBrowser();
  admin = await signedIn(adminEmail, 'Owner Person');
  shopper = await signedIn(shopperEmail, 'Asha Rao');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the admin Outbox without a mail server', () => {
  let resetCode: string;

  beforeAll(async () => {
    const asked = await api(shopper, 'POST', '/api/auth/email-otp/request-password-reset', {
      email: shopperEmail,
    });
    expect(asked.status).toBe(200);
    // After its confirmation code and its welcome.
    resetCode = await consoleCode(shopperEmail, 2);
  });

  it('shows an admin the held reset mail, and its code when opened', async () => {
    const page = await admin.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${shop.url}/admin`);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    await page
      .getByRole('note')
      .getByText(
        "No mail server (SMTP_URL) or SMS provider (SMS_WEBHOOK_URL) is set up, so the shop's mail and text messages wait here.",
      )
      .waitFor();
    await page.getByText('Pass codes on to customers only when they ask.').waitFor();

    const table = page.getByRole('table', { name: 'Messages, newest first' });
    const row = table.getByRole('row').filter({ hasText: shopperEmail }).first();
    await row.getByText(`${resetCode} is your Pustak password reset code`).waitFor();
    await row.getByText('Held — no mail server').waitFor();
    await row.getByText('Mail', { exact: true }).waitFor();
    await page.getByText('5 messages').waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'outbox-desktop');

    // Opened from the keyboard; the text keeps its line breaks, the HTML is not rendered.
    await row.getByRole('link').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /password reset code/ }).waitFor();
    await page.waitForURL((url) => url.searchParams.has('message'));
    await dialog.getByText(resetCode, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Copy code' }).waitFor();
    const text = await dialog.locator('pre').innerText();
    expect(text).toContain(`Use this code to reset your Pustak password: ${resetCode}\n\nThe code`);
    expect(await dialog.locator('pre').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe(
      'pre-wrap',
    );
    expect(await dialog.locator('h1').count()).toBe(0);
    await dialog.getByText('Held — no mail server').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'outbox-message-desktop', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('message')).toBe(false);

    // A click anywhere on the row opens it too (here on the recipient).
    await row.click({ position: { x: 40, y: 20 } });
    await dialog.getByText(resetCode, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close the message' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The recipient search and the filters narrow the list.
    await page.getByRole('searchbox', { name: 'Recipient' }).fill('ASHA@');
    await page.getByRole('button', { name: 'Search recipients' }).click();
    // Its confirmation code, its welcome and the reset code.
    await page.getByText('3 messages').waitFor();
    await page.getByLabel('Delivery', { exact: true }).selectOption('sent');
    await page.getByRole('heading', { name: 'No messages match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('5 messages').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a 390 px screen as cards, the message readable there too', async () => {
    const page = await admin.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}/admin/outbox`);
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    const cards = page.getByRole('list', { name: 'Messages, newest first' });
    const card = cards.getByRole('listitem').filter({ hasText: /password reset code/ });
    await card.getByText('Held — no mail server').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'outbox-mobile');

    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(resetCode, { exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'outbox-message-mobile', false);
    await page.close();
  });

  it('keeps the mail from a shopper and from anyone signed out', async () => {
    const page = await shopper.newPage();
    await page.goto(`${shop.url}/admin/outbox`);
    await page.getByRole('heading', { name: 'You do not have access' }).waitFor();
    await page.waitForLoadState('networkidle');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain('password reset code');
    expect(body).not.toContain(resetCode);
    await page.close();

    expect((await api(shopper, 'GET', '/api/admin/outbox')).status).toBe(403);
    const anonymous = await fetch(`${shop.url}/api/admin/outbox`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain(shopperEmail);
  });
});
