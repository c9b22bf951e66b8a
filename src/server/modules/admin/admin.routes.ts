import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema/content.ts';
import { sendError } from '../../plugins/errors.ts';
import { adminBooksRoutes } from './admin-books.routes.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { adminQueriesRoutes } from './admin-queries.routes.ts';
import { adminSettingsRoutes } from './admin-settings.routes.ts';
import { adminSiteConfigRoutes } from './admin-site-config.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

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
 * no admin route can be added without it. It runs on request, before any body or parameter is
 * validated, so a caller who is not staff learns nothing about the admin API's inputs. Every
 * area below is a child plugin registered here, inside the guard.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  razorpayConfigured: boolean;
}> = async (app, { publicUrl, razorpayConfigured }) => {
  app.addHook('onRequest', app.requireAdmin);
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

  await app.register(adminBooksRoutes);
  await app.register(adminOrdersRoutes, { publicUrl });
  await app.register(adminUsersRoutes);
  await app.register(adminSettingsRoutes, { razorpayConfigured });
  await app.register(adminSiteConfigRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminQueriesRoutes);
};
