import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mergeContributorsSchema,
  mergeResultSchema,
  namedKinds,
  namedListQuerySchema,
  namedPageSchema,
  namedRowSchema,
  renameSchema,
} from '@shared/schemas/admin-book-trade.ts';
import { listNamed, mergePeople, renameNamedThing } from './admin-book-trade.service.ts';

const tags = ['admin: people, series and publishers'];
const missing = {
  contributors: 'No such person.',
  series: 'No such series.',
  publishers: 'No such publisher.',
};

/**
 * /api/admin/contributors, /series and /publishers: lists with search, a rename; and merging
 * two records of one person (ADR 034).
 */
export const adminBookTradeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of namedKinds) {
    const params = z.object({ id: z.coerce.number().int().positive(missing[kind]) });
    app.get(
      `/${kind}`,
      { schema: { tags, querystring: namedListQuerySchema, response: { 200: namedPageSchema } } },
      async (request) => listNamed(app.db, kind, request.query),
    );
    app.patch(
      `/${kind}/:id`,
      { schema: { tags, params, body: renameSchema, response: { 200: namedRowSchema } } },
      async (request) =>
        renameNamedThing(app.db, request.user!.id, kind, request.params.id, request.body),
    );
  }

  app.post(
    '/contributors/merge',
    { schema: { tags, body: mergeContributorsSchema, response: { 200: mergeResultSchema } } },
    async (request) => mergePeople(app.db, request.user!.id, request.body.from, request.body.into),
  );
};
