import type { TestApp } from '../../test-app.ts';

let nextIp = 1;
/** A fresh client address, so one test's attempts do not count against another's limits. */
export function freshIp(): string {
  const n = nextIp++;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** Requests the auth tests make: `post` comes from a fresh client address unless `ip` is given. */
export function authRequests(t: TestApp) {
  return {
    post: (url: string, payload: object, extra: { cookie?: string; ip?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: extra.ip ?? freshIp(),
        headers: extra.cookie ? { cookie: extra.cookie } : {},
      }),
    me: (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} }),
  };
}

export function latestCode(t: TestApp, to: string): string {
  const mail = t.outbox.filter((m) => m.to === to).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((c) => c.includes('session_token='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0]!;
}

/** Registers, confirms by the mailed code, and returns the session cookie. */
export async function registerAndConfirm(
  t: TestApp,
  email: string,
  password = 'correct-horse-1',
  name = 'Asha Rao',
): Promise<string> {
  const remoteAddress = freshIp();
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload: { name, email, password },
  });
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/verify-email',
    remoteAddress,
    payload: { email, otp: latestCode(t, email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return sessionCookie(verified.headers['set-cookie']);
}

/** Every endpoint the bridge serves, with its per-address limit, and the lockout's ceiling. */
export { servedAuthEndpoints } from './auth-endpoints.ts';
export { accountCeiling } from './sign-in-lockout.ts';
