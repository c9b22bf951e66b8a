import { and, asc, desc, eq, gt, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { QueryMatch } from '@shared/schemas/admin-query-fields.ts';
import type { QueryRule } from '@shared/schemas/admin-queries.ts';
import type { BookSort } from '@shared/schemas/catalog.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { ruleSetCondition } from '../../db/query-rules.ts';
import { books, collections } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';

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

/**
 * A search as the repository runs it: the text, the ISBN-13 it may be, and how it matches —
 * `words` through the full-text index, `typos` through trigram similarity (the fallback when
 * the words match nothing).
 */
export interface SearchTerms {
  text: string;
  isbn13: string | null;
  mode: 'words' | 'typos';
  /** For `typos`: the ids of the nearest titles and authors (see findTypoCandidates). */
  candidateIds?: number[];
}

/** The listing's filters, by dimension, so a facet can leave out its own. */
export interface BookFilters {
  search?: SearchTerms;
  category?: string;
  collection?: string;
  /** Set when `collection` names a smart collection: its rules replace the name lookup. */
  smartCollection?: { match: QueryMatch; rules: QueryRule[] };
  minPricePaise?: number;
  maxPricePaise?: number;
  minRating?: number;
  inStock?: boolean;
  premium?: boolean;
}

type Dimension = 'category' | 'price' | 'inStock';

const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/** How many nearest titles and authors a misspelt search considers. */
const typoCandidates = 100;

/**
 * The books whose title or author is nearest a misspelt search, by trigram distance (GiST KNN)
 * among those close enough (`<%`): bounded work however many books share a trigram with it.
 * Found once per search; every statement of the listing then looks them up by id. The first
 * title is the nearest one ("did you mean").
 */
export async function findTypoCandidates(db: Db, text: string) {
  const [titles, authors] = await Promise.all([
    queryRows<{ id: number; title: string }>(
      db,
      sql`SELECT id, title FROM books WHERE archived_at IS NULL AND ${text} <% title
          ORDER BY ${text} <<-> title LIMIT ${typoCandidates}`,
    ),
    queryRows<{ id: number; author: string }>(
      db,
      sql`SELECT id, author FROM books WHERE archived_at IS NULL AND ${text} <% author
          ORDER BY ${text} <<-> author LIMIT ${typoCandidates}`,
    ),
  ]);
  return {
    ids: [...new Set([...titles, ...authors].map((r) => Number(r.id)))],
    /** The nearest title, else the nearest author: what the shopper probably meant. */
    nearest: titles[0]?.title ?? authors[0]?.author ?? null,
  };
}

function searchCondition({ text, isbn13, mode, candidateIds = [] }: SearchTerms): SQL {
  const parts =
    mode === 'words'
      ? [sql`${books.searchVector} @@ ${tsQuery(text)}`]
      : [sql`${books.id} = ANY (${`{${candidateIds.join(',')}}`}::int[])`];
  if (isbn13) parts.push(eq(books.isbn13, isbn13));
  return sql`(${sql.join(parts, sql` OR `)})`;
}

function conditions(filters: BookFilters, except?: Dimension): SQL[] {
  const where: SQL[] = [isNull(books.archivedAt)];
  if (filters.search) where.push(searchCondition(filters.search));
  if (filters.category && except !== 'category') {
    where.push(sql`${books.category} @> ARRAY[${filters.category}]::text[]`);
  }
  if (filters.smartCollection) {
    const { match, rules } = filters.smartCollection;
    where.push(ruleSetCondition('books', match, rules) ?? sql`true`);
  } else if (filters.collection) {
    where.push(sql`${books.collection} @> ARRAY[${filters.collection}]::text[]`);
  }
  if (except !== 'price') {
    if (filters.minPricePaise !== undefined)
      where.push(gte(books.sellingPricePaise, filters.minPricePaise));
    if (filters.maxPricePaise !== undefined)
      where.push(sql`${books.sellingPricePaise} <= ${filters.maxPricePaise}`);
  }
  if (filters.minRating !== undefined) where.push(gte(books.avgRating, filters.minRating));
  if (filters.inStock && except !== 'inStock') where.push(gt(books.stockQuantity, 0));
  if (filters.premium) where.push(eq(books.isPremium, 1));
  return where;
}

function relevance({ text, isbn13, mode }: SearchTerms): SQL {
  const isbnBoost = isbn13
    ? sql`CASE WHEN ${books.isbn13} = ${isbn13} THEN 10 ELSE 0 END + `
    : sql``;
  return mode === 'words'
    ? sql`(${isbnBoost}ts_rank_cd(${books.searchVector}, ${tsQuery(text)}))`
    : sql`(${isbnBoost}word_similarity(${text}, ${books.title}) + 0.5 * word_similarity(${text}, ${books.author}))`;
}

/** Each order matches an index of migration 0003, so a page never sorts the whole catalogue. */
function orderBy(sort: BookSort, search?: SearchTerms): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(books.createdAt), desc(books.id)];
    case 'price-asc':
      return [asc(books.sellingPricePaise), asc(books.id)];
    case 'price-desc':
      return [desc(books.sellingPricePaise), desc(books.id)];
    case 'rating':
      return [desc(books.avgRating), desc(books.ratingCount), asc(books.id)];
    case 'bestselling':
      return [desc(books.soldCount), asc(books.id)];
    case 'relevance':
      return search
        ? [desc(relevance(search)), desc(books.soldCount), asc(books.id)]
        : [desc(books.soldCount), asc(books.id)];
  }
}

export async function findBookCards(
  db: Db,
  filters: BookFilters,
  sort: BookSort,
  page: { limit: number; offset: number },
): Promise<BookCardRow[]> {
  return db
    .select(bookCardColumns)
    .from(books)
    .where(and(...conditions(filters)))
    .orderBy(...orderBy(sort, filters.search))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBooks(db: Db, filters: BookFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .where(and(...conditions(filters)));
  return row?.n ?? 0;
}

export async function countByCategory(db: Db, filters: BookFilters) {
  return queryRows<{ name: string; count: number }>(
    db,
    sql`SELECT c AS name, count(*)::int AS count
        FROM ${books}, unnest(${books.category}) AS c
        WHERE ${and(...conditions(filters, 'category'))}
        GROUP BY c ORDER BY count(*) DESC, c`,
  );
}

/** Books per price band; `bands` are [min, max) in paise, max null for open-ended. */
export async function countByPriceBand(
  db: Db,
  filters: BookFilters,
  bands: { key: string; min: number; max: number | null }[],
) {
  const cases = bands.map(
    (b) =>
      sql`count(*) FILTER (WHERE ${books.sellingPricePaise} >= ${b.min}${
        b.max === null ? sql`` : sql` AND ${books.sellingPricePaise} < ${b.max}`
      })::int AS ${sql.identifier(b.key)}`,
  );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(cases, sql`, `)} FROM ${books} WHERE ${and(...conditions(filters, 'price'))}`,
  );
  return row ?? {};
}

export async function countInStock(db: Db, filters: BookFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .where(and(...conditions(filters, 'inStock'), gt(books.stockQuantity, 0)));
  return row?.n ?? 0;
}

/** The title nearest to a search that found little (trigram KNN), if any is close enough. */
export async function findClosestTitle(db: Db, text: string): Promise<string | null> {
  const [row] = await queryRows<{ title: string }>(
    db,
    sql`SELECT title FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${text} <% ${books.title}
        ORDER BY ${text} <<-> ${books.title}
        LIMIT 1`,
  );
  return row?.title ?? null;
}

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

/** Best sellers in a category (walks the sold-count index until it has enough). */
export async function findBestsellersInCategory(
  db: Db,
  category: string,
  excludeId: number,
  limit: number,
): Promise<BookCardRow[]> {
  return db
    .select(bookCardColumns)
    .from(books)
    .where(
      and(
        isNull(books.archivedAt),
        ne(books.id, excludeId),
        sql`${books.category} @> ARRAY[${category}]::text[]`,
      ),
    )
    .orderBy(desc(books.soldCount), asc(books.id))
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
