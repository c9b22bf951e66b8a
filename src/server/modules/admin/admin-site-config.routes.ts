import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSiteConfigSchema,
  renameCategoryResultSchema,
  renameCategorySchema,
  rollbackSiteConfigSchema,
  siteConfigInputSchema,
} from '@shared/schemas/admin-site-config.ts';
import {
  getAdminSiteConfig,
  renameCategory,
  rollbackSiteConfig,
  saveSiteConfig,
} from './admin-site-config.service.ts';

const tags = ['admin: site configuration'];

/** /api/admin/site-config: categories and the staff-written HTML blocks, versioned. */
export const adminSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-config',
    { schema: { tags, response: { 200: adminSiteConfigSchema } } },
    async () => getAdminSiteConfig(app.db),
  );

  app.put(
    '/site-config',
    { schema: { tags, body: siteConfigInputSchema, response: { 200: adminSiteConfigSchema } } },
    async (request) => saveSiteConfig(app.db, request.user!.id, request.body),
  );

  app.post(
    '/site-config/categories/rename',
    {
      schema: { tags, body: renameCategorySchema, response: { 200: renameCategoryResultSchema } },
    },
    async (request) => renameCategory(app.db, request.user!.id, request.body),
  );

  app.post(
    '/site-config/rollback',
    {
      schema: { tags, body: rollbackSiteConfigSchema, response: { 200: adminSiteConfigSchema } },
    },
    async (request) => rollbackSiteConfig(app.db, request.user!.id, request.body.version),
  );
};
