import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminReviewsQuery } from '@shared/schemas/admin-reviews.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { books, reviewReports, reviews } from '../../../db/schema/catalog.ts';

const openReport = sql`EXISTS (SELECT 1 FROM ${reviewReports} rr
  WHERE rr.review_id = ${reviews.id} AND rr.resolved_at IS NULL)`;

/** Newly posted: published in the last week and not yet looked at by staff. */
const newlyPosted = sql`(${reviews.status} = 'published' AND ${reviews.moderatedAt} IS NULL
  AND ${reviews.createdAt} > now() - interval '7 days')`;

function viewCondition(view: AdminReviewsQuery['view']): SQL | undefined {
  switch (view) {
    case 'reported':
      return openReport;
    case 'pending':
      return eq(reviews.status, 'pending');
    case 'hidden':
      return eq(reviews.status, 'hidden');
    case 'all':
      return undefined;
    default:
      return or(eq(reviews.status, 'pending'), openReport, newlyPosted);
  }
}

export async function findReviewsForModeration(db: Db, query: AdminReviewsQuery) {
  const where = viewCondition(query.view);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        bookId: reviews.bookId,
        bookTitle: books.title,
        userId: reviews.userId,
        userName: reviews.userName,
        rating: reviews.rating,
        comment: reviews.comment,
        status: reviews.status,
        moderationReason: reviews.moderationReason,
        createdAt: reviews.createdAt,
        reported: sql<boolean>`${openReport}`,
      })
      .from(reviews)
      .innerJoin(books, eq(books.id, reviews.bookId))
      .where(where)
      // Reported first, then held, then the newest.
      .orderBy(
        desc(openReport),
        desc(sql`${reviews.status} = 'pending'`),
        desc(reviews.createdAt),
        desc(reviews.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOpenReports(db: Db, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, reviewIds), isNull(reviewReports.resolvedAt)))
    .orderBy(desc(reviewReports.createdAt));
}

export async function lockReview(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      bookId: reviews.bookId,
      userId: reviews.userId,
      status: reviews.status,
      comment: reviews.comment,
      rating: reviews.rating,
      moderationReason: reviews.moderationReason,
      bookTitle: books.title,
    })
    .from(reviews)
    .innerJoin(books, eq(books.id, reviews.bookId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  return row;
}

export async function setReviewModeration(
  tx: Tx,
  id: number,
  status: 'published' | 'hidden',
  reason: string | null,
) {
  await tx
    .update(reviews)
    .set({ status, moderationReason: reason, moderatedAt: new Date() })
    .where(eq(reviews.id, id));
}

export async function resolveReports(tx: Tx, reviewId: number) {
  await tx
    .update(reviewReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
}

export async function deleteReviewById(tx: Tx, id: number) {
  await tx.delete(reviews).where(eq(reviews.id, id));
}
