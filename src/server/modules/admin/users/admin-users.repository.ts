import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '@shared/schemas/admin-users.ts';
import type { Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { sessions, users } from '../../../db/schema/auth.ts';
import { orders } from '../../../db/schema/commerce.ts';

export interface AdminUserFilters {
  q?: string;
  role?: UserRole;
}

function conditions(f: AdminUserFilters): SQL[] {
  const where: SQL[] = [];
  if (f.role) where.push(eq(users.role, f.role));
  if (f.q) {
    const pattern = containsPattern(f.q);
    where.push(
      or(
        sql`${users.email} ILIKE ${pattern}`,
        sql`${users.fullName} ILIKE ${pattern}`,
        sql`${users.username} ILIKE ${pattern}`,
      )!,
    );
  }
  return where;
}

export async function findAdminUsersPage(
  db: Tx,
  filters: AdminUserFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(users)
    .where(and(...conditions(filters)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type UserRow = Awaited<ReturnType<typeof findAdminUsersPage>>[number];

export async function countAdminUsers(db: Tx, filters: AdminUserFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...conditions(filters)));
  return row?.n ?? 0;
}

export async function findUserForAdmin(db: Tx, id: number, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Orders of a user, and what they spent in paise (cancelled and refunded orders left out). */
export async function findOrderTotalsOfUser(db: Tx, userId: number) {
  const [row] = await db
    .select({
      orderCount: sql<number>`count(*)::int`,
      spentPaise: sql<
        string | number
      >`coalesce(sum(${orders.totalAmountPaise}) FILTER (WHERE ${orders.status} NOT IN ('cancelled', 'refunded')), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return { orderCount: row?.orderCount ?? 0, spentPaise: Number(row?.spentPaise ?? 0) };
}

/**
 * The admins who can still sign in, other than `exceptId`, locked until the transaction ends so
 * two admins cannot demote each other at the same moment and leave the shop with none.
 */
export async function lockOtherActiveAdmins(db: Tx, exceptId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, exceptId)))
    .for('update');
}

export async function updateUserRole(db: Tx, id: number, role: UserRole) {
  const [row] = await db
    .update(users)
    .set({ role, staffRoleId: null })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function updateUserBan(db: Tx, id: number, banned: boolean, reason: string | null) {
  const [row] = await db
    .update(users)
    .set({ banned, banReason: banned ? reason : null, banExpires: null })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Signs a user out everywhere: cookie and bearer sessions alike. */
export async function deleteSessionsOfUser(db: Tx, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}
