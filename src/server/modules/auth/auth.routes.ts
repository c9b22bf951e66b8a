import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  deleteAccountMessages,
  deleteAccountSchema,
  meSchema,
  updateProfileSchema,
} from '@shared/schemas/auth.ts';
import { sendError } from '../../plugins/errors.ts';
import { authBodySchemas, fieldErrors } from './auth-body-schemas.ts';
import type { DbRateLimitStore } from './db-rate-limit-store.ts';
import { resolveAuthEndpoint } from './auth-endpoints.ts';
import {
  deleteAccount,
  getMe,
  phoneCodeLimits,
  sendDeleteAccountCode,
  signInTarget,
  updateProfile,
} from './auth.service.ts';
import { spendPasswordCheck } from './password-hash.ts';
import {
  deviceCookieName,
  deviceSetCookie,
  readCookie,
  signInLockout,
  type SignInClient,
} from './sign-in-lockout.ts';

const codeSendingPaths = new Set([
  '/sign-up/email',
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
]);

/** better-auth's error codes for "try again later", answered in this API's own terms. */
function toApiError(status: number, body: unknown): { code: string; message: string } {
  const b = (body ?? {}) as { code?: string; message?: string };
  if (status === 429) {
    return {
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    };
  }
  if (status === 404 && !b.message) return { code: 'NOT_FOUND', message: 'No such endpoint.' };
  return { code: b.code ?? 'AUTH_ERROR', message: b.message || 'An unknown error occurred.' };
}

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
  const lockout = signInLockout(rateLimitStore, app.auth.options.secret as string);
  const secure = (app.auth.options.baseURL as string).startsWith('https://');
  // OAuth providers may post their answer as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  /** Runs one request through better-auth and returns its answer, not yet sent. */
  async function callAuth(
    request: FastifyRequest,
    target: string,
    body: unknown,
  ): Promise<Response> {
    const url = new URL(target, app.auth.options.baseURL as string);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === 'content-length') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // better-auth keys its limits by this header; it must be the socket's address, not the caller's claim.
    headers.set('x-forwarded-for', request.ip);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
    if (hasBody && typeof body !== 'string') headers.set('content-type', 'application/json');
    return app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      }),
    );
  }

  async function send(request: FastifyRequest, reply: FastifyReply, response: Response) {
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
      reply.header(name, value);
    });
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    const text = await response.text();
    if (response.status >= 400) {
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = { message: text };
      }
      if (response.status >= 500) request.log.error({ body: parsed }, 'auth error');
      else request.log.info({ status: response.status, body: parsed }, 'auth refused');
      return sendError(reply, response.status, toApiError(response.status, parsed));
    }
    return reply.send(text || null);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // Guards and better-auth must see one and the same path (auth-endpoints.ts).
      const endpoint = resolveAuthEndpoint(request.url, request.method);
      if (!endpoint.ok) {
        return endpoint.status === 405
          ? sendError(reply, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' })
          : sendError(reply, 404, { code: 'NOT_FOUND', message: 'No such endpoint.' });
      }
      const { path } = endpoint;
      const target = `/api/auth${path}${endpoint.search}`;
      let body: unknown = request.body;

      const schema = authBodySchemas[path];
      if (schema && request.method === 'POST') {
        const parsed = schema.safeParse(body ?? {});
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error);
          return sendError(reply, 400, {
            code: 'VALIDATION_ERROR',
            message: Object.values(fields)[0] ?? 'Invalid input',
            fields,
          });
        }
        body = { ...(body as object), ...parsed.data };
      }

      if (path.startsWith('/phone-number/')) {
        const user = await app.sessionUser(request);
        if (!user) {
          return sendError(reply, 401, {
            code: 'SESSION_EXPIRED',
            message: authMessages.sessionExpired,
          });
        }
        if (path === '/phone-number/send-otp') {
          const { phoneNumber } = body as { phoneNumber: string };
          const wait = await phoneCodeLimits(rateLimitStore).consume(phoneNumber, user.id);
          if (wait !== null) {
            reply.header('retry-after', String(wait));
            return sendError(reply, 429, {
              code: 'RATE_LIMITED',
              message: 'Too many codes were sent to this number. Please try again later.',
            });
          }
          const response = await callAuth(request, target, body);
          if (!response.ok) return send(request, reply, response);
          await response.body?.cancel();
          // Without an SMS provider the code waits in the staff-only outbox: say so.
          return reply.send(
            smsConfigured
              ? { status: true, delivery: 'sent' }
              : { status: true, delivery: 'held', message: authMessages.smsHeld },
          );
        }
      }

      const email = (body as { email?: unknown } | undefined)?.email;
      if (codeSendingPaths.has(path) && typeof email === 'string') {
        const verdict = await rateLimitStore.consume(`email:${path}:${email}`, {
          window: 60 * 60,
          max: 6,
        });
        if (!verdict.allowed) {
          reply.header('retry-after', String(verdict.retryAfter));
          return sendError(reply, 429, {
            code: 'RATE_LIMITED',
            message: 'Too many codes were sent to this address. Please try again later.',
          });
        }
      }

      // Every way of signing in with a secret counts against the same lockout (sign-in-lockout.ts).
      const signIn = await signInTarget(app.db, path, body);
      if (signIn) {
        const { account } = signIn;
        const client: SignInClient = {
          ip: request.ip,
          deviceCookie: readCookie(request.headers.cookie, deviceCookieName),
        };
        const wait = await lockout.secondsToWait(account, client);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return sendError(reply, 429, {
            code: 'RATE_LIMITED',
            message: `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
          });
        }
        if (!signIn.checksPassword) {
          await spendPasswordCheck(String((body as { password?: unknown }).password ?? ''));
        }
        const response = await callAuth(request, target, body);
        // Counted before answering, so the caller's next try already sees it.
        if (response.status === 401) await lockout.recordFailure(account, client);
        else if (response.ok) {
          await lockout.recordSuccess(account, client);
          reply.header('set-cookie', deviceSetCookie(lockout.newDeviceCookie(account), secure));
        }
        return send(request, reply, response);
      }

      const response = await callAuth(request, target, body);
      if (path === '/email-otp/verify-email' && response.ok && typeof email === 'string') {
        // Confirming the address signs the browser in: it is the owner's device from now on.
        reply.header('set-cookie', deviceSetCookie(lockout.newDeviceCookie(email), secure));
      }
      if (path === '/email-otp/reset-password' && response.ok && typeof email === 'string') {
        // The owner proved the mailbox: a lockout built up against the account is lifted.
        await lockout.resetAccount(email);
      }
      if (path === '/sign-up/email' && response.ok) {
        // better-auth answers a taken address with a made-up user and a new one with the real
        // (sequential) row: one answer for both, so sign-up tells nothing about who is registered.
        await response.body?.cancel();
        return reply.send({ status: true });
      }
      return send(request, reply, response);
    },
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
