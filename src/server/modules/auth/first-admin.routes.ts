import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firstAdminInputSchema, firstAdminStateSchema } from '@shared/schemas/first-admin.ts';
import { createFirstAdmin, firstAdminSetupState } from './first-admin.service.ts';

/**
 * The first admin of a shop that has none, through the one-time link the server prints on its
 * console at start (README "First admin"). Limited per client address like sign-in.
 */
export const firstAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: 10, timeWindow: 60_000 };

  app.get(
    '/setup/first-admin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: { 200: firstAdminStateSchema },
      },
    },
    async (request) => ({ state: await firstAdminSetupState(app.db, request.query.token) }),
  );

  app.post(
    '/setup/first-admin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: firstAdminInputSchema,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const session = await createFirstAdmin({ db: app.db, auth: app.auth }, request.body);
      for (const cookie of session.cookies) reply.header('set-cookie', cookie);
      if (session.bearer) reply.header('set-auth-token', session.bearer);
      return { status: true as const };
    },
  );
};
