import type { Me, UpdateProfileInput } from '@shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import {
  deleteUserKeepingOrders,
  findEmailByPhoneNumber,
  findUserById,
  updateFullName,
} from './auth.repository.ts';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';

export async function getMe(db: Db, userId: number): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('No such account');
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    role: user.role === 'admin' ? 'admin' : 'user',
    phone: user.phoneNumber,
    phoneVerified: user.phoneNumberVerified,
    emailVerified: user.emailVerified,
    ordersPlaced: user.ordersPlaced,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput) {
  await updateFullName(db, userId, input.fullName);
  return getMe(db, userId);
}

export async function deleteAccount(db: Db, userId: number) {
  await deleteUserKeepingOrders(db, userId);
}

/** After this many wrong passwords an account waits before the next try… */
export const freeFailures = 10;
/** …starting at this many seconds and doubling with each further failure, up to an hour. */
const firstDelaySeconds = 30;
const maxDelaySeconds = 60 * 60;
/** Failures older than this are forgotten. */
const failureMemoryMs = 24 * 60 * 60 * 1000;

export function signInLockout(store: DbRateLimitStore) {
  const key = (email: string) => `signin-failures:${email.toLowerCase()}`;
  return {
    async secondsToWait(email: string): Promise<number> {
      const { count, lastAt } = await store.failures(key(email));
      if (count < freeFailures || Date.now() - lastAt > failureMemoryMs) return 0;
      const delay = Math.min(firstDelaySeconds * 2 ** (count - freeFailures), maxDelaySeconds);
      return Math.max(0, Math.ceil((lastAt + delay * 1000 - Date.now()) / 1000));
    },
    async recordFailure(email: string) {
      const { lastAt } = await store.failures(key(email));
      if (lastAt && Date.now() - lastAt > failureMemoryMs) await store.reset(key(email));
      await store.recordFailure(key(email));
    },
    reset: (email: string) => store.reset(key(email)),
  };
}

/**
 * The account a sign-in attempt is for, as the lockout's key: the email for email sign-in, and
 * for phone sign-in the email of the account holding that number (one counter per account,
 * however the attacker signs in), or the number itself when no account has it. Null for
 * requests that are not sign-ins with a secret.
 */
export async function signInAccountKey(
  db: Db,
  path: string,
  body: unknown,
): Promise<string | null> {
  const b = (body ?? {}) as { email?: unknown; phoneNumber?: unknown };
  if (path === '/sign-in/email' && typeof b.email === 'string') return b.email.toLowerCase();
  if (path === '/sign-in/phone-number' && typeof b.phoneNumber === 'string') {
    return (await findEmailByPhoneNumber(db, b.phoneNumber)) ?? `phone:${b.phoneNumber}`;
  }
  return null;
}

/** Phone codes sent per number and per account: 3 an hour and 10 a day each. */
const phoneCodeRules = [
  { window: 60 * 60, max: 3 },
  { window: 24 * 60 * 60, max: 10 },
];

export function phoneCodeLimits(store: DbRateLimitStore) {
  return {
    /** Counts one code for the number and the account; seconds to wait when over a limit, else null. */
    async consume(phoneNumber: string, userId: number): Promise<number | null> {
      let wait: number | null = null;
      for (const rule of phoneCodeRules) {
        for (const key of [`phone-code:number:${phoneNumber}`, `phone-code:user:${userId}`]) {
          const verdict = await store.consume(`${key}:${rule.window}`, rule);
          if (!verdict.allowed) wait = Math.max(wait ?? 0, verdict.retryAfter ?? rule.window);
        }
      }
      return wait;
    },
  };
}
