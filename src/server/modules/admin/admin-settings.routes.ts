import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, shopSettingsSchema } from '@shared/schemas/admin-settings.ts';
import { getAdminSettings, updateAdminSettings } from './admin-settings.service.ts';

const tags = ['admin: settings'];

/** /api/admin/settings: store details, shipping, tax and payment switches (never the keys). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ razorpayConfigured: boolean }> = async (
  app,
  { razorpayConfigured },
) => {
  app.get('/settings', { schema: { tags, response: { 200: adminSettingsSchema } } }, async () =>
    getAdminSettings(app.db, razorpayConfigured),
  );

  app.put(
    '/settings',
    { schema: { tags, body: shopSettingsSchema, response: { 200: adminSettingsSchema } } },
    async (request) =>
      updateAdminSettings(app.db, request.user!.id, request.body, razorpayConfigured),
  );
};
