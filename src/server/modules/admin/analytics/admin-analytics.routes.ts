import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
} from '@shared/schemas/admin-analytics.ts';
import { getAnalytics } from './admin-analytics.service.ts';

/** GET /api/admin/analytics?from&to: sales, the shopping funnel and searches over a range. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['admin: analytics'],
        querystring: adminAnalyticsQuerySchema,
        response: { 200: adminAnalyticsSchema },
      },
    },
    async (request) => getAnalytics(app.db, request.query),
  );
};
