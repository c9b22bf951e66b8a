import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seesContactDetails, type Permission } from '@shared/permissions.ts';
import { needPermission } from '../../../plugins/auth.ts';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrderPulseSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  orderStatusChangeSchema,
  type AdminOrderDetail,
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
    async (request) =>
      withContactDetailsFor(request.user!, await getAdminOrder(app.db, request.params.id)),
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
    async (request) => {
      needPermission(request.user, statusPermission(request.body.status));
      const changed = await changeOrderStatus(
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl },
        request.user!.id,
        request.params.id,
        request.body,
      );
      return withContactDetailsFor(request.user!, changed);
    },
  );
};

/** The street address and phone number go only to those who serve or ship (ADR 038). */
function withContactDetailsFor(
  user: { permissions: readonly Permission[] },
  detail: AdminOrderDetail,
): AdminOrderDetail {
  // Only the moves this staff member may make.
  const order = {
    ...detail,
    nextStatuses: detail.nextStatuses.filter((s) => user.permissions.includes(statusPermission(s))),
  };
  if (seesContactDetails(user.permissions)) return order;
  return {
    ...order,
    contactHidden: true,
    shippingAddress: { ...order.shippingAddress, mobile: '', line1: '', line2: '' },
  };
}

/** Moving an order on is fulfilment; cancelling and refunding are each their own. */
function statusPermission(status: AdminOrderDetail['status']): Permission {
  if (status === 'cancelled') return 'orders.cancel';
  if (status === 'refunded') return 'orders.refund';
  return 'orders.fulfil';
}
