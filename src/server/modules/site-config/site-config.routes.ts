import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema } from '@shared/schemas/site-config.ts';
import { getPublicSiteConfig, type SiteFeatures } from './site-config.service.ts';

/** GET /config: fetched once by the client (docs/product.md §7). */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ features: SiteFeatures }> = async (
  app,
  { features },
) => {
  app.get(
    '/config',
    { config: { etag: true }, schema: { tags: ['site'], response: { 200: siteConfigSchema } } },
    async () => getPublicSiteConfig(app.db, features),
  );
};
