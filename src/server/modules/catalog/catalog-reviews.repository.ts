import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';

/** What shoppers see: a book's published reviews (not held, not hidden by staff). */
const published = (bookId: number) =>
  and(eq(reviews.bookId, bookId), eq(reviews.status, 'published'));

export async function countReviewsByRating(db: Db, bookId: number) {
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(published(bookId))
    .groupBy(reviews.rating);
}

export interface ReviewRow {
  id: number;
  userName: string;
  rating: number;
  comment: string;
  verifiedPurchase: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export async function findReviewsPage(
  db: Db,
  bookId: number,
  page: { limit: number; offset: number },
  sort: 'newest' | 'highest' | 'lowest' = 'newest',
): Promise<ReviewRow[]> {
  // Qualified by hand: Drizzle leaves columns unqualified in a one-table select, and inside the
  // subquery a bare user_id would mean the order's own column.
  const verified = sql<boolean>`EXISTS (
    SELECT 1 FROM ${orderItems} oi JOIN ${orders} o ON o.id = oi.order_id
    WHERE oi.book_id = "reviews"."book_id" AND o.user_id = "reviews"."user_id"
      AND o.status IN ('confirmed', 'shipped', 'delivered'))`;
  return db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      rating: reviews.rating,
      comment: reviews.comment,
      verifiedPurchase: verified,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .where(published(bookId))
    .orderBy(
      ...(sort === 'highest'
        ? [desc(reviews.rating)]
        : sort === 'lowest'
          ? [asc(reviews.rating)]
          : []),
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviews(db: Db, bookId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(published(bookId));
  return row?.n ?? 0;
}
