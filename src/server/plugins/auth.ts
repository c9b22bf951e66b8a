import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/auth.ts';
import { sessionAbsoluteSeconds, type Auth } from '../modules/auth/auth.public.ts';
import { sendError } from './errors.ts';

export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Hook (preValidation, so a signed-out caller learns nothing from validation): 401 unless signed in; sets `request.user`. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 signed out, 403 for any role but admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a request, or null (reads the session once per request). */
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * Sessions come from better-auth (cookie or `Authorization: Bearer`). Besides its sliding idle
 * expiry, a session ends a fixed time after sign-in however active it is.
 */
export const authPlugin = fp<{ auth: Auth }>(
  async (app, { auth }) => {
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    async function load(request: FastifyRequest): Promise<SessionUser | null> {
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return null;
      const sessionId = Number(found.session.id);
      const age = Date.now() - new Date(found.session.createdAt).getTime();
      if (age > sessionAbsoluteSeconds * 1000) {
        await app.db.delete(sessions).where(eq(sessions.id, sessionId));
        return null;
      }
      const user = found.user as typeof found.user & { role?: string | null };
      return {
        id: Number(user.id),
        email: user.email,
        fullName: user.name,
        role: user.role === 'admin' ? 'admin' : 'user',
        sessionId,
      };
    }

    app.decorate('sessionUser', (request: FastifyRequest) => {
      let pending = sessionCache.get(request);
      if (!pending) {
        pending = load(request);
        sessionCache.set(request, pending);
      }
      return pending;
    });

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      request.user = await app.sessionUser(request);
      if (!request.user) {
        return sendError(reply, 401, {
          code: 'UNAUTHORIZED',
          message: 'Please sign in to continue.',
        });
      }
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      request.user = await app.sessionUser(request);
      if (!request.user) {
        return sendError(reply, 401, {
          code: 'UNAUTHORIZED',
          message: 'Please sign in to continue.',
        });
      }
      if (request.user.role !== 'admin') {
        return sendError(reply, 403, {
          code: 'FORBIDDEN',
          message: 'This page is for the shop’s staff only.',
        });
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'errors'] },
);
