import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses } from './accounts.ts';
import {
  browserHelpers,
  launchBrowser,
  newContext,
  startShop,
  type RunningShop,
} from './harness.ts';
import { startSmsCatcher } from './sms-catcher.ts';

const adminEmail = 'admin@pustak.test';
const password = 'reading-is-fun';

let shop: RunningShop;
let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
let browser: Browser;
const { openPage } = browserHelpers(() => shop.url);

beforeAll(async () => {
  sms = await startSmsCatcher();
  shop = await startShop({ ADMIN_EMAILS: adminEmail, SMS_WEBHOOK_URL: sms.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await sms?.close();
});

let counter = 0;
function uniqueEmail(name = 'asha'): string {
  counter += 1;
  return `${name}+${Date.now()}${counter}@example.com`;
}

// The server rate-limits sign-in per client address (5 a minute) and believes X-Forwarded-For
// from this host, as it would from a local proxy: each shopper here is a client of their own.
const freshIp = clientAddresses(77);

/** How many mails the shop has sent to `to` so far. */
const mailCount = (to: string) => shop.mail.mailsTo(to).length;

/** The code in the newest mail to `to`, once there are more than `seen`. */
const latestCode = (to: string, seen = 0) => shop.mail.codeFor(to, { after: seen });

async function post(path: string, body: object, ip = freshIp()) {
  return fetch(shop.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

/** An account made through the API; confirmed unless asked otherwise. */
async function createAccount(
  email: string,
  opts: { name?: string; confirmed?: boolean } = {},
): Promise<void> {
  const res = await post('/api/auth/sign-up/email', {
    name: opts.name ?? 'Asha Rao',
    email,
    password,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  if (opts.confirmed === false) return;
  const otp = await latestCode(email);
  const verified = await post('/api/auth/email-otp/verify-email', { email, otp });
  expect(verified.status).toBe(200);
}

async function shopperContext(opts: { mobile?: boolean; theme?: 'dark' } = {}) {
  const context = await newContext(browser, { mobile: opts.mobile });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  if (opts.theme) {
    const theme = opts.theme;
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  }
  return context;
}

/**
 * Signs this browser in without the sign-in form (its rate limit is for people): a fresh
 * account's email code, confirmed through the browser's own cookie jar, opens a session.
 */
async function signInThroughConfirmation(context: BrowserContext, email: string, name?: string) {
  await createAccount(email, { name, confirmed: false });
  const otp = await latestCode(email);
  const res = await context.request.post(`${shop.url}/api/auth/email-otp/verify-email`, {
    data: { email, otp },
    headers: { origin: shop.url },
  });
  expect(res.status()).toBe(200);
}

function authDialog(page: Page) {
  return page.getByRole('dialog');
}

async function openSignIn(page: Page) {
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  await authDialog(page).getByRole('heading', { name: 'Welcome Back' }).waitFor();
}

async function submitSignIn(page: Page, email: string, pass: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(pass);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 });
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
}

describe('accounts', () => {
  it('registers, confirms the emailed code on /confirm-email and is signed in, then logs out', async () => {
    const context = await shopperContext();
    const { page, errors } = await openPage(context);
    const email = uniqueEmail();
    await openSignIn(page);
    await authDialog(page).getByRole('button', { name: 'Register now' }).click();
    const dialog = authDialog(page);
    await dialog.getByRole('heading', { name: 'Join Pustak' }).waitFor();
    await dialog.getByLabel('Full name').fill('Asha Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
    await dialog.getByLabel('I accept the Terms of Service and Privacy Policy').check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await toast(page, 'Account created!');
    await page.waitForURL((url) => url.pathname === '/confirm-email');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await expect.poll(() => authDialog(page).count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    const code = page.getByLabel('Confirmation code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill('12345');
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await page.getByText('Invalid OTP format. Must be 6 digits.').waitFor();
    await code.fill(await latestCode(email));
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await toast(page, 'Email confirmed');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);

    await openAccountMenu(page);
    for (const item of ['Profile', 'Orders', 'Wishlist', 'Logout']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    // Logging out on a page that needs a session goes home, without asking to sign in again.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You have been logged out of your account.').first().waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('pustak-client-state'))).toBeNull();
    expect(await authDialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the register form’s validation messages', async () => {
    const context = await shopperContext();
    const { page } = await openPage(context);
    await openSignIn(page);
    await authDialog(page).getByRole('button', { name: 'Register now' }).click();
    const dialog = authDialog(page);
    await dialog.getByLabel('Full name').fill('Asha 123');
    await dialog.getByLabel('Email').fill('asha@example');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Invalid name format. Must contain only letters and spaces.',
      'Invalid email format.',
      'Password must be at least 8 characters long',
      'Please confirm your password',
      'You must accept the terms and conditions to continue',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    const emailBox = dialog.getByLabel('Email');
    expect(await emailBox.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await emailBox.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Invalid email format.');

    await dialog.getByLabel('Full name').fill('Asha Rao');
    await dialog.getByLabel('Email').fill('asha@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(`${password}!`);
    await dialog.getByLabel('I accept the Terms of Service and Privacy Policy').check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Passwords do not match', { exact: true }).waitFor();
    expect(await dialog.getByText('Invalid email format.').count()).toBe(0);

    // The policy links open the policy pages; show/hide reveals the password.
    expect(await dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(await dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    const passwordBox = dialog.getByLabel('Password', { exact: true });
    expect(await passwordBox.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    expect(await passwordBox.getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Hide password' }).first().waitFor();

    // Toggling starts the other form afresh.
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await dialog.getByRole('button', { name: 'Register now' }).click();
    await dialog.getByRole('heading', { name: 'Join Pustak' }).waitFor();
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('');
    expect(await dialog.getByText('Passwords do not match').count()).toBe(0);
    await context.close();
  });

  it('refuses a wrong password with "Sign in failed" and remembers the email typed', async () => {
    const email = uniqueEmail('ravi');
    await createAccount(email, { name: 'Ravi Kumar' });
    const context = await shopperContext();
    const { page } = await openPage(context);
    await openSignIn(page);
    await authDialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await authDialog(page).getByText('Username or email is required').waitFor();
    await authDialog(page).getByText('Password is required').waitFor();
    await submitSignIn(page, email, 'not-the-password');
    await toast(page, 'Sign in failed');
    await page.getByText('Invalid email or password').first().waitFor();
    await authDialog(page).getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

    await page.reload();
    await openSignIn(page);
    expect(await authDialog(page).getByLabel('Email').inputValue()).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('pustak-last-email'))).toBe(email);
    await context.close();
  });

  it('keeps the dialog open for an unconfirmed account and leads to /confirm-email', async () => {
    const email = uniqueEmail('meera');
    await createAccount(email, { name: 'Meera Nair', confirmed: false });
    const context = await shopperContext();
    const { page } = await openPage(context);
    await openSignIn(page);
    const mailsBefore = mailCount(email);
    await submitSignIn(page, email, password);
    await toast(page, 'Email confirmation required');
    await page.getByText('Please check your email and confirm your account.').first().waitFor();
    const dialog = authDialog(page);
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await dialog.getByRole('link', { name: 'Enter confirmation code' }).click();
    await page.waitForURL((url) => url.pathname === '/confirm-email');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await page.getByLabel('Confirmation code').fill(await latestCode(email, mailsBefore));
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await toast(page, 'Email confirmed');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('sends a signed-out visitor from /profile home with the login dialog, and back after sign-in', async () => {
    const email = uniqueEmail('kabir');
    await createAccount(email, { name: 'Kabir Singh' });
    const context = await shopperContext();
    const { page, errors } = await openPage(context, '/profile');
    await page.waitForURL((url) => url.pathname === '/');
    await authDialog(page).getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await submitSignIn(page, email, password);
    await toast(page, 'Welcome back!');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByText(email).first().waitFor();
    await expect.poll(() => authDialog(page).count()).toBe(0);

    for (const path of ['/cart', '/wishlist', '/orders/abc']) {
      await page.goto(shop.url + path);
      await page.locator('main h1').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the admin area and its menu link only to an admin', async () => {
    const shopper = await shopperContext();
    await signInThroughConfirmation(shopper, uniqueEmail('tara'), 'Tara Das');
    const { page } = await openPage(shopper);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(shop.url + '/admin');
    await page.getByRole('heading', { name: 'You do not have access' }).waitFor();
    await shopper.close();

    const visitor = await shopperContext();
    const { page: visitorPage } = await openPage(visitor, '/admin/books');
    await visitorPage.waitForURL((url) => url.pathname === '/');
    await authDialog(visitorPage).getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await visitor.close();

    const admin = await shopperContext();
    await signInThroughConfirmation(admin, adminEmail, 'Pustak Admin');
    const { page: adminPage } = await openPage(admin);
    await openAccountMenu(adminPage);
    await adminPage.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin');
    await adminPage.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    expect(await adminPage.getByText('You do not have access').count()).toBe(0);
    // The storefront's header and footer stay off admin pages (docs/product.md §2).
    expect(await adminPage.getByPlaceholder('Search books, authors, ISBN...').count()).toBe(0);
    expect(await adminPage.locator('footer').count()).toBe(0);
    await admin.close();
  });

  it('resets a forgotten password with the emailed code', async () => {
    const email = uniqueEmail('neha');
    await createAccount(email, { name: 'Neha Joshi' });
    const context = await shopperContext();
    const { page } = await openPage(context);
    await openSignIn(page);
    await authDialog(page).getByLabel('Email').fill(email);
    await authDialog(page).getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await expect.poll(() => authDialog(page).count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const mailsBefore = mailCount(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);

    const newPassword = 'a-new-chapter';
    await page.getByLabel('Reset code').fill(await latestCode(email, mailsBefore));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await toast(page, 'Password reset');
    await page.getByText('Sign in with your new password.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await authDialog(page).getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await authDialog(page).getByLabel('Email').inputValue()).toBe(email);
    await submitSignIn(page, email, newPassword);
    await toast(page, 'Welcome back!');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('adds and verifies a phone number on /profile', async () => {
    const context = await shopperContext();
    await signInThroughConfirmation(context, uniqueEmail('isha'), 'Isha Kapoor');
    const { page } = await openPage(context, '/profile');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const phoneBox = page.getByLabel('Mobile number');
    await phoneBox.fill('98765');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByText(
        'Invalid phone number format. Must start with + followed by country code and number.',
      )
      .waitFor();

    const digits = String(Date.now()).slice(-9);
    const phone = `+919${digits}`;
    await phoneBox.fill(`+91 9${digits.slice(0, 4)}-${digits.slice(4)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'Code sent');
    const codeBox = page.getByLabel('Verification code');
    await codeBox.fill('1234');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Invalid OTP format. Must be 6 digits.').waitFor();
    await codeBox.fill(await sms.codeFor(phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await toast(page, 'Phone number verified');
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText(phone, { exact: true }).waitFor();
    await context.close();
  });

  it('edits the name, changes the password and deletes the account from /profile', async () => {
    const context = await shopperContext();
    const email = uniqueEmail('dev');
    await signInThroughConfirmation(context, email, 'Dev Patel');
    const { page } = await openPage(context, '/profile');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    await page.getByLabel('Full name').fill('Devendra Patel');
    await page.getByRole('button', { name: 'Save name' }).click();
    await toast(page, 'Profile updated');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toMatchObject({ fullName: 'Devendra Patel' });

    await page.getByLabel('Current password', { exact: true }).fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('second-edition');
    await page.getByLabel('Confirm new password', { exact: true }).fill('second-edition');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not right.').waitFor();
    // The same call again within 500 ms is refused with "Slow down!" (docs/product.md §7); people are slower.
    await page.waitForTimeout(600);
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed');

    await page.getByRole('button', { name: 'Sign out of other devices' }).click();
    await toast(page, 'Signed out of other devices');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect
      .poll(() => dialog.getByLabel('Type DELETE to confirm').getAttribute('aria-invalid'))
      .toBe('true');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    // The open session is not proof enough: the password is asked for, and checked.
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('That password is not right').waitFor();
    await page.waitForTimeout(600);
    await dialog.getByLabel('Your password').fill('second-edition');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await toast(page, 'Account deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await authDialog(page).count()).toBe(0);
    const status = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(status).toBe(401);
    await context.close();
  });

  it('offers Sign In and Register in the mobile drawer, and the account links once signed in', async () => {
    const visitor = await shopperContext({ mobile: true });
    const { page } = await openPage(visitor);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await authDialog(page).getByRole('heading', { name: 'Join Pustak' }).waitFor();
    await visitor.close();

    const shopper = await shopperContext({ mobile: true });
    await signInThroughConfirmation(shopper, uniqueEmail('zoya'), 'Zoya Khan');
    const { page: shopperPage } = await openPage(shopper);
    await shopperPage.getByRole('button', { name: 'Account menu' }).waitFor();
    await shopperPage.getByRole('button', { name: 'Open menu' }).click();
    const drawer = shopperPage.getByRole('dialog');
    for (const name of ['Profile', 'Orders', 'Wishlist']) {
      await drawer.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await drawer.getByRole('button', { name: 'Register' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await toast(shopperPage, 'Logged out successfully');
    await shopper.close();
  });
});
