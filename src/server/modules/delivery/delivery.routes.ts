import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryQuoteQuerySchema, deliveryQuoteSchema } from '@shared/schemas/delivery.ts';
import { getShopSettings } from '../site-config/site-config.public.ts';
import { deliveryTerms, toQuote } from './delivery.service.ts';

/**
 * GET /api/delivery?pincode=…&amount=…: what delivery of that amount to a PIN code costs, how
 * long it takes and whether cash on delivery reaches it (the book page and the cart ask; no
 * sign-in needed).
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery',
    {
      schema: {
        tags: ['delivery'],
        querystring: deliveryQuoteQuerySchema,
        response: { 200: deliveryQuoteSchema },
      },
    },
    async (request) => {
      const settings = await getShopSettings(app.db);
      const { pincode, amount } = request.query;
      return toQuote(
        await deliveryTerms(app.db, settings, pincode, Math.round(amount * 100)),
        settings,
      );
    },
  );
};
