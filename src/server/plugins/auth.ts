import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/auth.ts';
import { permissionLabels, permissions, type Permission } from '@shared/permissions.ts';
import { sessionAbsoluteSeconds, type Auth } from '../modules/auth/auth.public.ts';
import { permissionsOfStaff } from '../modules/admin/staff/staff.public.ts';
import { HttpError, sendError } from './errors.ts';

export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  /** admin is the shop's owner (every permission); staff hold a role's permissions. */
  role: 'user' | 'admin' | 'staff';
  permissions: readonly Permission[];
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Hook (preValidation, so a signed-out caller learns nothing from validation): 401 unless signed in; sets `request.user`. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Hook: 401 signed out, 403 for a shopper; owners and staff pass (permissions are per route). */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a request, or null (reads the session once per request). */
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** What a staff member without a permission is told (the admin shows the same words). */
export function noAccess(permission: Permission): HttpError {
  return new HttpError(
    403,
    'NO_PERMISSION',
    `You do not have access to this: it needs the permission “${permissionLabels[permission]}”. Ask the shop’s owner.`,
  );
}

/** Throws 403 unless the signed-in staff member holds the permission. */
export function needPermission(user: SessionUser | null, permission: Permission) {
  if (!user?.permissions.includes(permission)) throw noAccess(permission);
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
      const role = user.role === 'admin' || user.role === 'staff' ? user.role : 'user';
      return {
        id: Number(user.id),
        email: user.email,
        fullName: user.name,
        role,
        permissions:
          role === 'admin'
            ? permissions
            : role === 'staff'
              ? await permissionsOfStaff(app.db, Number(user.id))
              : [],
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

    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      request.user = await app.sessionUser(request);
      if (!request.user) {
        return sendError(reply, 401, {
          code: 'UNAUTHORIZED',
          message: 'Please sign in to continue.',
        });
      }
      if (request.user.role === 'user') {
        return sendError(reply, 403, {
          code: 'FORBIDDEN',
          message: 'This page is for the shop’s staff only.',
        });
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'errors'] },
);
