import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderReturnsSchema,
  returnRequestSchema,
  returnViewSchema,
} from '@shared/schemas/returns.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { RazorpayConfig } from '../orders/orders.public.ts';
import { orderReturns, requestReturn } from './returns.service.ts';

const params = z.object({ id: z.string().uuid('Order not found') });

/** /api/orders/:id/returns: a shopper's returns of a delivered order (issue #35). */
export const returnsRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  razorpay?: RazorpayConfig;
  secret: string;
}> = async (app, { publicUrl, razorpay, secret }) => {
  const box = createSecretBox(secret, 'return bank details');
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/orders/:id/returns',
    { schema: { tags: ['orders'], params, response: { 200: orderReturnsSchema } } },
    async (request) => orderReturns(app.db, request.params.id, request.user!.id),
  );

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags: ['orders'],
        params,
        body: returnRequestSchema,
        response: { 201: returnViewSchema },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(
        { db: app.db, mailer: app.mailer, publicUrl, razorpay, box },
        request.user!.id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
};
