import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminBookSort } from '@shared/schemas/admin-books.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { books, collections } from '../../../db/schema/catalog.ts';

export type BookRow = typeof books.$inferSelect;
export type BookValues = Omit<
  typeof books.$inferInsert,
  | 'id'
  | 'discountPercentage'
  | 'inStock'
  | 'searchVector'
  | 'titleKey'
  | 'authorKey'
  | 'authorSurname'
  | 'createdAt'
  | 'updatedAt'
>;

export interface AdminBookFilters {
  search?: { text: string; isbn13: string | null };
  category?: string;
  collection?: string;
  stock?: 'in' | 'low' | 'out';
  premium?: boolean;
  archived: boolean | 'all';
}

function conditions(f: AdminBookFilters): SQL[] {
  const where: SQL[] = [];
  if (f.archived !== 'all')
    where.push(f.archived ? isNotNull(books.archivedAt) : isNull(books.archivedAt));
  if (f.search) {
    const pattern = containsPattern(f.search.text);
    const parts = [sql`${books.title} ILIKE ${pattern}`, sql`${books.author} ILIKE ${pattern}`];
    if (f.search.isbn13) parts.push(eq(books.isbn13, f.search.isbn13));
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  if (f.category) where.push(sql`${books.category} @> ARRAY[${f.category}]::text[]`);
  if (f.collection) where.push(sql`${books.collection} @> ARRAY[${f.collection}]::text[]`);
  if (f.stock === 'out') where.push(eq(books.stockQuantity, 0));
  if (f.stock === 'low') {
    where.push(
      gt(books.stockQuantity, 0),
      sql`${books.stockQuantity} <= ${books.lowStockThreshold}`,
    );
  }
  if (f.stock === 'in') where.push(sql`${books.stockQuantity} > ${books.lowStockThreshold}`);
  if (f.premium !== undefined) where.push(eq(books.isPremium, f.premium ? 1 : 0));
  return where;
}

const orderings: Record<AdminBookSort, SQL[]> = {
  newest: [desc(books.createdAt), desc(books.id)],
  oldest: [asc(books.createdAt), asc(books.id)],
  updated: [desc(books.updatedAt), desc(books.id)],
  title: [asc(books.title), asc(books.id)],
  'title-desc': [desc(books.title), desc(books.id)],
  'price-asc': [asc(books.sellingPricePaise), asc(books.id)],
  'price-desc': [desc(books.sellingPricePaise), asc(books.id)],
  'stock-asc': [asc(books.stockQuantity), asc(books.id)],
  'stock-desc': [desc(books.stockQuantity), asc(books.id)],
  bestselling: [desc(books.soldCount), asc(books.id)],
};

export async function findAdminBooksPage(
  db: Tx,
  filters: AdminBookFilters,
  sort: AdminBookSort,
  page: { limit: number; offset: number },
): Promise<BookRow[]> {
  return db
    .select()
    .from(books)
    .where(and(...conditions(filters)))
    .orderBy(...orderings[sort])
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminBooks(db: Tx, filters: AdminBookFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .where(and(...conditions(filters)));
  return row?.n ?? 0;
}

/** Each collection name in any book's `collection` array (archived books too), with its count. */
export function findCollectionCounts(db: Tx) {
  return queryRows<{ name: string; bookCount: number }>(
    db,
    sql`SELECT c AS name, count(*)::int AS "bookCount"
        FROM ${books}, unnest(${books.collection}) AS c
        GROUP BY c ORDER BY lower(c), c`,
  );
}

/** Any book, archived or not; `lock` holds the row until the transaction ends. */
export async function findBookForAdmin(db: Tx, id: number, lock = false) {
  const query = db.select().from(books).where(eq(books.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findBooksForAdmin(db: Tx, ids: number[], lock = false) {
  if (ids.length === 0) return [];
  const query = db.select().from(books).where(inArray(books.id, ids)).orderBy(asc(books.id));
  return lock ? query.for('update') : query;
}

export async function findBookByIsbn(db: Tx, isbn13: string, exceptId?: number) {
  const [row] = await db
    .select({ id: books.id, title: books.title })
    .from(books)
    .where(
      and(eq(books.isbn13, isbn13), exceptId === undefined ? undefined : ne(books.id, exceptId)),
    );
  return row;
}

export async function insertBook(db: Tx, values: BookValues): Promise<BookRow> {
  const [row] = await db.insert(books).values(values).returning();
  return row!;
}

export async function updateBook(db: Tx, id: number, values: Partial<BookValues>) {
  const [row] = await db.update(books).set(values).where(eq(books.id, id)).returning();
  return row;
}

export async function updateBooks(db: Tx, ids: number[], values: Partial<BookValues>) {
  if (ids.length === 0) return [];
  return db.update(books).set(values).where(inArray(books.id, ids)).returning();
}

/** Adds a collection to each book's array (once) and returns the books that changed. */
export async function addBooksToCollection(db: Tx, ids: number[], name: string) {
  if (ids.length === 0) return [];
  return db
    .update(books)
    .set({ collection: sql`array_append(${books.collection}, ${name}::text)` })
    .where(and(inArray(books.id, ids), sql`NOT (${books.collection} @> ARRAY[${name}]::text[])`))
    .returning();
}

export async function removeBooksFromCollection(db: Tx, ids: number[], name: string) {
  if (ids.length === 0) return [];
  return db
    .update(books)
    .set({ collection: sql`array_remove(${books.collection}, ${name}::text)` })
    .where(and(inArray(books.id, ids), sql`${books.collection} @> ARRAY[${name}]::text[]`))
    .returning();
}

/**
 * Makes the `collections` mapping say exactly what each book's `collection` array says: rows for
 * names the book left go, names it joined get a row at the end of that collection (in list
 * order). Two statements for any number of books, so a CSV import of thousands stays quick; the
 * pairs travel as two array parameters rather than thousands of placeholders.
 */
export async function syncCollectionRows(db: Tx, list: { id: number; collection: string[] }[]) {
  if (list.length === 0) return;
  const bookIds = list.map((b) => b.id);
  const pairIds = list.flatMap((b) => b.collection.map(() => b.id));
  const pairNames = list.flatMap((b) => b.collection);
  const pairs = sql`unnest(${sql.param(pairIds)}::int[], ${sql.param(pairNames)}::text[]) WITH ORDINALITY AS p(book_id, name, ord)`;
  await db.execute(sql`
    DELETE FROM ${collections} c
    WHERE c.book_id = ANY(${sql.param(bookIds)}::int[])
      AND NOT EXISTS (SELECT 1 FROM ${pairs} WHERE p.book_id = c.book_id AND p.name = c.collection)`);
  if (pairNames.length === 0) return;
  // Qualified by hand (Drizzle leaves one-table columns bare): each collection's next positions.
  await db.execute(sql`
    INSERT INTO ${collections} (collection, book_id, position)
    SELECT p.name, p.book_id,
           coalesce((SELECT max(c.position) FROM ${collections} c WHERE c.collection = p.name), -1)
             + row_number() OVER (PARTITION BY p.name ORDER BY p.ord)
    FROM ${pairs}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${collections} c WHERE c.collection = p.name AND c.book_id = p.book_id)
    ON CONFLICT DO NOTHING`);
}
