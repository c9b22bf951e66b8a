import type { Me, UpdateProfileInput } from '@shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { deleteUserKeepingOrders, findUserById, updateFullName } from './auth.repository.ts';
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
