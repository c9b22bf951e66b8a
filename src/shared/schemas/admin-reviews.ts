import { z } from 'zod';
import { reviewStatuses } from './catalog.ts';
import { adminPageQuery, pageOf } from './admin-common.ts';

/** The moderation queue's views: what needs a look (reported, held, new this week), or a state. */
export const reviewQueues = ['queue', 'reported', 'pending', 'hidden', 'all'] as const;

export const adminReviewsQuerySchema = z.object({
  view: z.enum(reviewQueues).default('queue'),
  ...adminPageQuery,
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  book: z.object({ id: z.number().int(), title: z.string() }),
  userName: z.string(),
  userId: z.number().int().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  status: z.enum(reviewStatuses),
  moderationReason: z.string().nullable(),
  createdAt: z.string(),
  /** Open (unresolved) reports, newest first. */
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsPageSchema = pageOf(adminReviewSchema);

export const moderationActions = ['approve', 'hide', 'restore', 'remove', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** POST /api/admin/reviews/:id/moderate. Hiding and removing need a reason the author sees. */
export const moderateReviewSchema = z
  .object({
    action: z.enum(moderationActions, { error: 'Choose what to do with the review' }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').default(''),
  })
  .refine((v) => !['hide', 'remove'].includes(v.action) || v.reason.length > 0, {
    message: 'Give a reason: the review’s author will see it',
    path: ['reason'],
  });
export type ModerateReviewInput = z.input<typeof moderateReviewSchema>;

export const moderationMessages = {
  notNow: (action: string, status: string) =>
    `This review is ${status}: it cannot be ${action === 'approve' ? 'approved' : action === 'restore' ? 'restored' : 'changed that way'} now. Reload the queue.`,
} as const;
