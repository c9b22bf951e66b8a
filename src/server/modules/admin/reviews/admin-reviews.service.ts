import {
  moderationMessages,
  type AdminReview,
  type AdminReviewsQuery,
  type ModerationAction,
} from '@shared/schemas/admin-reviews.ts';
import type { Db } from '../../../db/client.ts';
import { invalidateCatalogCache } from '../../../db/catalog-cache.ts';
import { conflict, notFound } from '../../../plugins/errors.ts';
import { notifyUsers, type NewNotification } from '../../notifications/notifications.public.ts';
import { refreshBookRating } from '../../reviews/reviews.public.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  deleteReviewById,
  findOpenReports,
  findReviewsForModeration,
  lockReview,
  resolveReports,
  setReviewModeration,
} from './admin-reviews.repository.ts';

export async function listReviewsForModeration(db: Db, query: AdminReviewsQuery) {
  const { rows, total } = await findReviewsForModeration(db, query);
  const reports = await findOpenReports(
    db,
    rows.filter((r) => r.reported).map((r) => r.id),
  );
  const items: AdminReview[] = rows.map((r) => ({
    id: r.id,
    book: { id: r.bookId, title: r.bookTitle },
    userId: r.userId,
    userName: r.userName,
    rating: r.rating,
    comment: r.comment,
    status: r.status as AdminReview['status'],
    moderationReason: r.moderationReason,
    createdAt: r.createdAt.toISOString(),
    reports: reports
      .filter((x) => x.reviewId === r.id)
      .map((x) => ({ reason: x.reason, createdAt: x.createdAt.toISOString() })),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Which states each action may start from. */
const allowedFrom: Record<ModerationAction, readonly string[]> = {
  approve: ['pending', 'published'],
  hide: ['pending', 'published'],
  restore: ['hidden'],
  remove: ['pending', 'published', 'hidden'],
  dismiss: ['pending', 'published', 'hidden'],
};

/** What the author is told, when anything changed for them. */
function noticeFor(
  action: ModerationAction,
  wasPending: boolean,
  review: { userId: number | null; bookId: number; bookTitle: string },
  reason: string,
): NewNotification | null {
  if (review.userId === null) return null;
  const base = { userId: review.userId, type: 'account' as const, link: `/books/${review.bookId}` };
  const of = `Your review of “${review.bookTitle}”`;
  if (action === 'hide') {
    return {
      ...base,
      title: 'Your review is hidden',
      body: `${of} is hidden from the shop: ${reason}. Edit it and the shop will look at it again.`,
    };
  }
  if (action === 'remove') {
    return {
      ...base,
      title: 'Your review was removed',
      body: `${of} was removed: ${reason}.`,
      link: `/books/${review.bookId}`,
    };
  }
  if (action === 'restore') {
    return {
      ...base,
      title: 'Your review is shown again',
      body: `${of} is on the book’s page again.`,
    };
  }
  if (action === 'approve' && wasPending) {
    return { ...base, title: 'Your review is published', body: `${of} is now on the book’s page.` };
  }
  return null;
}

/**
 * Approves, hides, restores, removes a review or dismisses its reports. Each resolves the
 * review's open reports, recounts the book's rating (only published reviews count), tells the
 * author when their review's standing changed, and is audited.
 */
export async function moderateReview(
  db: Db,
  actorUserId: number,
  id: number,
  input: { action: ModerationAction; reason: string },
) {
  const { action, reason } = input;
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) throw notFound('Review not found');
    if (!allowedFrom[action].includes(review.status)) {
      throw conflict(moderationMessages.notNow(action, review.status), 'REVIEW_STATE');
    }
    if (action === 'remove') await deleteReviewById(tx, id);
    else if (action === 'hide') await setReviewModeration(tx, id, 'hidden', reason);
    else if (action === 'approve' || action === 'restore') {
      await setReviewModeration(tx, id, 'published', null);
    } else
      await setReviewModeration(
        tx,
        id,
        review.status === 'hidden' ? 'hidden' : 'published',
        review.moderationReason,
      );
    if (action !== 'remove') await resolveReports(tx, id);
    await refreshBookRating(tx, review.bookId);
    const notice = noticeFor(action, review.status === 'pending', review, reason);
    if (notice) await notifyUsers(tx, [notice]);
    await recordAudit(tx, [
      {
        actorUserId,
        action: `review.${action}`,
        entity: 'review',
        entityId: id,
        before: { status: review.status, rating: review.rating, comment: review.comment },
        after: action === 'remove' ? null : { reason: reason || null },
      },
    ]);
  });
  invalidateCatalogCache(db);
}
