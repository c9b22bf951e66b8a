import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import {
  countNotifications,
  findNotification,
  findNotificationsPage,
  markRead,
} from './notifications.repository.ts';

const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** The signed-in user's notifications (order updates, back in stock, price drops). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: {
          200: z.object({
            items: z.array(notificationSchema),
            total: z.number().int(),
            unread: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const userId = request.user!.id;
      const [rows, total, unread] = await Promise.all([
        findNotificationsPage(app.db, userId, pageSize, (page - 1) * pageSize),
        countNotifications(app.db, userId, false),
        countNotifications(app.db, userId, true),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          type: r.type,
          title: r.title,
          body: r.body,
          link: r.link,
          read: r.readAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        unread,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        response: { 200: z.object({ unread: z.number().int() }) },
      },
    },
    async (request) => ({ unread: await countNotifications(app.db, request.user!.id, true) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      if (!(await findNotification(app.db, userId, request.params.id))) {
        throw new HttpError(404, 'NOT_FOUND', 'Notification not found');
      }
      return { updated: await markRead(app.db, userId, [request.params.id]) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => ({ updated: await markRead(app.db, request.user!.id, 'all') }),
  );
};
