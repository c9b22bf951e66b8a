import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionsResponseSchema } from '@shared/schemas/book.ts';
import { listCollectionRails } from './catalog.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections',
    { schema: { response: { 200: collectionsResponseSchema } } },
    async () => ({ collections: await listCollectionRails(app.db) }),
  );
};
