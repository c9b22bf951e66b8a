import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMessages } from '@shared/schemas/staff.ts';
import type { Db } from '../../../db/client.ts';
import { needPermission, type SessionUser } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import {
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  disableUserSchema,
  userRoleSchema,
} from '@shared/schemas/admin-users.ts';
import {
  changeUserRole,
  getAdminUser,
  listAdminUsers,
  setUserDisabled,
} from './admin-users.service.ts';

/**
 * Customers' accounts are `customers.edit`'s; a staff member's or an owner's access is changed
 * only with `staff`, and an owner's (or making one) only by an owner (ADR 038).
 */
async function guardStaffTarget(db: Db, actor: SessionUser, id: number, newRole?: string) {
  const target = await getAdminUser(db, id);
  const staffTarget = target.role !== 'user' || newRole === 'admin';
  if (staffTarget) needPermission(actor, 'staff');
  if ((target.role === 'admin' || newRole === 'admin') && actor.role !== 'admin') {
    throw new HttpError(403, 'NO_PERMISSION', staffMessages.ownerOnly);
  }
}

const params = z.object({ id: z.coerce.number().int().positive('No such user.') });
const tags = ['admin: users'];

/** /api/admin/users: accounts, roles, and disabling an account (which signs it out). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } },
    },
    async (request) => listAdminUsers(app.db, request.query),
  );

  app.get(
    '/users/:id',
    { schema: { tags, params, response: { 200: adminUserDetailSchema } } },
    async (request) => getAdminUser(app.db, request.params.id),
  );

  app.post(
    '/users/:id/role',
    { schema: { tags, params, body: userRoleSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => {
      await guardStaffTarget(app.db, request.user!, request.params.id, request.body.role);
      return changeUserRole(app.db, request.user!.id, request.params.id, request.body.role);
    },
  );

  app.post(
    '/users/:id/disable',
    {
      schema: { tags, params, body: disableUserSchema, response: { 200: adminUserDetailSchema } },
    },
    async (request) => {
      await guardStaffTarget(app.db, request.user!, request.params.id);
      return setUserDisabled(
        app.db,
        request.user!.id,
        request.params.id,
        true,
        request.body?.reason,
      );
    },
  );

  app.post(
    '/users/:id/enable',
    { schema: { tags, params, response: { 200: adminUserDetailSchema } } },
    async (request) => {
      await guardStaffTarget(app.db, request.user!, request.params.id);
      return setUserDisabled(app.db, request.user!.id, request.params.id, false);
    },
  );
};
