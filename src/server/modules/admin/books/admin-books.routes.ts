import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBookCollectionsSchema,
  adminBookDetailSchema,
  adminBookSchema,
  adminBooksPageSchema,
  adminBooksQuerySchema,
  bookPriceSchema,
  bookStockSchema,
  bulkBookActionSchema,
  bulkBookResultSchema,
} from '@shared/schemas/admin-books.ts';
import { bulkUpdateBooks } from './admin-books-bulk.service.ts';
import {
  createBook,
  getAdminBook,
  listAdminBooks,
  listBookCollections,
  setBookPrice,
  setBookStock,
  updateBookDetails,
} from './admin-books.service.ts';

// The top of PostgreSQL's `integer`: a larger id would fail in the database as a 500.
const params = z.object({
  id: z.coerce.number().int().positive('No such book.').max(2_147_483_647, 'No such book.'),
});
const tags = ['admin: books'];

/** /api/admin/books: the catalogue as staff manage it (archived books included on request). */
export const adminBooksRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  // Stock and price changes may mail wishlisters (a link back to the book).
  const deps = { db: app.db, mailer: app.mailer, publicUrl };
  app.get(
    '/books',
    {
      schema: {
        tags,
        querystring: adminBooksQuerySchema,
        response: { 200: adminBooksPageSchema },
      },
    },
    async (request) => listAdminBooks(app.db, request.query),
  );

  app.get(
    '/books/collections',
    { schema: { tags, response: { 200: adminBookCollectionsSchema } } },
    async () => listBookCollections(app.db),
  );

  app.get(
    '/books/:id',
    { schema: { tags, params, response: { 200: adminBookDetailSchema } } },
    async (request) => getAdminBook(app.db, request.params.id),
  );

  app.post(
    '/books',
    { schema: { tags, body: adminBookSchema, response: { 201: adminBookDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createBook(app.db, request.user!.id, request.body)),
  );

  app.put(
    '/books/:id',
    {
      schema: { tags, params, body: adminBookSchema, response: { 200: adminBookDetailSchema } },
    },
    async (request) =>
      updateBookDetails(
        { ...deps, permissions: request.user!.permissions },
        request.user!.id,
        request.params.id,
        request.body,
      ),
  );

  app.patch(
    '/books/:id/stock',
    {
      schema: { tags, params, body: bookStockSchema, response: { 200: adminBookDetailSchema } },
    },
    async (request) =>
      setBookStock(deps, request.user!.id, request.params.id, request.body.stockQuantity),
  );

  app.patch(
    '/books/:id/price',
    {
      schema: { tags, params, body: bookPriceSchema, response: { 200: adminBookDetailSchema } },
    },
    async (request) =>
      setBookPrice(deps, request.user!.id, request.params.id, request.body.sellingPrice),
  );

  app.post(
    '/books/bulk',
    { schema: { tags, body: bulkBookActionSchema, response: { 200: bulkBookResultSchema } } },
    async (request) => bulkUpdateBooks(app.db, request.user!.id, request.body),
  );
};
