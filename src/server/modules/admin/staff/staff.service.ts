import { createHash, randomBytes } from 'node:crypto';
import { readyMadeRoles, type Permission } from '@shared/permissions.ts';
import {
  staffMessages,
  type StaffInviteInput,
  type StaffPage,
  type StaffRoleInput,
  type StaffUpdateInput,
} from '@shared/schemas/staff.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { HttpError, conflict, notFound } from '../../../plugins/errors.ts';
import type { Auth } from '../../auth/auth.public.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { deleteSessionsOfUser, updateUserBan } from '../users/users.public.ts';
import { staffAddedMail, staffInviteMail } from './staff-mails.ts';
import { permissionsOfRole } from './staff-permissions.ts';
import {
  consumeInvite,
  countRoleMembers,
  deleteStaffRole,
  findInvite,
  findStaffMembers,
  findStaffRole,
  findStaffRoles,
  findUserByEmail,
  findUserById,
  hasCredential,
  insertStaffRole,
  lockOtherActiveOwners,
  markEmailVerified,
  replaceInvite,
  roleNameTaken,
  setStaffRole,
  updateStaffRole,
} from './staff.repository.ts';

export interface StaffDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
}

/** An invitation link works for a week. */
const inviteLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const forbidden = (message: string) => new HttpError(403, 'NO_PERMISSION', message);

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
type Choice = { role: 'user' | 'admin' | 'staff'; staffRoleId: number | null; name: string };

export async function staffPage(db: Db): Promise<StaffPage> {
  const [members, roles] = await Promise.all([findStaffMembers(db), findStaffRoles(db)]);
  return {
    members: members.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      email: m.email,
      role: m.role === 'admin' ? 'owner' : String(m.staffRoleId ?? ''),
      roleName: m.role === 'admin' ? 'Owner' : (m.roleName ?? 'No role'),
      suspended: m.banned,
      invited: Boolean(m.invited),
    })),
    roles: roles.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      permissions: permissionsOfRole(r),
      readyMade: r.key !== null,
      members: r.members,
    })),
  };
}

/** What a choice of role means, checked against what the actor may give. */
async function resolveChoice(tx: Tx, actor: SessionUser, choice: string): Promise<Choice> {
  if (choice === 'none') return { role: 'user', staffRoleId: null, name: 'shopper' };
  if (choice === 'owner') {
    if (actor.role !== 'admin') throw forbidden(staffMessages.ownerOnly);
    return { role: 'admin', staffRoleId: null, name: 'Owner' };
  }
  const role = await findStaffRole(tx, Number(choice));
  if (!role) throw notFound(staffMessages.noSuchRole);
  assertWithinOwn(actor, permissionsOfRole(role));
  return { role: 'staff', staffRoleId: role.id, name: role.name };
}

/** A staff member who is not an owner may only hand on permissions they hold. */
function assertWithinOwn(actor: SessionUser, wanted: readonly Permission[]) {
  if (actor.role === 'admin') return;
  if (wanted.some((p) => !actor.permissions.includes(p))) throw forbidden(staffMessages.beyondOwn);
}

/** Only an owner touches an owner, and nobody their own access. */
function assertMayChange(actor: SessionUser, target: UserRow) {
  if (target.id === actor.id) throw forbidden(staffMessages.self);
  if (target.role === 'admin' && actor.role !== 'admin') throw forbidden(staffMessages.ownerOnly);
}

async function assertOwnerRemains(tx: Tx, target: UserRow) {
  if (target.role !== 'admin') return;
  if ((await lockOtherActiveOwners(tx, target.id)).length === 0) {
    throw conflict(staffMessages.lastOwner, 'LAST_OWNER');
  }
}

const audited = (row: UserRow) => ({
  role: row.role,
  staffRoleId: row.staffRoleId,
  suspended: row.banned,
});

/**
 * Invites someone to the team. A new address gets an account and a link to set its password;
 * an existing account gets the role and a mail saying so (it signs in as before).
 */
export async function inviteStaff(deps: StaffDeps, actor: SessionUser, input: StaffInviteInput) {
  const { db } = deps;
  const existing = await findUserByEmail(db, input.email);
  const pendingInvite = existing && !(await hasCredential(db, existing.id));
  if (existing && existing.role !== 'user' && !pendingInvite) {
    const name = existing.role === 'admin' ? 'Owner' : 'staff';
    const standing = (await staffPage(db)).members.find((m) => m.id === existing.id);
    throw conflict(
      staffMessages.alreadyStaff(existing.fullName || existing.email, standing?.roleName ?? name),
      'ALREADY_STAFF',
    );
  }
  if (existing) assertMayChange(actor, existing);
  const userId = existing?.id ?? (await createInvitedAccount(deps.auth, input));
  let token: string | null = null;
  await db.transaction(async (tx) => {
    const choice = await resolveChoice(tx, actor, input.role);
    const before = (await findUserById(tx, userId, true))!;
    const after = await setStaffRole(tx, userId, choice.role, choice.staffRoleId);
    if (!(await hasCredential(tx, userId))) {
      token = randomBytes(32).toString('base64url');
      await replaceInvite(tx, userId, hashOf(token), new Date(Date.now() + inviteLifetimeMs));
    }
    const mail = token
      ? staffInviteMail(deps.shopName, input.email, {
          inviter: actor.fullName || actor.email,
          role: choice.name,
          link: `${deps.publicUrl}/staff-invite?token=${token}`,
        })
      : staffAddedMail(deps.shopName, input.email, {
          inviter: actor.fullName || actor.email,
          role: choice.name,
          link: `${deps.publicUrl}/admin`,
        });
    await deps.mailer.send(mail, tx);
    await recordAudit(tx, [
      {
        actorUserId: actor.id,
        action: 'staff.invite',
        entity: 'user',
        entityId: userId,
        before: audited(before),
        after: audited(after),
      },
    ]);
  });
  deps.mailer.wake();
  return staffPage(db);
}

/** The account an invitation makes: better-auth's own adapter, no password until accepted. */
async function createInvitedAccount(auth: Auth, input: StaffInviteInput): Promise<number> {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email: input.email.toLowerCase(), name: input.fullName, emailVerified: false },
    { method: 'email-password' },
  );
  return Number(user.id);
}

/** A new role, suspension or restoration of one staff member. */
export async function updateStaff(db: Db, actor: SessionUser, id: number, input: StaffUpdateInput) {
  await db.transaction(async (tx) => {
    const before = await findUserById(tx, id, true);
    if (!before || before.role === 'user') throw notFound('No such staff member.');
    assertMayChange(actor, before);
    let after = before;
    if (input.role !== undefined) {
      const choice = await resolveChoice(tx, actor, input.role);
      if (choice.role !== 'admin') await assertOwnerRemains(tx, before);
      after = await setStaffRole(tx, id, choice.role, choice.staffRoleId);
    }
    if (input.suspended !== undefined && input.suspended !== before.banned) {
      if (input.suspended) await assertOwnerRemains(tx, before);
      after = await updateUserBan(tx, id, input.suspended, input.suspended ? 'Suspended' : null);
      if (input.suspended) await deleteSessionsOfUser(tx, id);
    }
    const action =
      input.suspended === true
        ? 'staff.suspend'
        : input.suspended === false
          ? 'staff.restore'
          : 'staff.role';
    await recordAudit(tx, [
      {
        actorUserId: actor.id,
        action,
        entity: 'user',
        entityId: id,
        before: audited(before),
        after: audited(after),
      },
    ]);
  });
  return staffPage(db);
}

export async function createRole(db: Db, actor: SessionUser, input: StaffRoleInput) {
  assertWithinOwn(actor, input.permissions);
  await db.transaction(async (tx) => {
    if (await roleNameTaken(tx, input.name)) throw conflict(staffMessages.nameTaken, 'ROLE_NAME');
    const row = await insertStaffRole(tx, input.name, [...new Set(input.permissions)]);
    if (!row) throw conflict(staffMessages.nameTaken, 'ROLE_NAME');
    await recordAudit(tx, [
      {
        actorUserId: actor.id,
        action: 'staff-role.create',
        entity: 'staff_role',
        entityId: row.id,
        before: null,
        after: input,
      },
    ]);
  });
  return staffPage(db);
}

export async function updateRole(db: Db, actor: SessionUser, id: number, input: StaffRoleInput) {
  assertWithinOwn(actor, input.permissions);
  await db.transaction(async (tx) => {
    const before = await customRole(tx, id);
    assertWithinOwn(actor, permissionsOfRole(before));
    if (await roleNameTaken(tx, input.name, id))
      throw conflict(staffMessages.nameTaken, 'ROLE_NAME');
    await updateStaffRole(tx, id, input.name, [...new Set(input.permissions)]);
    await recordAudit(tx, [
      {
        actorUserId: actor.id,
        action: 'staff-role.update',
        entity: 'staff_role',
        entityId: id,
        before: { name: before.name, permissions: before.permissions },
        after: input,
      },
    ]);
  });
  return staffPage(db);
}

export async function removeRole(db: Db, actor: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const before = await customRole(tx, id);
    assertWithinOwn(actor, permissionsOfRole(before));
    const members = await countRoleMembers(tx, id);
    if (members > 0) throw conflict(staffMessages.roleInUse(members), 'ROLE_IN_USE');
    await deleteStaffRole(tx, id);
    await recordAudit(tx, [
      {
        actorUserId: actor.id,
        action: 'staff-role.delete',
        entity: 'staff_role',
        entityId: id,
        before: { name: before.name, permissions: before.permissions },
        after: null,
      },
    ]);
  });
  return staffPage(db);
}

async function customRole(tx: Tx, id: number) {
  const row = await findStaffRole(tx, id);
  if (!row) throw notFound(staffMessages.noSuchRole);
  if (row.key && row.key in readyMadeRoles) throw conflict(staffMessages.readyMade, 'READY_MADE');
  return row;
}

export async function inviteState(db: Db, token: string) {
  const found = token ? await findInvite(db, hashOf(token)) : undefined;
  return found
    ? { state: 'ready' as const, email: found.email, fullName: found.fullName }
    : { state: 'invalid' as const, email: null, fullName: null };
}

/**
 * Accepts an invitation: sets the account's password (better-auth's hashing), confirms its
 * address (the link came to it) and signs it in. One request wins a link.
 */
export async function acceptInvite(deps: StaffDeps, token: string, password: string) {
  const found = await findInvite(deps.db, hashOf(token));
  if (!found || !(await consumeInvite(deps.db, hashOf(token)))) {
    throw new HttpError(403, 'INVITE_INVALID', staffMessages.inviteInvalid);
  }
  const userId = Number(found.userId);
  const ctx = await deps.auth.$context;
  if (!(await hasCredential(deps.db, userId))) {
    await ctx.internalAdapter.linkAccount({
      userId: String(userId),
      providerId: 'credential',
      accountId: String(userId),
      password: await ctx.password.hash(password),
    });
  }
  await markEmailVerified(deps.db, userId);
  const signedIn = await deps.auth.api.signInEmail({
    body: { email: found.email, password },
    asResponse: true,
  });
  return {
    cookies: signedIn.headers.getSetCookie(),
    bearer: signedIn.headers.get('set-auth-token'),
  };
}
