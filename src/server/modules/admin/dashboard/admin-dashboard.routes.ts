import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@shared/schemas/admin-dashboard.ts';
import { getDashboard } from './admin-dashboard.service.ts';

/** GET /api/admin/dashboard: the figures on the admin home page. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { schema: { tags: ['admin: dashboard'], response: { 200: adminDashboardSchema } } },
    async () => getDashboard(app.db),
  );
};
