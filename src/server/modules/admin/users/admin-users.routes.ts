import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    async (request) =>
      changeUserRole(app.db, request.user!.id, request.params.id, request.body.role),
  );

  app.post(
    '/users/:id/disable',
    {
      schema: { tags, params, body: disableUserSchema, response: { 200: adminUserDetailSchema } },
    },
    async (request) =>
      setUserDisabled(app.db, request.user!.id, request.params.id, true, request.body?.reason),
  );

  app.post(
    '/users/:id/enable',
    { schema: { tags, params, response: { 200: adminUserDetailSchema } } },
    async (request) => setUserDisabled(app.db, request.user!.id, request.params.id, false),
  );
};
