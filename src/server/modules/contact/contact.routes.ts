import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageSchema } from '@shared/schemas/contact.ts';
import { receiveContactMessage } from './contact.service.ts';

/** POST /api/contact (docs/product.md "Contact"): stores the message and mails the shop. */
export const contactRoutes: FastifyPluginAsyncZod<{ shopAddress: string }> = async (
  app,
  { shopAddress },
) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      await receiveContactMessage(
        { db: app.db, mailer: app.mailer, log: request.log, fallbackTo: shopAddress },
        request.body,
        null,
      );
      return reply.code(201).send({ ok: true as const });
    },
  );
};
