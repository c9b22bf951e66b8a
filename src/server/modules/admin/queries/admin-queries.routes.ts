import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publishCollectionSchema,
  queryPreviewResultSchema,
  queryPreviewSchema,
  savedQueriesPageSchema,
  savedQueriesQuerySchema,
  savedQueryInputSchema,
  savedQuerySchema,
} from '@shared/schemas/admin-queries.ts';
import { exportFileName, exportQueryCsv } from './admin-queries-export.ts';
import {
  createSavedQuery,
  editSavedQuery,
  getSavedQuery,
  listSavedQueries,
  previewQuery,
  publishCollection,
  removeSavedQuery,
  toSavedQuery,
  unpublishCollection,
} from './admin-queries.service.ts';

const params = z.object({ id: z.coerce.number().int().positive('No such saved query.') });
const tags = ['admin: conditional queries'];

/**
 * /api/admin/queries: rule sets over books, orders or users, previewed live, saved, exported as
 * CSV, and (for books) published as smart collections that the storefront evaluates live.
 */
export const adminQueriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/queries/preview',
    {
      schema: {
        tags,
        body: queryPreviewSchema,
        response: { 200: queryPreviewResultSchema },
      },
    },
    async (request) => previewQuery(app.db, request.body),
  );

  app.get(
    '/queries',
    {
      schema: {
        tags,
        querystring: savedQueriesQuerySchema,
        response: { 200: savedQueriesPageSchema },
      },
    },
    async (request) => listSavedQueries(app.db, request.query),
  );

  app.post(
    '/queries',
    { schema: { tags, body: savedQueryInputSchema, response: { 201: savedQuerySchema } } },
    async (request, reply) => {
      const saved = await createSavedQuery(app.db, request.user!.id, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/queries/:id',
    { schema: { tags, params, response: { 200: savedQuerySchema } } },
    async (request) => toSavedQuery(await getSavedQuery(app.db, request.params.id)),
  );

  app.put(
    '/queries/:id',
    {
      schema: { tags, params, body: savedQueryInputSchema, response: { 200: savedQuerySchema } },
    },
    async (request) => editSavedQuery(app.db, request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/queries/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeSavedQuery(app.db, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/queries/:id/export.csv',
    {
      schema: {
        tags,
        params,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one matching row per line, newest first') },
      },
    },
    async (request, reply) => {
      const saved = await getSavedQuery(app.db, request.params.id);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(saved)}"`)
        .header('cache-control', 'no-store');
      const csv = exportQueryCsv(app.db, saved, (err) =>
        request.log.error({ err }, 'query export stopped early'),
      );
      // The schema documents the text; a stream is sent as it is, never serialised.
      return reply.send(csv as unknown as string);
    },
  );

  app.post(
    '/queries/:id/collection',
    {
      schema: { tags, params, body: publishCollectionSchema, response: { 200: savedQuerySchema } },
    },
    async (request) =>
      publishCollection(app.db, request.user!.id, request.params.id, request.body.name),
  );

  app.delete(
    '/queries/:id/collection',
    { schema: { tags, params, response: { 200: savedQuerySchema } } },
    async (request) => unpublishCollection(app.db, request.user!.id, request.params.id),
  );
};
