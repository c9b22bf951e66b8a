import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, reviewReports, reviews } from '../../db/schema/catalog.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export async function findOwnReview(db: Tx, userId: number, bookId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.bookId, bookId)));
  return row;
}

export async function findReviewOf(db: Tx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
  return row;
}

/** Inserts one review per user and book; undefined when the user reviewed it already. */
export async function insertReview(
  db: Tx,
  review: {
    userId: number;
    userName: string;
    bookId: number;
    rating: number;
    comment: string;
    status: 'published' | 'pending';
  },
) {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing().returning();
  return row;
}

export async function updateReview(
  db: Tx,
  id: number,
  data: { rating: number; comment: string; status?: 'published' | 'pending' },
) {
  const [row] = await db.update(reviews).set(data).where(eq(reviews.id, id)).returning();
  return row!;
}

export async function deleteReview(db: Tx, id: number) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** A shopper's report of a review: once per shopper; false when they had reported it already. */
export async function insertReport(db: Tx, reviewId: number, userId: number, reason: string) {
  const rows = await db
    .insert(reviewReports)
    .values({ reviewId, userId, reason })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  return rows.length > 0;
}

export async function findReview(db: Tx, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Recomputes a book's average and count from its reviews (in the caller's transaction). */
export async function refreshBookRating(db: Tx, bookId: number) {
  const [stats] = await db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(and(eq(reviews.bookId, bookId), eq(reviews.status, 'published')));
  await db
    .update(books)
    .set({
      avgRating: sql`${Number(stats?.average ?? 0)}::real`,
      ratingCount: stats?.total ?? 0,
    })
    .where(eq(books.id, bookId));
}
