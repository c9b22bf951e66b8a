import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** docs/operations.md "Observability": 200 once migrations ran and the database answers; else 503. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      } catch (err) {
        request.log.warn({ err }, 'health check: database does not answer');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' as const });
      }
    },
  );
};
