import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactMessageSchema,
  adminContactMessagesPageSchema,
  adminContactMessagesQuerySchema,
} from '@shared/schemas/admin-contact-messages.ts';
import { listContactMessages, readContactMessage } from './admin-contact-messages.service.ts';

const params = z.object({ id: z.coerce.number().int().positive('Message not found') });
const tags = ['admin: contact messages'];

/** /api/admin/contact-messages: what shoppers wrote through the contact form. */
export const adminContactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        querystring: adminContactMessagesQuerySchema,
        response: { 200: adminContactMessagesPageSchema },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );

  app.post(
    '/contact-messages/:id/read',
    { schema: { tags, params, response: { 200: adminContactMessageSchema } } },
    async (request) => readContactMessage(app.db, request.user!.id, request.params.id),
  );
};
