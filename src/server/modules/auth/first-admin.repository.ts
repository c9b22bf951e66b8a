import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users, verifications } from '../../db/schema/auth.ts';

const identifier = 'first-admin-setup';

export async function anyAdminExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return Boolean(row);
}

export async function insertSetupTokenHash(db: Db, hash: string, expiresAt: Date) {
  await db.insert(verifications).values({ identifier, value: hash, expiresAt });
}

/** True when an unexpired setup token has this hash. */
export async function setupTokenHashExists(db: Db, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, identifier),
        eq(verifications.value, hash),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}

/** Uses up the token with this hash; false when no unexpired one has it (or another request took it). */
export async function consumeSetupTokenHash(db: Db, hash: string): Promise<boolean> {
  const taken = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, identifier),
        eq(verifications.value, hash),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  return taken.length > 0;
}

export async function deleteSetupTokens(db: Db) {
  await db.delete(verifications).where(eq(verifications.identifier, identifier));
}

export async function findUserWithPasswordByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, email));
  return row;
}

export async function makeVerifiedAdmin(db: Db, userId: number) {
  await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, userId));
}
