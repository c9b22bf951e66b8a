import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  moderateReviewSchema,
} from '@shared/schemas/admin-reviews.ts';
import { listReviewsForModeration, moderateReview } from './admin-reviews.service.ts';

const params = z.object({ id: z.coerce.number().int().positive('Review not found') });
const tags = ['admin: reviews'];

/** /api/admin/reviews: the moderation queue and what staff do with a review. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags,
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsPageSchema },
      },
    },
    async (request) => listReviewsForModeration(app.db, request.query),
  );

  app.post(
    '/reviews/:id/moderate',
    { schema: { tags, params, body: moderateReviewSchema } },
    async (request, reply) => {
      await moderateReview(app.db, request.user!.id, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
