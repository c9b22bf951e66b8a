import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema/content.ts';
import { sendError } from '../../plugins/errors.ts';

const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.date(),
  readAt: z.date().nullable(),
});

/**
 * /api/admin/*: one `requireAdmin` hook guards the whole subtree, unknown paths included, so
 * no admin route can be added without it.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);
  app.setNotFoundHandler({ preHandler: app.requireAdmin }, (request, reply) =>
    sendError(reply, 404, {
      code: 'NOT_FOUND',
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({ items: z.array(contactMessageSchema), total: z.number().int() }),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [items, [{ total } = { total: 0 }]] = await Promise.all([
        app.db
          .select({
            id: contactMessages.id,
            name: contactMessages.name,
            email: contactMessages.email,
            subject: contactMessages.subject,
            message: contactMessages.message,
            createdAt: contactMessages.createdAt,
            readAt: contactMessages.readAt,
          })
          .from(contactMessages)
          .orderBy(desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ total: count() }).from(contactMessages),
      ]);
      return { items, total };
    },
  );
};
