import { createHash, randomInt } from 'node:crypto';
import {
  deleteAccountMessages,
  type DeleteAccountInput,
  type Me,
  type UpdateProfileInput,
} from '@shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { staffStandingOf } from '../admin/staff/staff.public.ts';
import { deleteAccountCodeMail } from './auth-mails.ts';
import {
  deleteUserKeepingOrders,
  findPasswordHash,
  replaceVerification,
  takeVerification,
  findPasswordHolderByPhoneNumber,
  findUserById,
  updateFullName,
} from './auth.repository.ts';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';
import { verifyPassword } from './password-hash.ts';

export async function getMe(db: Db, userId: number): Promise<Me> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('No such account');
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    ...(await staffStandingOf(db, user)),
    phone: user.phoneNumber,
    phoneVerified: user.phoneNumberVerified,
    emailVerified: user.emailVerified,
    hasPassword: (await findPasswordHash(db, userId)) !== null,
    ordersPlaced: user.ordersPlaced,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput) {
  await updateFullName(db, userId, input.fullName);
  return getMe(db, userId);
}

export interface DeleteAccountDeps {
  db: Db;
  store: DbRateLimitStore;
  mailer: Mailer;
  shopName: string;
}

/** Wrong passwords or codes for deleting one account: 5 in 15 minutes. */
const deleteTries = { window: 15 * 60, max: 5 };
const deleteCodeLifetimeMs = 10 * 60 * 1000;
const deleteCodeId = (userId: number) => `delete-account:${userId}`;
const digest = (code: string) => createHash('sha256').update(code).digest('hex');

function proofError(field: 'password' | 'code', message: string, status = 400) {
  return new HttpError(status, status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR', message, {
    [field]: message,
  });
}

/**
 * Mails a 6-digit code that confirms deleting an account without a password (3 an hour). An
 * account with a password proves it with the password instead.
 */
export async function sendDeleteAccountCode(deps: DeleteAccountDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('No such account');
  const verdict = await deps.store.consume(`delete-code:${userId}`, { window: 60 * 60, max: 3 });
  if (!verdict.allowed) throw proofError('code', deleteAccountMessages.tooManyTries, 429);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceVerification(deps.db, deleteCodeId(userId), digest(code), deleteCodeLifetimeMs);
  await deps.mailer.send(deleteAccountCodeMail(deps.shopName, user.email, code));
}

/**
 * Deletes the account once the caller proves they own it: its password, or for an account
 * without one, the code just mailed to it. Wrong proofs are limited per account, so a borrowed
 * session cannot guess the password here.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  userId: number,
  proof: Pick<DeleteAccountInput, 'password' | 'code'>,
) {
  const hash = await findPasswordHash(deps.db, userId);
  const field = hash ? 'password' : 'code';
  const given = hash ? proof.password : proof.code;
  if (!given) {
    const message = hash
      ? deleteAccountMessages.passwordRequired
      : deleteAccountMessages.codeRequired;
    throw proofError(field, message);
  }
  const tries = await deps.store.failures(`delete-tries:${userId}`);
  if (tries.count >= deleteTries.max && Date.now() - tries.lastAt < deleteTries.window * 1000) {
    throw proofError(field, deleteAccountMessages.tooManyTries, 429);
  }
  const proved = hash
    ? await verifyPassword({ hash, password: given })
    : await takeVerification(deps.db, deleteCodeId(userId), digest(given));
  if (!proved) {
    if (Date.now() - tries.lastAt >= deleteTries.window * 1000) {
      await deps.store.reset(`delete-tries:${userId}`);
    }
    await deps.store.recordFailure(`delete-tries:${userId}`);
    throw proofError(
      field,
      hash ? deleteAccountMessages.wrongPassword : deleteAccountMessages.wrongCode,
    );
  }
  await deps.store.reset(`delete-tries:${userId}`);
  await deleteUserKeepingOrders(deps.db, userId);
}

export interface SignInTarget {
  /** The lockout's key for the account. */
  account: string;
  /**
   * False when better-auth would refuse without checking a password (phone sign-in for a
   * number no account with a password holds): the bridge then spends a password check's time
   * itself, so the answer's timing does not tell whether the number is registered.
   */
  checksPassword: boolean;
}

/**
 * The account a sign-in attempt is for: the email for email sign-in, and for phone sign-in the
 * email of the account holding that number (one set of counters per account, however the
 * attacker signs in), or the number itself when no account has it. Null for requests that are
 * not sign-ins with a secret.
 */
export async function signInTarget(
  db: Db,
  path: string,
  body: unknown,
): Promise<SignInTarget | null> {
  const b = (body ?? {}) as { email?: unknown; phoneNumber?: unknown };
  if (path === '/sign-in/email' && typeof b.email === 'string') {
    // better-auth hashes the password itself when the address is unknown.
    return { account: b.email.toLowerCase(), checksPassword: true };
  }
  if (path === '/sign-in/phone-number' && typeof b.phoneNumber === 'string') {
    const holder = await findPasswordHolderByPhoneNumber(db, b.phoneNumber);
    return holder
      ? { account: holder.email, checksPassword: holder.hasPassword }
      : { account: `phone:${b.phoneNumber}`, checksPassword: false };
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
