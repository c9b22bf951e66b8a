import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToWishlistSchema,
  messageSchema,
  shoppingMessages,
  wishlistItemSchema,
} from '@shared/schemas/shopping.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getBook, toBookCard } from '../catalog/catalog.public.ts';
import {
  deleteWishlist,
  deleteWishlistItem,
  findWishlist,
  insertWishlistItem,
} from './wishlist.repository.ts';

const params = z.object({
  id: z.coerce.number().int().positive(shoppingMessages.wishlistItemNotFound),
});

type Row = Awaited<ReturnType<typeof findWishlist>>[number];
const toItem = (row: Row) => ({ id: row.id, bookId: row.bookId, book: toBookCard(row.book) });

/** docs/product.md §7 wishlist calls; only the signed-in user's rows. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/wishlist',
    { schema: { tags: ['wishlist'], response: { 200: z.array(wishlistItemSchema) } } },
    async (request) => (await findWishlist(app.db, request.user!.id)).map(toItem),
  );

  app.post(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        body: addToWishlistSchema,
        response: { 201: wishlistItemSchema },
      },
    },
    async (request, reply) => {
      if (!(await getBook(app.db, request.body.bookId))) {
        throw new HttpError(404, 'NOT_FOUND', 'This book is not in our catalogue.');
      }
      const row = await insertWishlistItem(app.db, request.user!.id, request.body.bookId);
      return reply.code(201).send(toItem(row));
    },
  );

  app.delete(
    '/wishlist/:id',
    { schema: { tags: ['wishlist'], params, response: { 200: messageSchema } } },
    async (request) => {
      const title = await deleteWishlistItem(app.db, request.user!.id, request.params.id);
      if (title === undefined) {
        throw new HttpError(404, 'NOT_FOUND', shoppingMessages.wishlistItemNotFound);
      }
      return { message: `“${title}” was removed from your wishlist.` };
    },
  );

  app.delete(
    '/wishlist',
    { schema: { tags: ['wishlist'], response: { 200: messageSchema } } },
    async (request) => {
      await deleteWishlist(app.db, request.user!.id);
      return { message: 'Your wishlist has been cleared.' };
    },
  );
};
