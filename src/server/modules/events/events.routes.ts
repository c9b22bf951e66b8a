import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminPath } from '@shared/routes.ts';
import { eventBatchSchema } from '@shared/schemas/events.ts';
import { events } from '../../db/schema/content.ts';

/**
 * POST /api/events: first-party analytics for the admin dashboard, batched by the browser.
 * Events from admin paths are dropped (docs/product.md §2), and nothing identifies the visitor beyond a
 * random id and, when signed in, the user id.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      schema: { tags: ['events'], body: eventBatchSchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await app.sessionUser(request);
      const rows = request.body.events
        .filter((e) => !isAdminPath(e.path.split('?')[0]!))
        .map((e) => ({
          name: e.name,
          userId: user?.id ?? null,
          visitorId: request.body.visitorId,
          bookId: e.bookId ?? null,
          path: e.path,
          payload: e.payload,
        }));
      if (rows.length > 0) {
        // A book id that no longer exists must not turn the whole batch into an error.
        await app.db
          .insert(events)
          .values(rows)
          .catch(async () =>
            app.db.insert(events).values(rows.map((r) => ({ ...r, bookId: null }))),
          );
      }
      return reply.code(204).send();
    },
  );
};
