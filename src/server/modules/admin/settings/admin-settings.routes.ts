import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, shopSettingsSchema } from '@shared/schemas/admin-settings.ts';
import { entityTag } from '@shared/entity-tag.ts';
import { requireIfMatch } from '../../../lib/if-match.ts';
import { getAdminSettings, updateAdminSettings } from './admin-settings.service.ts';

const tags = ['admin: settings'];
const url = '/api/admin/settings';

/** /api/admin/settings: store details, shipping, tax and payment switches (never the keys). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ razorpayConfigured: boolean }> = async (
  app,
  { razorpayConfigured },
) => {
  // Each answer carries the settings' version as its ETag, for the next save's If-Match.
  app.get(
    '/settings',
    { schema: { tags, response: { 200: adminSettingsSchema } } },
    async (_request, reply) => {
      const settings = await getAdminSettings(app.db, razorpayConfigured);
      reply.header('etag', entityTag(settings.version));
      return settings;
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        description: 'Needs If-Match: the ETag of the settings the new ones replace.',
        body: shopSettingsSchema,
        response: { 200: adminSettingsSchema },
      },
    },
    async (request, reply) => {
      const expected = requireIfMatch(request.headers['if-match'], url);
      const saved = await updateAdminSettings(
        app.db,
        request.user!.id,
        request.body,
        expected,
        razorpayConfigured,
      );
      reply.header('etag', entityTag(saved.version));
      return saved;
    },
  );
};
