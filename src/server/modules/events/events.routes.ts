import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventBatchSchema } from '@shared/schemas/events.ts';
import { recordEvents, type CapCounter } from './events.service.ts';

/**
 * POST /api/events: first-party analytics for the admin dashboard, batched by the browser.
 * Nothing identifies the visitor beyond the server-issued visitor cookie and, when signed in,
 * the user id. Without a valid cookie the batch is dropped and the browser given one, so a
 * client cannot name visitors; every answer is 204, so it cannot tell what was kept either.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ capCounter: CapCounter }> = async (
  app,
  { capCounter },
) => {
  app.post(
    '/events',
    {
      schema: { tags: ['events'], body: eventBatchSchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const visitorId = request.visitorId;
      if (!visitorId) {
        app.ensureVisitor(request, reply);
        return reply.code(204).send();
      }
      const user = await app.sessionUser(request);
      await recordEvents(app.db, capCounter, {
        visitorId,
        userId: user?.id ?? null,
        ip: request.ip,
        events: request.body.events,
      });
      return reply.code(204).send();
    },
  );
};
