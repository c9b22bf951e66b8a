import { asc, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { books } from '../../../db/schema/catalog.ts';
import { timeSlices } from '../../../lib/time-slices.ts';
import type { BookValues } from '../books/admin-books.public.ts';
import { findEditionFieldsMany } from '../book-trade/book-trade.public.ts';

/**
 * Lookups go in chunks so a 50,000-row file never builds one giant statement. On the embedded
 * database each statement holds the event loop while it runs: 500 values take it about 10 ms.
 */
const lookupChunk = 500;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function findBooksByIsbns(db: Tx, isbns: string[]) {
  const found: { id: number; isbn13: string; title: string }[] = [];
  // A pause between chunks lets other requests' statements in: the queue of the embedded
  // database would otherwise run all of a request's statements before a later request's (ADR 016).
  const slices = timeSlices();
  for (const part of chunks(isbns, lookupChunk)) {
    if (slices.due()) await slices.next();
    const rows = await db
      .select({ id: books.id, isbn13: books.isbn13, title: books.title })
      .from(books)
      .where(inArray(books.isbn13, part));
    for (const r of rows) if (r.isbn13) found.push({ ...r, isbn13: r.isbn13 });
  }
  return found;
}

export async function findExistingBookIds(db: Tx, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  const slices = timeSlices();
  for (const part of chunks(ids, lookupChunk)) {
    if (slices.due()) await slices.next();
    const rows = await db.select({ id: books.id }).from(books).where(inArray(books.id, part));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** The columns a CSV row sets, as in `BookValues`. */
const importedKeys = [
  'title',
  'author',
  'description',
  'mrpPaise',
  'mspPaise',
  'sellingPricePaise',
  'category',
  'collection',
  'isbn13',
  'isPremium',
  'stockQuantity',
  'lowStockThreshold',
  'videoUrl',
  'imageUrl',
  'language',
  'publishedYear',
] as const satisfies readonly (keyof BookValues)[];

const columns = getTableColumns(books);
const quoted = (name: string) => `"${name}"`;
const targetList = sql.raw(importedKeys.map((k) => quoted(columns[k].name)).join(', '));
const sourceList = sql.raw(importedKeys.map((k) => `r.${quoted(k)}`).join(', '));
const recordType = importedKeys.map((k) => `${quoted(k)} ${columns[k].getSQLType()}`).join(', ');
const excludedSet = sql.raw(
  importedKeys
    .map((k) => `${quoted(columns[k].name)} = excluded.${quoted(columns[k].name)}`)
    .join(', '),
);
const returning = sql`RETURNING id, isbn13, title, author, selling_price AS "sellingPricePaise",
  stock_quantity AS "stockQuantity", archived_at AS "archivedAt", collection`;

/**
 * A batch of rows as one JSON parameter read back with `jsonb_to_recordset`: thousands of bound
 * parameters cost far more than the insert itself (three times as much on PGlite).
 */
function recordset(rows: object[], withId: boolean) {
  const type = withId ? `id integer, ${recordType}` : recordType;
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(type)})`;
}

export interface WrittenBook {
  id: number;
  isbn13: string | null;
  title: string;
  author: string;
  sellingPricePaise: number;
  stockQuantity: number;
  archivedAt: Date | string | null;
  collection: string[];
}

/**
 * Many new books in one multi-row insert, each in the work of its other editions (or a new one),
 * found for the batch at once (migration 0017, pustak_assign_works).
 */
export async function insertBooks(db: Tx, values: BookValues[]): Promise<WrittenBook[]> {
  if (values.length === 0) return [];
  return queryRows<WrittenBook>(
    db,
    sql`WITH r AS (SELECT * FROM ${recordset(values, false)}),
          w AS (SELECT * FROM pustak_assign_works(ARRAY(SELECT r.title FROM r), ARRAY(SELECT r.author FROM r)))
        INSERT INTO ${books} (${targetList}, work_id)
        SELECT ${sourceList}, w.work_id FROM r JOIN w ON w.title = r.title AND w.author = r.author
        ${returning}`,
  );
}

/** Each distinct title and author's work (its other editions', or a new one), for a batch. */
export async function assignWorks(db: Tx, values: { title: string; author: string }[]) {
  const rows = await queryRows<{ title: string; author: string; work_id: number }>(
    db,
    sql`SELECT title, author, work_id FROM pustak_assign_works(
          ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values.map((v) => v.title))}::jsonb)),
          ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values.map((v) => v.author))}::jsonb)))`,
  );
  return new Map(rows.map((r) => [`${r.title}\u0000${r.author}`, Number(r.work_id)]));
}

/** A new edition's trade columns, written with it (its publisher by name, made beforehand). */
export interface EditionColumns {
  workId: number;
  format: string | null;
  editionStatement: string | null;
  pageCount: number | null;
  publicationDate: string | null;
  imprint: string | null;
  publisher: string | null;
}

/**
 * New editions with their trade columns in one multi-row insert, each in the work given: one
 * write per book, where inserting and then setting its fields rewrote every row (and its
 * search vector) two or three times.
 */
export async function insertEditions(
  db: Tx,
  rows: (BookValues & EditionColumns)[],
): Promise<WrittenBook[]> {
  if (rows.length === 0) return [];
  const type = `${recordType}, "workId" integer, "format" text, "editionStatement" text,
    "pageCount" integer, "publicationDate" date, "imprint" text, "publisher" text`;
  return queryRows<WrittenBook>(
    db,
    sql`INSERT INTO ${books} (${targetList}, work_id, format, edition_statement, page_count,
          publication_date, imprint, publisher_id)
        SELECT ${sourceList}, r."workId", r."format", r."editionStatement", r."pageCount",
          r."publicationDate", r."imprint",
          (SELECT p.id FROM publishers p WHERE p.name_key = pustak_name_key(r."publisher"))
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(type)})
        ${returning}`,
  );
}

/** The imported fields of books as stored, for an update that changes only some of them. */
export async function findBookValues(db: Tx, ids: number[]): Promise<Map<number, BookValues>> {
  if (ids.length === 0) return new Map();
  const picked = Object.fromEntries(importedKeys.map((k) => [k, columns[k]])) as {
    [K in (typeof importedKeys)[number]]: (typeof columns)[K];
  };
  const rows = await db
    .select({ id: books.id, ...picked })
    .from(books)
    .where(inArray(books.id, ids));
  return new Map(rows.map(({ id, ...values }) => [id, values as BookValues]));
}

/**
 * Takes books off sale for a feed (an ONIX withdrawal, or not for sale): archived, kept for their
 * orders, and marked as the feed's doing (migration 0024), so a later record may bring them back.
 */
export async function archiveBooks(db: Tx, ids: number[], isbns: string[] = []) {
  if (ids.length === 0 && isbns.length === 0) return;
  await db.execute(sql`SELECT set_config('pustak.feed_hiding', 'on', true)`);
  if (ids.length > 0) {
    await db
      .update(books)
      .set({ archivedAt: new Date() })
      .where(sql`${inArray(books.id, ids)} AND ${books.archivedAt} IS NULL`);
  }
  if (isbns.length > 0) {
    await db
      .update(books)
      .set({ archivedAt: new Date() })
      .where(sql`${inArray(books.isbn13, isbns)} AND ${books.archivedAt} IS NULL`);
  }
  await db.execute(sql`SELECT set_config('pustak.feed_hiding', 'off', true)`);
}

/** Puts back on sale books a feed took off it; a book staff archived stays archived. */
export async function restoreFeedHidden(db: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(books)
    .set({ archivedAt: null })
    .where(sql`${inArray(books.id, ids)} AND ${books.hiddenByFeed}`);
}

/** The fields an update compares and keeps, for books about to be rewritten; locked till commit. */
export async function lockBooksForUpdate(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: books.id,
      title: books.title,
      author: books.author,
      sellingPricePaise: books.sellingPricePaise,
      stockQuantity: books.stockQuantity,
      lowStockThreshold: books.lowStockThreshold,
      archivedAt: books.archivedAt,
      hiddenByFeed: books.hiddenByFeed,
    })
    .from(books)
    .where(inArray(books.id, ids))
    .for('update');
}

/**
 * Rewrites existing books (by id) in one multi-row `INSERT … ON CONFLICT (id) DO UPDATE`; the
 * caller has locked the rows, so every one conflicts and none is inserted. Archive state, sales
 * and ratings are not CSV columns and stay as they are.
 */
export async function updateBooksById(
  db: Tx,
  rows: (BookValues & { id: number })[],
): Promise<WrittenBook[]> {
  if (rows.length === 0) return [];
  return queryRows<WrittenBook>(
    db,
    sql`INSERT INTO ${books} (id, ${targetList}) SELECT r.id, ${sourceList} FROM ${recordset(rows, true)}
        ON CONFLICT (id) DO UPDATE SET ${excludedSet}, updated_at = now() ${returning}`,
  );
}

/** The catalogue in id order, one page after `afterId`, for the streamed export. */
export async function findBooksForExport(db: Tx, afterId: number, limit: number) {
  return db.select().from(books).where(gt(books.id, afterId)).orderBy(asc(books.id)).limit(limit);
}

/**
 * The whole catalogue (archived books too) in id order, a page at a time, each page with its
 * books' credits, series and publisher: what the CSV and ONIX exports stream.
 */
export async function* exportPages(db: Tx, pageSize = 500) {
  let after = 0;
  for (;;) {
    const books = await findBooksForExport(db, after, pageSize);
    const trade = await findExportTrade(
      db,
      books.map((b) => b.id),
    );
    yield { books, trade };
    if (books.length < pageSize) return;
    after = books.at(-1)!.id;
  }
}

/** The credits, series and publisher of a page of exported books, by book id. */
export async function findExportTrade(db: Tx, ids: number[]) {
  const fields = await findEditionFieldsMany(db, ids);
  return new Map(
    [...fields].map(([id, f]) => [
      id,
      {
        credits: f.contributors.length > 0 ? f.contributors : null,
        series: f.seriesName,
        seriesNumber: f.seriesNumber,
        publisher: f.publisher,
      },
    ]),
  );
}

/**
 * Every book's id, title and author, for matching rows that carry neither id nor a known ISBN
 * by title and author. One read of three short columns: ~1 MB for 10,000 books.
 */
export async function findBookTitlesAndAuthors(db: Tx) {
  return db.select({ id: books.id, title: books.title, author: books.author }).from(books);
}
