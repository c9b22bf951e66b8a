import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteAccountMessages,
  deleteAccountSchema,
  meSchema,
  updateProfileSchema,
} from '@shared/schemas/auth.ts';
import { authBridgeHandler } from './auth-bridge.ts';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';
import { deleteAccount, getMe, sendDeleteAccountCode, updateProfile } from './auth.service.ts';

/**
 * better-auth at /api/auth/*, behind a thin bridge that validates bodies with the shared zod
 * schemas, adds per-account limits, and answers errors in the API's `{error}` format; plus
 * `/api/auth/me`.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  rateLimitStore: DbRateLimitStore;
  /** False when no SMS provider is configured: phone codes are held in the staff outbox. */
  smsConfigured: boolean;
}> = async (app, { rateLimitStore, smsConfigured }) => {
  // OAuth providers may post their answer as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: authBridgeHandler(app, { rateLimitStore, smsConfigured }),
  });

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: { 200: meSchema } }, preValidation: app.requireUser },
    async (request) => getMe(app.db, request.user!.id),
  );

  app.patch(
    '/auth/me',
    {
      schema: { tags: ['auth'], body: updateProfileSchema, response: { 200: meSchema } },
      preValidation: app.requireUser,
    },
    async (request) => updateProfile(app.db, request.user!.id, request.body),
  );

  const deleteDeps = {
    db: app.db,
    store: rateLimitStore,
    mailer: app.mailer,
    shopName: (app.auth.options.appName as string | undefined) ?? 'Pustak',
  };

  app.post(
    '/auth/me/delete-code',
    {
      schema: {
        tags: ['auth'],
        response: { 200: z.object({ message: z.string() }) },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      await sendDeleteAccountCode(deleteDeps, request.user!.id);
      return { message: deleteAccountMessages.codeSent };
    },
  );

  app.delete(
    '/auth/me',
    { schema: { tags: ['auth'], body: deleteAccountSchema }, preValidation: app.requireUser },
    async (request, reply) => {
      await deleteAccount(deleteDeps, request.user!.id, request.body);
      // Expire the session cookie in the browser too.
      for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
        reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      }
      return reply.code(204).send();
    },
  );
};
