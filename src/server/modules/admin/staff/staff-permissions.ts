import { eq } from 'drizzle-orm';
import {
  permissions as all,
  isPermission,
  readyMadeRoles,
  type Permission,
  type ReadyMadeRoleKey,
} from '@shared/permissions.ts';
import type { Db } from '../../../db/client.ts';
import { staffRoles, users } from '../../../db/schema/auth.ts';

/** A role's permissions: a ready-made role's from code, a custom role's as stored. */
export function permissionsOfRole(role: { key: string | null; permissions: string[] }) {
  if (role.key && role.key in readyMadeRoles) {
    return [...readyMadeRoles[role.key as ReadyMadeRoleKey].permissions] as Permission[];
  }
  return role.permissions.filter(isPermission);
}

/** What a staff member (role 'staff') may do; none when they hold no role. */
export async function permissionsOfStaff(db: Db, userId: number): Promise<Permission[]> {
  const [row] = await db
    .select({ key: staffRoles.key, permissions: staffRoles.permissions })
    .from(users)
    .innerJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
    .where(eq(users.id, userId));
  return row ? permissionsOfRole(row) : [];
}

/** A user's place behind the counter: Owner, their role's name, or null for a shopper. */
export async function staffStandingOf(
  db: Db,
  user: { id: number; role: string },
): Promise<{
  role: 'user' | 'admin' | 'staff';
  staffRole: string | null;
  permissions: Permission[];
}> {
  if (user.role === 'admin') return { role: 'admin', staffRole: 'Owner', permissions: [...all] };
  if (user.role !== 'staff') return { role: 'user', staffRole: null, permissions: [] };
  const [row] = await db
    .select({ key: staffRoles.key, name: staffRoles.name, permissions: staffRoles.permissions })
    .from(users)
    .innerJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
    .where(eq(users.id, user.id));
  return {
    role: 'staff',
    staffRole: row?.name ?? null,
    permissions: row ? permissionsOfRole(row) : [],
  };
}
