import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, collections } from '../../db/schema/catalog.ts';

/** The columns every book card needs. */
export const bookCardColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  imageUrl: books.imageUrl,
  mrpPaise: books.mrpPaise,
  sellingPricePaise: books.sellingPricePaise,
  discountPercentage: books.discountPercentage,
  avgRating: books.avgRating,
  ratingCount: books.ratingCount,
  inStock: books.inStock,
  stockQuantity: books.stockQuantity,
  lowStockThreshold: books.lowStockThreshold,
  isPremium: books.isPremium,
  category: books.category,
};

export type BookCardRow = {
  [K in keyof typeof bookCardColumns]: (typeof bookCardColumns)[K]['_']['data'];
};

export async function findCollectionNamesWithCounts(
  db: Db,
): Promise<{ name: string; count: number }[]> {
  return db
    .select({
      name: collections.collection,
      count: sql<number>`count(*)::int`,
    })
    .from(collections)
    .innerJoin(books, eq(books.id, collections.bookId))
    .where(isNull(books.archivedAt))
    .groupBy(collections.collection)
    .orderBy(sql`min(${collections.id})`);
}

export async function findBooksInCollection(
  db: Db,
  name: string,
  limit: number,
): Promise<BookCardRow[]> {
  return db
    .select(bookCardColumns)
    .from(collections)
    .innerJoin(books, eq(books.id, collections.bookId))
    .where(and(eq(collections.collection, name), isNull(books.archivedAt)))
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(limit);
}
