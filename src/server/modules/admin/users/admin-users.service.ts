import { paiseToRupees } from '@shared/money.ts';
import type { AdminUserDetail, AdminUserRow, UserRole } from '@shared/schemas/admin-users.ts';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../plugins/errors.ts';
import { listRecentOrders } from '../orders/admin-orders.public.ts';
import {
  countAdminUsers,
  deleteSessionsOfUser,
  findAdminUsersPage,
  findOrderTotalsOfUser,
  findUserForAdmin,
  lockOtherActiveAdmins,
  updateUserBan,
  updateUserRole,
  type AdminUserFilters,
  type UserRow,
} from './admin-users.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

const userNotFound = () => notFound('No such user.');

export const adminUserMessages = {
  lastAdmin: 'The shop needs at least one admin. Make someone else an admin first.',
  disableSelf: 'You cannot disable your own account.',
} as const;

function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    role: row.role === 'admin' || row.role === 'staff' ? row.role : 'user',
    disabled: row.banned,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber,
    ordersPlaced: row.ordersPlaced,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a user: the fields staff change, never secrets. */
const audited = (row: UserRow) => ({
  role: row.role,
  disabled: row.banned,
  disabledReason: row.banReason,
});

export async function listAdminUsers(
  db: Db,
  query: AdminUserFilters & { page: number; pageSize: number },
) {
  const { page, pageSize, ...filters } = query;
  const [rows, total] = await Promise.all([
    findAdminUsersPage(db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAdminUsers(db, filters),
  ]);
  return { items: rows.map(toAdminUserRow), total, page, pageSize };
}

export async function getAdminUser(db: Db, id: number): Promise<AdminUserDetail> {
  const row = await findUserForAdmin(db, id);
  if (!row) throw userNotFound();
  const [totals, recent] = await Promise.all([
    findOrderTotalsOfUser(db, id),
    listRecentOrders(db, 5, id),
  ]);
  return {
    ...toAdminUserRow(row),
    disabledReason: row.banReason,
    orderCount: totals.orderCount,
    totalSpent: paiseToRupees(totals.spentPaise),
    recentOrders: recent,
  };
}

/** Changes a role; taking it from the last admin who can still sign in is refused (409). */
export async function changeUserRole(db: Db, actorUserId: number, id: number, role: UserRole) {
  await db.transaction(async (tx) => {
    const before = await findUserForAdmin(tx, id, true);
    if (!before) throw userNotFound();
    if (before.role === role) return;
    if (before.role === 'admin' && (await lockOtherActiveAdmins(tx, id)).length === 0) {
      throw conflict(adminUserMessages.lastAdmin, 'LAST_ADMIN');
    }
    const after = await updateUserRole(tx, id, role);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'user.role',
        entity: 'user',
        entityId: id,
        before: audited(before),
        after: audited(after),
      },
    ]);
  });
  return getAdminUser(db, id);
}

/**
 * Disables (or enables) an account. A disabled user's sessions are deleted in the same
 * transaction, so they are signed out at once; better-auth refuses them a new sign-in.
 */
export async function setUserDisabled(
  db: Db,
  actorUserId: number,
  id: number,
  disabled: boolean,
  reason?: string,
) {
  if (disabled && id === actorUserId) throw conflict(adminUserMessages.disableSelf, 'DISABLE_SELF');
  await db.transaction(async (tx) => {
    const before = await findUserForAdmin(tx, id, true);
    if (!before) throw userNotFound();
    const after = await updateUserBan(tx, id, disabled, reason || null);
    if (disabled) await deleteSessionsOfUser(tx, id);
    await recordAudit(tx, [
      {
        actorUserId,
        action: disabled ? 'user.disable' : 'user.enable',
        entity: 'user',
        entityId: id,
        before: audited(before),
        after: audited(after),
      },
    ]);
  });
  return getAdminUser(db, id);
}
