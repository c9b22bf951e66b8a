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
  personPageSchema,
  publisherPageQuerySchema,
  publisherPageSchema,
  seriesPageSchema,
} from '@shared/schemas/catalog.ts';
import { recordServedSearch } from '../events/events.public.ts';
import { getLatestSiteConfig } from '../site-config/site-config.public.ts';
import { listBooks } from './catalog-listing.service.ts';
import {
  getAuthor,
  getBookDetail,
  getCollection,
  listCollectionRails,
  listReviews,
} from './catalog.service.ts';
import { suggest } from '../search/search.public.ts';
import { pageRead, servePageRead } from '../../lib/page-reads.ts';
import { notFound } from '../../plugins/errors.ts';
import { getPublisherPage, getSeriesPage } from './edition.service.ts';
import { slug } from '@shared/params.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('No such book') });

/** GET /api/books: the listing, with search and facets. */
const booksRead = pageRead({
  path: '/api/books',
  query: booksListQuerySchema,
  response: booksListSchema,
  cached: true,
  read: (db, { query }) => listBooks(db, query, { facets: query.facets !== '0' }),
  served: ({ query }, list) =>
    query.search ? { search: query.search, resultCount: list.total } : undefined,
});

/** GET /api/books/:id: a book's page. */
const bookRead = pageRead({
  path: '/api/books/:id',
  params: idParams,
  response: bookDetailSchema,
  read: (db, { params }) => getBookDetail(db, params.id),
});

/** GET /api/collections: every collection's rail. */
const collectionsRead = pageRead({
  path: '/api/collections',
  response: collectionsResponseSchema,
  cached: true,
  read: async (db) => ({ collections: await listCollectionRails(db) }),
});

/** GET /api/authors/:slug: an author's page (their best sellers and how many books they have). */
const authorRead = pageRead({
  path: '/api/authors/:slug',
  params: z.object({ slug: z.string().regex(slug.pattern, 'No such author').max(120) }),
  response: personPageSchema,
  cached: true,
  read: (db, { params }) => getAuthor(db, params.slug),
});

const notFoundRead = (message: string): never => {
  throw notFound(message);
};

const slugParams = (what: string) =>
  z.object({ slug: z.string().regex(slug.pattern, `No such ${what}`).max(120) });

/** GET /api/series/:slug: a series' volumes in reading order. */
const seriesRead = pageRead({
  path: '/api/series/:slug',
  params: slugParams('series'),
  response: seriesPageSchema,
  cached: true,
  read: async (db, { params }) =>
    (await getSeriesPage(db, params.slug)) ?? notFoundRead('No such series.'),
});

/** GET /api/publishers/:slug: a publisher's books, newest first, 24 a page. */
const publisherRead = pageRead({
  path: '/api/publishers/:slug',
  params: slugParams('publisher'),
  query: publisherPageQuerySchema,
  response: publisherPageSchema,
  cached: true,
  read: async (db, { params, query }) =>
    (await getPublisherPage(db, params.slug, { page: query.page, pageSize: 24 })) ??
    notFoundRead('No such publisher.'),
});

/** The listing, with search and facets. */
const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  servePageRead(app, booksRead, {
    tags: ['catalog'],
    // For the admin's "top searches": a browser's Search event counts only against this.
    after: async (request, _list, served) => {
      if (served && request.visitorId) {
        await recordServedSearch(app.db, request.visitorId, served, request.log);
      }
    },
  });
};

/** Book pages, their reviews, collections and suggestions. */
const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  servePageRead(app, bookRead, { tags: ['catalog'] });
  servePageRead(app, authorRead, { tags: ['catalog'] });
  servePageRead(app, seriesRead, { tags: ['catalog'] });
  servePageRead(app, publisherRead, { tags: ['catalog'] });

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

  servePageRead(app, collectionsRead, { tags: ['catalog'] });

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
