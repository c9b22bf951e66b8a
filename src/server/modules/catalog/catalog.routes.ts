import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionRailSchema, collectionsResponseSchema } from '@shared/schemas/book.ts';
import {
  bookDetailSchema,
  booksListSchema,
  booksListQuerySchema,
  reviewSorts,
  reviewsPageSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@shared/schemas/catalog.ts';
import { recordServedSearch } from '../events/events.public.ts';
import { getLatestSiteConfig } from '../site-config/site-config.public.ts';
import { listBooks } from './catalog-listing.service.ts';
import {
  getBookDetail,
  getCollection,
  listCollectionRails,
  listReviews,
} from './catalog.service.ts';
import { suggest } from '../search/search.public.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('No such book') });

/** The listing, with search and facets. */
const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/books',
    {
      config: { etag: true },
      schema: {
        tags: ['catalog'],
        querystring: booksListQuerySchema,
        response: { 200: booksListSchema },
      },
    },
    async (request) => {
      const list = await listBooks(app.dbRead, request.query, {
        facets: request.query.facets !== '0',
      });
      // For the admin's "top searches": a browser's Search event counts only against this.
      const { search } = request.query;
      if (search && request.visitorId) {
        await recordServedSearch(
          app.db,
          request.visitorId,
          { search, resultCount: list.total },
          request.log,
        );
      }
      return list;
    },
  );
};

/** Book pages, their reviews, collections and suggestions. */
const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/books/:id',
    {
      config: { etag: true },
      schema: { tags: ['catalog'], params: idParams, response: { 200: bookDetailSchema } },
    },
    async (request) => getBookDetail(app.dbRead, request.params.id),
  );

  app.get(
    '/books/:id/reviews',
    {
      schema: {
        tags: ['catalog'],
        params: idParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(10),
          sort: z.enum(reviewSorts).default('newest'),
        }),
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => listReviews(app.dbRead, request.params.id, request.query),
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalog'],
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => {
      const config = await getLatestSiteConfig(app.dbRead);
      return suggest(app.dbRead, request.query.q, config?.categories ?? []);
    },
  );

  app.get(
    '/collections',
    {
      config: { etag: true },
      schema: { tags: ['catalog'], response: { 200: collectionsResponseSchema } },
    },
    async () => ({ collections: await listCollectionRails(app.dbRead) }),
  );

  app.get(
    '/collections/:name',
    {
      config: { etag: true },
      schema: {
        tags: ['catalog'],
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: collectionRailSchema },
      },
    },
    async (request) => getCollection(app.dbRead, request.params.name),
  );
};

/** The public catalogue: listings with search and facets, book pages, collections, suggestions. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await listingRoutes(app, {});
  await bookRoutes(app, {});
};
