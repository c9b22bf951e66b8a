import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffInviteAcceptSchema, staffInviteStateSchema } from '@shared/schemas/staff.ts';
import { acceptInvite, inviteState } from './staff.service.ts';

/**
 * /api/staff-invite: the link an invited staff member follows to set a password. The token is
 * the credential (only its hash is stored); limited per client address like sign-in.
 */
export const staffInviteRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const rateLimit = { max: 10, timeWindow: 60_000 };

  app.get(
    '/staff-invite',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: { 200: staffInviteStateSchema },
      },
    },
    async (request) => inviteState(app.db, request.query.token),
  );

  app.post(
    '/staff-invite',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: staffInviteAcceptSchema,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const session = await acceptInvite(
        {
          db: app.db,
          auth: app.auth,
          mailer: app.mailer,
          publicUrl,
          shopName: (app.auth.options.appName as string | undefined) ?? 'Pustak',
        },
        request.body.token,
        request.body.password,
      );
      for (const cookie of session.cookies) reply.header('set-cookie', cookie);
      if (session.bearer) reply.header('set-auth-token', session.bearer);
      return { status: true as const };
    },
  );
};
