import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { orders } from '../../db/schema/commerce.ts';

export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

export async function findEmailByPhoneNumber(db: Db, phoneNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber));
  return row?.email ?? null;
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
