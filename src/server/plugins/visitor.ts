import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVisitorIds } from '../lib/visitor-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The request's server-issued visitor id; a browser without a valid one is given a new one
     * (a Set-Cookie on this reply). Only for replies no shared cache keeps: pages, not the
     * catalogue's public answers.
     */
    ensureVisitor: (request: FastifyRequest, reply: FastifyReply) => string;
  }
  interface FastifyRequest {
    /** The visitor id of the request's signed cookie, or null without a valid one. */
    visitorId: string | null;
  }
}

/** The analytics visitor cookie (src/server/lib/visitor-id.ts), read on every request. */
export const visitorPlugin = fp<{ secret: string; secure: boolean }>(
  async (app, options) => {
    const ids = createVisitorIds(options);
    app.decorateRequest('visitorId', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.visitorId = ids.fromCookieHeader(request.headers.cookie);
      done();
    });
    app.decorate('ensureVisitor', (request: FastifyRequest, reply: FastifyReply) => {
      if (request.visitorId) return request.visitorId;
      const { id, setCookie } = ids.issue();
      request.visitorId = id;
      reply.header('set-cookie', setCookie);
      return id;
    });
  },
  { name: 'visitor' },
);
