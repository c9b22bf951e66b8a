import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, newContext, startShop, type RunningShop } from './harness.ts';

// A real OpenID Connect provider on localhost, with its development login and consent pages.
let provider: Server;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  const [shopPort, providerPort] = [await freePort(), await freePort()];
  const issuer = `http://127.0.0.1:${providerPort}`;
  const clientSecret = randomBytes(24).toString('hex');
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: 'pustak',
        client_secret: clientSecret,
        redirect_uris: [`http://127.0.0.1:${shopPort}/api/auth/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@sso.example`, email_verified: true, name: 'Kavya Iyer' };
        },
      };
    },
  });
  provider = oidc.listen(providerPort);
  shop = await startShop(
    {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'pustak',
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: 'Test SSO',
    },
    { port: shopPort },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((r) => provider?.close(r));
});

async function startSignIn(page: Page) {
  await page.goto(shop.url + '/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByRole('button', { name: 'Continue with Test SSO' }).click();
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
}

describe('sign-in with an OpenID Connect provider', () => {
  it('signs a new shopper in through the provider and back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await startSignIn(page);
    await page.locator('input[name=login]').fill('kavya');
    await page.locator('input[name=password]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === shop.url);
    await page.getByText('Welcome!').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toMatchObject({ email: 'kavya@sso.example', fullName: 'Kavya Iyer', role: 'user' });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('says "User cancelled OAuth flow." when the shopper cancels at the provider', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await startSignIn(page);
    await page.getByText('[ Cancel ]').click();
    await page.waitForURL((url) => url.origin === shop.url);
    await page.getByText('User cancelled OAuth flow.').first().waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(status).toBe(401);
    await context.close();
  });
});
