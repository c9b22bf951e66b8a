import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffInviteSchema,
  staffPageSchema,
  staffRoleInputSchema,
  staffUpdateSchema,
} from '@shared/schemas/staff.ts';
import {
  createRole,
  inviteStaff,
  removeRole,
  staffPage,
  updateRole,
  updateStaff,
} from './staff.service.ts';

const params = z.object({ id: z.coerce.number().int().positive('No such staff member.') });
const roleParams = z.object({ id: z.coerce.number().int().positive('No such role.') });
const tags = ['admin: staff'];
const response = { 200: staffPageSchema };

/** /api/admin/staff: the team, their roles, invitations, suspension (ADR 038). */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const deps = () => ({
    db: app.db,
    auth: app.auth,
    mailer: app.mailer,
    publicUrl,
    shopName: (app.auth.options.appName as string | undefined) ?? 'Pustak',
  });

  app.get('/staff', { schema: { tags, response } }, async () => staffPage(app.db));

  app.post('/staff', { schema: { tags, body: staffInviteSchema, response } }, async (request) =>
    inviteStaff(deps(), request.user!, request.body),
  );

  app.put(
    '/staff/:id',
    { schema: { tags, params, body: staffUpdateSchema, response } },
    async (request) => updateStaff(app.db, request.user!, request.params.id, request.body),
  );

  app.get('/staff/roles', { schema: { tags, response } }, async () => staffPage(app.db));

  app.post(
    '/staff/roles',
    { schema: { tags, body: staffRoleInputSchema, response } },
    async (request) => createRole(app.db, request.user!, request.body),
  );

  app.put(
    '/staff/roles/:id',
    { schema: { tags, params: roleParams, body: staffRoleInputSchema, response } },
    async (request) => updateRole(app.db, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/staff/roles/:id',
    { schema: { tags, params: roleParams, response } },
    async (request) => removeRole(app.db, request.user!, request.params.id),
  );
};
