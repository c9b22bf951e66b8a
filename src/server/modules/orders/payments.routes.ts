import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { findOrderByRazorpayOrderId } from './orders.repository.ts';
import { orderDeps } from './order-deps.ts';
import { markPaid } from './payments.service.ts';
import { isValidWebhookSignature, type RazorpayConfig } from './razorpay-client.ts';

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; status?: string } };
    order?: { entity?: { id?: string } };
  };
}

/**
 * POST /api/payments/razorpay/webhook: Razorpay's signed notice of a captured payment, which
 * confirms an order even when the shopper's browser never came back.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  razorpay: RazorpayConfig;
  publicUrl: string;
}> = async (app, { razorpay, publicUrl }) => {
  // The signature covers the exact bytes Razorpay sent, so keep the body as text here.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/razorpay/webhook',
    { schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      if (
        !razorpay.webhookSecret ||
        !isValidWebhookSignature(razorpay.webhookSecret, raw, signature)
      ) {
        throw new HttpError(400, 'INVALID_SIGNATURE', 'Invalid webhook signature.');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw) as WebhookEvent;
      } catch {
        throw new HttpError(400, 'BAD_REQUEST', 'The request could not be read.');
      }
      const payment = event.payload?.payment?.entity;
      const razorpayOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      if (
        (event.event === 'payment.captured' || event.event === 'order.paid') &&
        payment?.id &&
        razorpayOrderId
      ) {
        const order = await findOrderByRazorpayOrderId(app.db, razorpayOrderId);
        if (order) {
          const deps = orderDeps(app, { publicUrl, razorpay }, request.log);
          await markPaid(deps, order.id, payment.id, 'webhook');
        } else {
          request.log.warn({ razorpayOrderId }, 'webhook for an unknown Razorpay order');
        }
      }
      // Any well-signed event is acknowledged, so Razorpay does not retry it forever.
      return { ok: true as const };
    },
  );
};
