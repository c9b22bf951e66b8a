import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  returnDecisionSchema,
  returnReceiptSchema,
  returnRefundSchema,
  returnViewSchema,
} from '@shared/schemas/returns.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { needPermission } from '../../plugins/auth.ts';
import { readReturnPhoto } from './return-photos.ts';
import type { RazorpayConfig } from '../orders/orders.public.ts';
import {
  decideReturn,
  receiveReturn,
  refundReturn,
  staffReturns,
} from './returns-staff.service.ts';
import type { ReturnDeps } from './returns-view.ts';

const orderParams = z.object({ id: z.string().uuid('Order not found') });
const params = z.object({ id: z.coerce.number().int().positive('No such return.') });
const tags = ['admin: returns'];
const list = { 200: z.array(returnViewSchema) };

/** /api/admin/returns: staff approve, receive and refund returns (permissions per route). */
export const adminReturnsRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  razorpay?: RazorpayConfig;
  secret: string;
}> = async (app, { publicUrl, razorpay, secret }) => {
  const box = createSecretBox(secret, 'return bank details');
  const deps = (): ReturnDeps => ({ db: app.db, mailer: app.mailer, publicUrl, razorpay, box });
  // The bank account a cash refund goes to: only for those who refund.
  const boxFor = (permissions: readonly string[]) =>
    permissions.includes('orders.refund') ? box : null;

  app.get('/returns', { schema: { tags, response: list } }, async (request) =>
    staffReturns(app.db, { open: true }, boxFor(request.user!.permissions)),
  );

  app.get(
    '/orders/:id/returns',
    { schema: { tags, params: orderParams, response: list } },
    async (request) =>
      staffReturns(app.db, { orderId: request.params.id }, boxFor(request.user!.permissions)),
  );

  app.get('/returns/:id/photo', { schema: { tags, params } }, async (request, reply) =>
    reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .send(await readReturnPhoto(app.db, request.params.id, null)),
  );

  app.post(
    '/returns/:id/decision',
    { schema: { tags, params, body: returnDecisionSchema } },
    async (request, reply) => {
      await decideReturn(deps(), request.user!.id, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/returns/:id/receive',
    { schema: { tags, params, body: returnReceiptSchema } },
    async (request, reply) => {
      await receiveReturn(deps(), request.user!.id, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/returns/:id/refund',
    { schema: { tags, params, body: returnRefundSchema } },
    async (request, reply) => {
      needPermission(request.user, 'orders.refund');
      await refundReturn(deps(), request.user!.id, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
