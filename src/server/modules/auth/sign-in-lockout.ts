import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';

/**
 * Failed sign-ins slow down guessing without handing an outsider a way to lock the owner out
 * (docs/threat-model.md, "Locking someone out"). Failures are counted in three places:
 *
 * - per device: a browser that has signed in to the account before carries a signed device
 *   cookie for it (OWASP's "device cookies"); its failures count against that device alone;
 * - per account and client address, for every other client (an IPv6 address by its /64);
 * - per account for all those other clients together, with a far higher ceiling.
 *
 * Each counter lets `freeFailures` (or `accountCeiling`) through, then makes the next try wait
 * 30 s, doubling with each further failure up to an hour. So ten wrong passwords from anywhere
 * lock only the address they came from; an attacker with many addresses can push the account's
 * shared counter to its ceiling, and then only new devices wait: the owner's own browser (its
 * device cookie) still signs in, and a password reset by emailed code clears the account's
 * counters.
 */
export const freeFailures = 10;
/** Failures from clients without the account's device cookie, all addresses together. */
export const accountCeiling = 100;
const firstDelaySeconds = 30;
const maxDelaySeconds = 60 * 60;
/** Failures older than this are forgotten. */
const failureMemoryMs = 24 * 60 * 60 * 1000;

export const deviceCookieName = 'pustak.device';
const deviceCookieDays = 180;

/** The client as the lockout sees it: its address, and the device cookie it sent, if any. */
export interface SignInClient {
  ip: string;
  deviceCookie: string | undefined;
}

/** An IPv6 client is counted by its /64: one host is usually given a whole /64. */
export function addressKey(ip: string): string {
  const bare = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!isIPv6(bare)) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(`device:${text}`).digest('base64url');
}

/** A new device cookie's value for `account`: `<device id>.<signature of account and id>`. */
export function deviceCookieValue(secret: string, account: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${sign(secret, `${account}\n${id}`)}`;
}

/** The device id, when the cookie was issued by this shop for this account. */
export function deviceFor(secret: string, account: string, cookie: string | undefined) {
  const [id, signature, extra] = (cookie ?? '').split('.');
  if (!id || !signature || extra !== undefined || !/^[\w-]{22}$/.test(id)) return null;
  const expected = Buffer.from(sign(secret, `${account}\n${id}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function deviceSetCookie(value: string, secure: boolean): string {
  const maxAge = deviceCookieDays * 24 * 60 * 60;
  return `${deviceCookieName}=${value}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function waitSeconds(count: number, lastAt: number, free: number): number {
  if (count < free || Date.now() - lastAt > failureMemoryMs) return 0;
  const delay = Math.min(firstDelaySeconds * 2 ** (count - free), maxDelaySeconds);
  return Math.max(0, Math.ceil((lastAt + delay * 1000 - Date.now()) / 1000));
}

export function signInLockout(store: DbRateLimitStore, secret: string) {
  const accountPart = (account: string) => `signin-failures:${account.toLowerCase()}`;
  /** The counters one attempt is held to, with the failures each lets through. */
  function counters(account: string, client: SignInClient) {
    const device = deviceFor(secret, account.toLowerCase(), client.deviceCookie);
    if (device) return [{ key: `${accountPart(account)}:device:${device}`, free: freeFailures }];
    return [
      { key: `${accountPart(account)}:address:${addressKey(client.ip)}`, free: freeFailures },
      { key: `${accountPart(account)}:others`, free: accountCeiling },
    ];
  }

  return {
    /** Seconds this client must wait before trying this account again (0: it may try now). */
    async secondsToWait(account: string, client: SignInClient): Promise<number> {
      let wait = 0;
      for (const { key, free } of counters(account, client)) {
        const { count, lastAt } = await store.failures(key);
        wait = Math.max(wait, waitSeconds(count, lastAt, free));
      }
      return wait;
    },
    async recordFailure(account: string, client: SignInClient) {
      for (const { key } of counters(account, client)) {
        const { lastAt } = await store.failures(key);
        if (lastAt && Date.now() - lastAt > failureMemoryMs) await store.reset(key);
        await store.recordFailure(key);
      }
    },
    /**
     * A right password: this client's own counter starts again. The account's shared counter
     * does too when the client had no device cookie (it proved the password from outside); a
     * device's success leaves it, so an attack in progress is not given a fresh allowance.
     */
    async recordSuccess(account: string, client: SignInClient) {
      for (const { key } of counters(account, client)) await store.reset(key);
    },
    /** A password reset by emailed code: every counter of the account starts again. */
    async resetAccount(account: string) {
      await store.resetPrefix(`${accountPart(account)}:`);
    },
    /** A device cookie for the account, to send with a successful sign-in. */
    newDeviceCookie: (account: string) => deviceCookieValue(secret, account.toLowerCase()),
  };
}

export type SignInLockout = ReturnType<typeof signInLockout>;

/** One cookie's value from a request's Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
