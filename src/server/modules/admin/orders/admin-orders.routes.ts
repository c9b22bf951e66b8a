import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrderPulseSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  orderStatusChangeSchema,
} from '@shared/schemas/admin-orders.ts';
import { exportOrdersCsv } from './admin-orders-export.ts';
import {
  changeOrderStatus,
  getAdminOrder,
  getOrderPulse,
  listAdminOrders,
} from './admin-orders.service.ts';

const params = z.object({ id: z.string().uuid('Order not found') });
const tags = ['admin: orders'];

/** /api/admin/orders: every shopper's orders, their status changes and the CSV export. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags,
        querystring: adminOrdersQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one order per row, newest first') },
      },
    },
    async (request, reply) => {
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store');
      const csv = exportOrdersCsv(app.db, filters, (err) =>
        request.log.error({ err }, 'order export stopped early'),
      );
      // The schema documents the text; a stream is sent as it is, never serialised.
      return reply.send(csv as unknown as string);
    },
  );

  // Polled every few seconds by open admin screens; it reads the database, so it sees orders
  // placed through any instance (ADR 022). Never cached: the poll must see a new order at once.
  app.get(
    '/orders/pulse',
    { schema: { tags, response: { 200: adminOrderPulseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderPulse(app.db);
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params, response: { 200: adminOrderDetailSchema } } },
    async (request) => getAdminOrder(app.db, request.params.id),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        params,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      changeOrderStatus(
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl },
        request.user!.id,
        request.params.id,
        request.body,
      ),
  );
};
