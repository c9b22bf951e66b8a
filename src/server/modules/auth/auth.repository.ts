import { and, eq, gt, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users, verifications } from '../../db/schema/auth.ts';
import { orders } from '../../db/schema/commerce.ts';

export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

/** The account holding a phone number, and whether it has a password to sign in with. */
export async function findPasswordHolderByPhoneNumber(
  db: Db,
  phoneNumber: string,
): Promise<{ email: string; hasPassword: boolean } | null> {
  const [row] = await db
    .select({ email: users.email, password: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  return row ? { email: row.email, hasPassword: Boolean(row.password) } : null;
}

/** Whether the user can prove a password (a credential account with a hash). */
export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** The email's local part, cleaned, with a number appended when it is taken. */
export async function uniqueUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/\+.*$/, '')
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'reader';
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, `${base}%`)));
  const names = new Set(taken.map((r) => r.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

export async function promoteToAdmin(db: Db, userId: number, adminEmails: string[]) {
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.id, userId), inArray(users.email, adminEmails), ne(users.role, 'admin')));
}

/**
 * Swaps one stored password hash for another, only if it is still the one that was verified (a
 * password change in between wins). Salted hashes are unique, so the hash names its account.
 */
export async function replacePasswordHash(db: Db, verifiedHash: string, newHash: string) {
  await db
    .update(accounts)
    .set({ password: newHash })
    .where(and(eq(accounts.providerId, 'credential'), eq(accounts.password, verifiedHash)));
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateFullName(db: Db, id: number, fullName: string) {
  await db.update(users).set({ fullName }).where(eq(users.id, id));
}

/**
 * Deletes an account but keeps the shop's order history: the orders lose their link to the
 * user and their name and email are anonymised, in the same transaction as the deletion.
 */
export async function deleteUserKeepingOrders(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        userId: null,
        userName: 'Deleted account',
        userEmail: null,
        shippingAddress: sql`${orders.shippingAddress} || '{"fullName":"Deleted account","mobile":"","line1":"","line2":""}'::jsonb`,
      })
      .where(eq(orders.userId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Keeps one value under `identifier` (any earlier one is dropped) until `lifetimeMs` from now. */
export async function replaceVerification(
  db: Db,
  identifier: string,
  value: string,
  lifetimeMs: number,
) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx
      .insert(verifications)
      .values({ identifier, value, expiresAt: new Date(Date.now() + lifetimeMs) });
  });
}

/** True, and the value is used up, when `value` is the unexpired one kept under `identifier`. */
export async function takeVerification(
  db: Db,
  identifier: string,
  value: string,
): Promise<boolean> {
  const taken = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, identifier),
        eq(verifications.value, value),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  return taken.length > 0;
}
