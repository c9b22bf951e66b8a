import { createHash, randomBytes } from 'node:crypto';
import type { FirstAdminInput } from '@shared/schemas/first-admin.ts';
import { firstAdminMessages } from '@shared/schemas/first-admin.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest } from '../../plugins/errors.ts';
import type { Auth } from './auth.config.ts';
import {
  anyAdminExists,
  consumeSetupTokenHash,
  deleteSetupTokens,
  findUserWithPasswordByEmail,
  insertSetupTokenHash,
  makeVerifiedAdmin,
  setupTokenHashExists,
} from './first-admin.repository.ts';
import { verifyPassword } from './password-hash.ts';

/** A setup link works for a day; every start of a shop without an admin prints a new one. */
const setupTokenLifetimeMs = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A one-time link for creating the shop's first admin, when it has none: the server prints it
 * on its console at start. Only its hash is stored, so the database alone does not give it away.
 */
export async function issueFirstAdminSetupToken(db: Db): Promise<string | null> {
  if (await anyAdminExists(db)) return null;
  const token = randomBytes(32).toString('base64url');
  await insertSetupTokenHash(db, hashOf(token), new Date(Date.now() + setupTokenLifetimeMs));
  return token;
}

export type FirstAdminSetupState = 'ready' | 'used' | 'invalid';

export async function firstAdminSetupState(db: Db, token: string): Promise<FirstAdminSetupState> {
  if (await anyAdminExists(db)) return 'used';
  return (await setupTokenHashExists(db, hashOf(token))) ? 'ready' : 'invalid';
}

const refusals: Record<Exclude<FirstAdminSetupState, 'ready'>, HttpError> = {
  used: new HttpError(409, 'ADMIN_EXISTS', firstAdminMessages.used),
  invalid: new HttpError(403, 'SETUP_LINK_INVALID', firstAdminMessages.invalid),
};

/**
 * Creates the first admin (or makes the existing account with that email and password the
 * admin), confirmed without a mailed code, and signs it in: the session's cookies and bearer
 * token are returned.
 */
export async function createFirstAdmin(
  deps: { db: Db; auth: Auth },
  input: FirstAdminInput,
): Promise<{ cookies: string[]; bearer: string | null }> {
  const { db, auth } = deps;
  const state = await firstAdminSetupState(db, input.token);
  if (state !== 'ready') throw refusals[state];

  const existing = await findUserWithPasswordByEmail(db, input.email);
  if (existing) {
    const matches =
      existing.passwordHash !== null &&
      (await verifyPassword({ hash: existing.passwordHash, password: input.password }));
    if (!matches) {
      throw badRequest(firstAdminMessages.existingAccount, {
        password: firstAdminMessages.existingAccount,
      });
    }
  }
  // One request wins a link, however many arrive at once.
  if (!(await consumeSetupTokenHash(db, hashOf(input.token)))) throw refusals.invalid;
  if (await anyAdminExists(db)) throw refusals.used;

  const userId = existing?.id ?? (await createConfirmedAccount(auth, input));
  await makeVerifiedAdmin(db, userId);
  await deleteSetupTokens(db);

  const signedIn = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    asResponse: true,
  });
  return {
    cookies: signedIn.headers.getSetCookie(),
    bearer: signedIn.headers.get('set-auth-token'),
  };
}

/**
 * The account sign-up makes, through better-auth's own adapter (so its hooks run: lower-cased
 * email, username, role) and its password hashing, but confirmed from the start and without
 * sign-up's confirmation-code mail: the one-time setup link stands for the confirmation, and a
 * code the owner never asked for would only puzzle them. Sign-up itself still mails the code.
 */
async function createConfirmedAccount(auth: Auth, input: FirstAdminInput): Promise<number> {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email: input.email.toLowerCase(), name: input.fullName, emailVerified: true },
    { method: 'email-password' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  return Number(user.id);
}
