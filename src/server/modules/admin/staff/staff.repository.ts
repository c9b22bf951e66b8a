import { and, asc, count, eq, gt, inArray, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { accounts, staffRoles, users, verifications } from '../../../db/schema/auth.ts';

export const inviteIdentifier = (hash: string) => `staff-invite:${hash}`;

export async function findStaffRoles(db: Tx) {
  return db
    .select({
      id: staffRoles.id,
      key: staffRoles.key,
      name: staffRoles.name,
      permissions: staffRoles.permissions,
      members: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.staffRoleId} = ${staffRoles.id} AND ${users.role} = 'staff')`,
    })
    .from(staffRoles)
    .orderBy(sql`${staffRoles.key} IS NULL`, asc(staffRoles.id));
}

export async function findStaffRole(db: Tx, id: number) {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
  return row;
}

export async function findStaffMembers(db: Tx) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      staffRoleId: users.staffRoleId,
      roleName: staffRoles.name,
      banned: users.banned,
      invited: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.userId} = ${users.id})
        AND EXISTS (SELECT 1 FROM ${verifications} WHERE ${verifications.value} = ${users.id}::text
          AND ${verifications.identifier} LIKE 'staff-invite:%' AND ${verifications.expiresAt} > now())`,
    })
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
    .where(inArray(users.role, ['admin', 'staff']))
    .orderBy(sql`${users.role} = 'admin' DESC`, asc(users.fullName), asc(users.id));
}

export async function findUserById(db: Tx, id: number, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function hasCredential(db: Tx, userId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function setStaffRole(
  db: Tx,
  id: number,
  role: 'user' | 'admin' | 'staff',
  staffRoleId: number | null,
) {
  const [row] = await db
    .update(users)
    .set({ role, staffRoleId: role === 'staff' ? staffRoleId : null })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Owners who can still sign in, other than `exceptId`, locked for the transaction. */
export async function lockOtherActiveOwners(db: Tx, exceptId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, exceptId)))
    .for('update');
}

export async function insertStaffRole(db: Tx, name: string, permissions: string[]) {
  const [row] = await db
    .insert(staffRoles)
    .values({ name, permissions })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateStaffRole(db: Tx, id: number, name: string, permissions: string[]) {
  const [row] = await db
    .update(staffRoles)
    .set({ name, permissions, updatedAt: new Date() })
    .where(eq(staffRoles.id, id))
    .returning();
  return row!;
}

export async function roleNameTaken(db: Tx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(
      and(
        sql`lower(${staffRoles.name}) = lower(${name})`,
        exceptId ? ne(staffRoles.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function countRoleMembers(db: Tx, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.staffRoleId, id), eq(users.role, 'staff')));
  return row?.n ?? 0;
}

export async function deleteStaffRole(db: Tx, id: number) {
  // Former staff (now shoppers) may still point at it.
  await db.update(users).set({ staffRoleId: null }).where(eq(users.staffRoleId, id));
  await db.delete(staffRoles).where(eq(staffRoles.id, id));
}

export async function replaceInvite(db: Tx, userId: number, hash: string, expiresAt: Date) {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, String(userId)),
        like(verifications.identifier, 'staff-invite:%'),
      ),
    );
  await db
    .insert(verifications)
    .values({ identifier: inviteIdentifier(hash), value: String(userId), expiresAt });
}

/** The user an unexpired invitation is for, or undefined. */
export async function findInvite(db: Tx, hash: string) {
  const [row] = await db
    .select({ userId: verifications.value, email: users.email, fullName: users.fullName })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(
      and(
        eq(verifications.identifier, inviteIdentifier(hash)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Uses up an invitation; false when another request took it first or it expired. */
export async function consumeInvite(db: Tx, hash: string) {
  const taken = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, inviteIdentifier(hash)),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  return taken.length > 0;
}

export async function markEmailVerified(db: Tx, userId: number) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
