// One book and the books around it: its page, its related rails, the collections, cards by id.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books, collections } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';
import { bookCardColumns, type BookCardRow } from './book-card.ts';
import { suggestBounds } from '../search/search.public.ts';

export async function findBookById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, id), isNull(books.archivedAt)));
  return row;
}

/** Other books by the same author, best sellers first. */
export async function findBooksByAuthor(
  db: Db,
  book: { id: number; author: string },
  limit: number,
): Promise<BookCardRow[]> {
  return db
    .select(bookCardColumns)
    .from(books)
    .where(and(isNull(books.archivedAt), ne(books.id, book.id), eq(books.author, book.author)))
    .orderBy(desc(books.soldCount), asc(books.id))
    .limit(limit);
}

/** How many of the best sellers a book page's category rail looks through, from the index. */
export const railBestSellers = 20_000;

/**
 * Best sellers in a category, reading a bounded number of books (as the suggestions do,
 * suggest.repository.ts): the first `railBestSellers` best sellers, from the popularity
 * index alone (it holds their categories, migration 0013), stopping at `limit` in the category;
 * if fewer are there, the best sellers among those and the first 200 of the category the
 * category index finds. Walking the best sellers until `limit` matched, reading each book, as
 * this did before, read nearly every book for a category of books that sell little, added last
 * (842 ms at 1,000,000 books).
 */
export async function findBestsellersInCategory(
  db: Db,
  category: string,
  excludeId: number,
  limit: number,
): Promise<BookCardRow[]> {
  const popularity = [desc(books.soldCount), desc(books.ratingCount), asc(books.id)];
  const top = sql`SELECT id, sold_count, rating_count FROM (
      SELECT ${books.id} AS id, ${books.soldCount} AS sold_count,
        ${books.ratingCount} AS rating_count, ${books.category} AS category FROM ${books}
      WHERE ${books.archivedAt} IS NULL
      ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id}
      LIMIT ${railBestSellers}) AS best_sellers
    WHERE category @> ARRAY[${category}]::text[] AND id <> ${excludeId}
    ORDER BY sold_count DESC, rating_count DESC, id LIMIT ${limit}`;
  const found = await db
    .select(bookCardColumns)
    .from(books)
    .where(sql`${books.id} IN (SELECT id FROM (${top}) AS top)`)
    .orderBy(...popularity);
  if (found.length >= limit) return found;
  // (One list of ids, not two conditions joined by OR, which the planner reads the table for.)
  const foundIds = found.map((b) => sql`${b.id}::int`);
  const candidates = sql`SELECT pustak_first_in_category(${category}, ${suggestBounds.matches + 1})${
    foundIds.length > 0 ? sql` UNION SELECT unnest(ARRAY[${sql.join(foundIds, sql`, `)}])` : sql``
  }`;
  return db
    .select(bookCardColumns)
    .from(books)
    .where(
      and(
        sql`${books.id} IN (${candidates})`,
        // (A book the first statement found may have been archived since.)
        isNull(books.archivedAt),
        ne(books.id, excludeId),
        sql`${books.category} @> ARRAY[${category}]::text[]`,
      ),
    )
    .orderBy(...popularity)
    .limit(limit);
}

/** Books that shoppers ordered together with this one, most often first. */
export async function findBoughtTogether(
  db: Db,
  bookId: number,
  limit: number,
): Promise<BookCardRow[]> {
  const together = db
    .select({
      bookId: sql<number>`other.book_id`.as('together_book_id'),
      n: sql<number>`count(*)`.as('n'),
    })
    .from(orderItems)
    .innerJoin(
      sql`${orderItems} AS other`,
      sql`other.order_id = ${orderItems.orderId} AND other.book_id <> ${orderItems.bookId}`,
    )
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), ne(orders.status, 'cancelled')))
    .where(eq(orderItems.bookId, bookId))
    .groupBy(sql`other.book_id`)
    .as('together');
  return db
    .select(bookCardColumns)
    .from(together)
    .innerJoin(books, eq(books.id, together.bookId))
    .where(isNull(books.archivedAt))
    .orderBy(desc(together.n), asc(books.id))
    .limit(limit);
}

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

export async function findBookCardsByIds(db: Db, ids: number[]): Promise<BookCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(bookCardColumns)
    .from(books)
    .where(and(inArray(books.id, ids), isNull(books.archivedAt)));
}

/**
 * An author's books, best sellers first, and how many there are: the books whose author's normal
 * form (pustak_key, migration 0008) is that of `name`, so "Gabriel Garcia Marquez" finds García
 * Márquez's. Read from the author-key index.
 */
export async function findBooksByAuthorName(db: Db, name: string, limit: number) {
  const sameAuthor = and(isNull(books.archivedAt), sql`${books.authorKey} = pustak_key(${name})`);
  const [rows, [counted]] = await Promise.all([
    db
      .select(bookCardColumns)
      .from(books)
      .where(sameAuthor)
      .orderBy(desc(books.soldCount), asc(books.id))
      .limit(limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(books)
      .where(sameAuthor),
  ]);
  return { rows, count: counted?.count ?? 0 };
}
