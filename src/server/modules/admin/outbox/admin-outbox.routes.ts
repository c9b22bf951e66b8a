import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOutboxMessageSchema,
  adminOutboxPageSchema,
  adminOutboxQuerySchema,
} from '@shared/schemas/admin-outbox.ts';
import { getOutboxMessage, listOutbox, type DeliveryConfigured } from './admin-outbox.service.ts';

const params = z.object({
  id: z.coerce.number().int().positive('Message not found').max(2_147_483_647, 'Message not found'),
});
const tags = ['admin: outbox'];

/**
 * /api/admin/outbox: every mail and text message the shop sent or holds. Held messages (no mail
 * server or SMS provider) can be read nowhere else, codes included.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod<{
  deliveryConfigured: DeliveryConfigured;
}> = async (app, { deliveryConfigured }) => {
  // Codes and reset links: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxPageSchema },
      },
    },
    async (request) => listOutbox(app.db, request.query, deliveryConfigured),
  );

  app.get(
    '/outbox/:id',
    { schema: { tags, params, response: { 200: adminOutboxMessageSchema } } },
    async (request) => getOutboxMessage(app.db, request.params.id, request.user!.id),
  );
};
