import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pincodeSchema } from '@shared/schemas/delivery.ts';
import { couponListSchema } from '@shared/schemas/promotions.ts';
import {
  orderSchema,
  placeOrderSchema,
  quoteSchema,
  razorpayPaymentSchema,
} from '@shared/schemas/checkout.ts';
import { badRequest } from '../../plugins/errors.ts';
import { invoiceRoutes } from '../invoices/invoices.public.ts';
import type { RazorpayConfig } from './razorpay-client.ts';
import { cancelOrder, getOrder, listOrders, placeOrder } from './orders.service.ts';
import { quote } from './order-pricing.service.ts';
import { orderDeps, type OrderDeps } from './order-deps.ts';
import { verifyPayment } from './payments.service.ts';

const params = z.object({ id: z.string().uuid('Order not found') });

/** Checkout and the shopper's own orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  razorpay?: RazorpayConfig;
}> = async (app, { publicUrl, razorpay }) => {
  app.addHook('preValidation', app.requireUser);
  // A shopper's own orders' invoices (any other order is not found).
  await app.register(invoiceRoutes((request) => request.user!.id));
  const deps = (log: OrderDeps['log']) => orderDeps(app, { publicUrl, razorpay }, log);

  app.get(
    '/checkout/quote',
    {
      schema: {
        tags: ['orders'],
        querystring: z.object({
          pincode: pincodeSchema.optional(),
          coupon: couponListSchema.optional(),
        }),
        response: { 200: quoteSchema },
      },
    },
    async (request) =>
      quote(app.db, request.user!.id, request.query.pincode ?? null, request.query.coupon ?? []),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        body: placeOrderSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 200: orderSchema, 201: orderSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key']?.trim();
      if (!key || key.length < 8 || key.length > 100) {
        throw badRequest(
          'Send a unique Idempotency-Key header (8–100 characters) with each order.',
        );
      }
      const user = request.user!;
      const { status, body } = await placeOrder(
        deps(request.log),
        { id: user.id, email: user.email, fullName: user.fullName },
        request.body,
        key,
      );
      return reply.code(status as 200 | 201).send(body);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: {
          200: z.object({
            items: z.array(orderSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) =>
      listOrders(app.db, request.user!.id, request.query.page, request.query.pageSize),
  );

  app.get(
    '/orders/:id',
    { schema: { tags: ['orders'], params, response: { 200: orderSchema } } },
    async (request) => getOrder(app.db, request.user!.id, request.params.id),
  );

  app.post(
    '/orders/:id/payment',
    {
      schema: {
        tags: ['orders'],
        params,
        body: razorpayPaymentSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      verifyPayment(deps(request.log), request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/orders/:id/cancel',
    { schema: { tags: ['orders'], params, response: { 200: orderSchema } } },
    async (request) => cancelOrder(app.db, request.user!.id, request.params.id, deps(request.log)),
  );
};
