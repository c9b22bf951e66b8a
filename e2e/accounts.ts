// Accounts for the browser tests: client addresses of their own, and a browser signed in.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningShop } from './harness.ts';

/**
 * A new client address 10.<n>.x.y at each call. The shop rate-limits sign-in per client address
 * and believes X-Forwarded-For from this host, as it would from a local proxy, so each account
 * can be a client of its own.
 */
export function clientAddresses(n: number): () => string {
  let last = 0;
  return () => {
    last += 1;
    return `10.${n}.${Math.floor(last / 250)}.${(last % 250) + 1}`;
  };
}

/**
 * Signs the browser in as a new account without the sign-in form (its rate limit is for
 * people): sign-up through the API, then the mailed code confirmed with the browser's own
 * cookies, which opens the session.
 */
export async function signUpAndConfirm(
  context: BrowserContext,
  shop: Pick<RunningShop, 'url' | 'mail'>,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const headers = { origin: shop.url };
  const signUp = await context.request.post(`${shop.url}/api/auth/sign-up/email`, {
    data: account,
    headers,
  });
  expect(signUp.status()).toBe(200);
  const verified = await context.request.post(`${shop.url}/api/auth/email-otp/verify-email`, {
    data: { email: account.email, otp: await shop.mail.codeFor(account.email) },
    headers,
  });
  expect(verified.status()).toBe(200);
}
