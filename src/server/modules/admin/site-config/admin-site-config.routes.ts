import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { entityTag } from '@shared/entity-tag.ts';
import {
  adminSiteConfigSchema,
  renameCategoryResultSchema,
  renameCategorySchema,
  rollbackSiteConfigSchema,
  siteConfigInputSchema,
  type AdminSiteConfig,
} from '@shared/schemas/admin-site-config.ts';
import { requireIfMatch } from '../../../lib/if-match.ts';
import {
  getAdminSiteConfig,
  renameCategory,
  rollbackSiteConfig,
  saveSiteConfig,
} from './admin-site-config.service.ts';

const tags = ['admin: site configuration'];
const url = '/api/admin/site-config';

/** Every answer carries the version it shows as its ETag, for the next save's If-Match. */
function tagged<T extends AdminSiteConfig>(reply: FastifyReply, config: T): T {
  reply.header('etag', entityTag(config.version));
  return config;
}

/** /api/admin/site-config: categories and the staff-written HTML blocks, versioned. */
export const adminSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-config',
    { schema: { tags, response: { 200: adminSiteConfigSchema } } },
    async (_request, reply) => tagged(reply, await getAdminSiteConfig(app.db)),
  );

  app.put(
    '/site-config',
    {
      schema: {
        tags,
        description: 'Needs If-Match: the ETag of the version the new one replaces.',
        body: siteConfigInputSchema,
        response: { 200: adminSiteConfigSchema },
      },
    },
    async (request, reply) => {
      const expected = requireIfMatch(request.headers['if-match'], url);
      return tagged(reply, await saveSiteConfig(app.db, request.user!.id, request.body, expected));
    },
  );

  app.post(
    '/site-config/categories/rename',
    {
      schema: { tags, body: renameCategorySchema, response: { 200: renameCategoryResultSchema } },
    },
    async (request, reply) =>
      tagged(reply, await renameCategory(app.db, request.user!.id, request.body)),
  );

  app.post(
    '/site-config/rollback',
    {
      schema: { tags, body: rollbackSiteConfigSchema, response: { 200: adminSiteConfigSchema } },
    },
    async (request, reply) =>
      tagged(reply, await rollbackSiteConfig(app.db, request.user!.id, request.body.version)),
  );
};
