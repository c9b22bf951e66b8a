import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownReviewSchema,
  reviewInputSchema,
  reviewReportMessages,
  reviewReportSchema,
} from '@shared/schemas/catalog.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { getShopSettings } from '../site-config/site-config.public.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { getBook } from '../catalog/catalog.public.ts';
import {
  deleteReview,
  findOwnReview,
  findReview,
  findReviewOf,
  insertReport,
  insertReview,
  refreshBookRating,
  updateReview,
} from './reviews.repository.ts';

const bookParams = z.object({ id: z.coerce.number().int().positive('No such book') });
const reviewParams = z.object({ id: z.coerce.number().int().positive('Review not found') });

type Row = NonNullable<Awaited<ReturnType<typeof findOwnReview>>>;
const toReview = (row: Row) => ({
  id: row.id,
  userName: row.userName,
  rating: row.rating,
  comment: row.comment,
  // The list computes this from orders; the author's own view does not need it.
  verifiedPurchase: false,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  status: row.status as 'published' | 'pending' | 'hidden',
  moderationReason: row.status === 'published' ? null : row.moderationReason,
});

/** A new or edited review waits for staff when the shop holds reviews, or when staff hid it. */
async function statusOnWrite(db: Parameters<typeof getShopSettings>[0], hidden = false) {
  return hidden || (await getShopSettings(db)).holdReviews ? 'pending' : 'published';
}

/**
 * Writing reviews: one per book per signed-in user, edit or delete your own. The book's
 * average and count change in the same transaction as the review.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/books/:id/reviews/mine',
    {
      schema: {
        tags: ['reviews'],
        params: bookParams,
        response: { 200: z.object({ review: ownReviewSchema.nullable() }) },
      },
    },
    async (request) => {
      const row = await findOwnReview(app.db, request.user!.id, request.params.id);
      return { review: row ? toReview(row) : null };
    },
  );

  app.post(
    '/books/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        params: bookParams,
        body: reviewInputSchema,
        response: { 201: ownReviewSchema },
      },
    },
    async (request, reply) => {
      const bookId = request.params.id;
      if (!(await getBook(app.db, bookId))) throw notFound('This book is not in our catalogue.');
      const user = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const inserted = await insertReview(tx, {
          userId: user.id,
          userName: user.fullName || user.email.split('@')[0]!,
          bookId,
          ...request.body,
          status: await statusOnWrite(tx),
        });
        if (!inserted) {
          throw conflict(
            'You have already reviewed this book. Edit your review instead.',
            'ALREADY_REVIEWED',
          );
        }
        await refreshBookRating(tx, bookId);
        return inserted;
      });
      invalidateCatalogCache(app.db);
      return reply.code(201).send(toReview(row));
    },
  );

  app.put(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        params: reviewParams,
        body: reviewInputSchema,
        response: { 200: ownReviewSchema },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const own = await findReviewOf(tx, request.user!.id, request.params.id);
        if (!own) throw notFound('Review not found');
        const updated = await updateReview(tx, own.id, {
          rating: request.body.rating,
          comment: request.body.comment,
          status: await statusOnWrite(tx, own.status !== 'published'),
        });
        await refreshBookRating(tx, own.bookId);
        return updated;
      });
      invalidateCatalogCache(app.db);
      return toReview(row);
    },
  );

  app.delete(
    '/reviews/:id',
    { schema: { tags: ['reviews'], params: reviewParams } },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const own = await findReviewOf(tx, request.user!.id, request.params.id);
        if (!own) throw notFound('Review not found');
        await deleteReview(tx, own.id);
        await refreshBookRating(tx, own.bookId);
      });
      invalidateCatalogCache(app.db);
      return reply.code(204).send();
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      schema: {
        tags: ['reviews'],
        params: reviewParams,
        body: reviewReportSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const review = await findReview(app.db, request.params.id);
      if (!review || review.status !== 'published') throw notFound('Review not found');
      if (review.userId === request.user!.id) throw badRequest(reviewReportMessages.own);
      const added = await insertReport(app.db, review.id, request.user!.id, request.body.reason);
      return { message: added ? reviewReportMessages.done : reviewReportMessages.already };
    },
  );
};
