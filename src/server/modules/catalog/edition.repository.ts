// An edition's place in the book trade's catalogue (migration 0017): its credits, the other
// editions of its work, its series with the volumes on either side, its publisher; and a
// person's books by role, for their page.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { bookContributors, books } from '../../db/schema/catalog.ts';
import { bookCardColumns, type BookCardRow } from './book-card.ts';

export interface CreditRow {
  id: number;
  name: string;
  slug: string;
  role: string;
}

export interface EditionRow {
  id: number;
  format: string | null;
  edition_statement: string | null;
  language: string;
  selling_price: number;
  mrp: number;
  in_stock: boolean;
  publication_date: string | null;
  isbn13: string | null;
  publisher_name: string | null;
}

export interface WorkRow {
  title: string;
  number: string | null;
  series_name: string | null;
  series_slug: string | null;
  publisher_name: string | null;
  publisher_slug: string | null;
  previous: { id: number; title: string; number: string } | null;
  next: { id: number; title: string; number: string } | null;
}

/** A volume of the series next to `number` on one side: its work's lead edition. */
const neighbour = (side: '<' | '>') => sql`(
  SELECT json_build_object('id', b.id, 'title', w2.title, 'number', w2.series_number::text)
  FROM works w2 JOIN books b ON b.work_id = w2.id AND b.archived_at IS NULL AND b.work_lead
  WHERE w2.series_id = w.series_id AND w2.series_number ${sql.raw(side)} w.series_number
  ORDER BY w2.series_number ${sql.raw(side === '<' ? 'DESC' : 'ASC')}, w2.id LIMIT 1)`;

export async function findEditionDetails(
  db: Db,
  book: { id: number; workId: number; publisherId: number | null },
) {
  const [credits, editions, [work]] = await Promise.all([
    queryRows<CreditRow>(
      db,
      sql`SELECT c.id, c.name, c.slug, bc.role FROM book_contributors bc
          JOIN contributors c ON c.id = bc.contributor_id
          WHERE bc.book_id = ${book.id} ORDER BY bc.position`,
    ),
    queryRows<EditionRow>(
      db,
      sql`SELECT b.id, b.format, b.edition_statement, b.language, b.selling_price, b.mrp,
                 b.stock_quantity > 0 AS in_stock, b.publication_date::text, b.isbn13,
                 p.name AS publisher_name
          FROM books b LEFT JOIN publishers p ON p.id = b.publisher_id
          WHERE b.work_id = ${book.workId} AND b.archived_at IS NULL
          ORDER BY (b.stock_quantity > 0) DESC, b.selling_price, b.id LIMIT 24`,
    ),
    queryRows<WorkRow>(
      db,
      sql`SELECT w.title, w.series_number::text AS number, s.name AS series_name,
                 s.slug AS series_slug, p.name AS publisher_name, p.slug AS publisher_slug,
                 CASE WHEN s.id IS NULL OR w.series_number IS NULL THEN NULL ELSE ${neighbour('<')} END AS previous,
                 CASE WHEN s.id IS NULL OR w.series_number IS NULL THEN NULL ELSE ${neighbour('>')} END AS next
          FROM works w LEFT JOIN series s ON s.id = w.series_id
          LEFT JOIN publishers p ON p.id = ${book.publisherId}
          WHERE w.id = ${book.workId}`,
    ),
  ]);
  return { credits, editions, work };
}

/** The person of a slug, and their live books with each book's roles, best sellers first. */
export async function findContributorBooks(db: Db, slug: string, limit: number) {
  const [person] = await queryRows<{ id: number; name: string; sort_name: string }>(
    db,
    sql`SELECT id, name, sort_name FROM contributors WHERE slug = ${slug}`,
  );
  if (!person) return null;
  const credited = await db
    .select({ ...bookCardColumns, role: bookContributors.role })
    .from(bookContributors)
    .innerJoin(books, eq(books.id, bookContributors.bookId))
    .where(and(eq(bookContributors.contributorId, person.id), isNull(books.archivedAt)))
    .orderBy(desc(books.inStock), desc(books.soldCount), asc(books.id))
    .limit(limit);
  return { person, credited: credited as (BookCardRow & { role: string })[] };
}

/**
 * The slug of the one person every one of these books credits as its only author, or null when
 * the books name several people (an older author link spelled from "A, B" reaches no one page).
 */
export async function findSoleAuthorSlug(db: Db, bookIds: number[]): Promise<string | null> {
  if (bookIds.length === 0) return null;
  const ids = sql.join(
    bookIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ slug: string; books: number }>(
    db,
    sql`SELECT min(c.slug) AS slug, count(DISTINCT bc.book_id)::int AS books,
               count(DISTINCT c.id)::int AS people
        FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
        WHERE bc.book_id IN (${ids}) AND bc.role IN ('A01', 'A02')
        HAVING count(DISTINCT c.id) = 1`,
  );
  return rows[0]?.books === new Set(bookIds).size ? rows[0].slug : null;
}

/** A series by slug, and its volumes in order with their lead editions (at most 200). */
export async function findSeriesVolumes(db: Db, slug: string) {
  const [series] = await queryRows<{ id: number; name: string; slug: string; description: string }>(
    db,
    sql`SELECT id, name, slug, description FROM series WHERE slug = ${slug}`,
  );
  if (!series) return null;
  const volumes = await queryRows<{
    work_id: number;
    title: string;
    number: string | null;
    editions: number;
    in_stock: boolean;
    book_id: number;
  }>(
    db,
    sql`SELECT w.id AS work_id, w.title, w.series_number::text AS number,
               count(b.id)::int AS editions, bool_or(b.stock_quantity > 0) AS in_stock,
               (array_agg(b.id ORDER BY b.work_lead DESC, b.id))[1] AS book_id
        FROM works w JOIN books b ON b.work_id = w.id AND b.archived_at IS NULL
        WHERE w.series_id = ${series.id}
        GROUP BY w.id ORDER BY w.series_number NULLS LAST, w.title, w.id LIMIT 200`,
  );
  const cards = volumes.length
    ? await db
        .select(bookCardColumns)
        .from(books)
        .where(
          inArray(
            books.id,
            volumes.map((v) => Number(v.book_id)),
          ),
        )
    : [];
  return { series, volumes, cards };
}

/** A publisher by slug, and a page of its live books, newest first. */
export async function findPublisherBooks(
  db: Db,
  slug: string,
  page: { limit: number; offset: number },
) {
  const [publisher] = await queryRows<{ id: number; name: string; slug: string }>(
    db,
    sql`SELECT id, name, slug FROM publishers WHERE slug = ${slug}`,
  );
  if (!publisher) return null;
  const live = and(eq(books.publisherId, publisher.id), isNull(books.archivedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select(bookCardColumns)
      .from(books)
      .where(live)
      .orderBy(desc(books.createdAt), desc(books.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(books)
      .where(live),
  ]);
  return { publisher, rows, count: counted?.n ?? 0 };
}

/** The people, series and publishers with live books, for the sitemap (at most `limit` each). */
export async function namedPagesForSitemap(db: Db, limit: number) {
  const rows = await queryRows<{ pattern: string; slug: string }>(
    db,
    sql`(SELECT '/authors/:slug' AS pattern, c.slug FROM contributors c
         WHERE EXISTS (SELECT 1 FROM book_contributors bc JOIN books b ON b.id = bc.book_id
                       WHERE bc.contributor_id = c.id AND b.archived_at IS NULL)
         ORDER BY c.id LIMIT ${limit})
        UNION ALL
        (SELECT '/series/:slug', s.slug FROM series s
         WHERE EXISTS (SELECT 1 FROM works w JOIN books b ON b.work_id = w.id
                       WHERE w.series_id = s.id AND b.archived_at IS NULL)
         ORDER BY s.id LIMIT ${limit})
        UNION ALL
        (SELECT '/publishers/:slug', p.slug FROM publishers p
         WHERE EXISTS (SELECT 1 FROM books b WHERE b.publisher_id = p.id AND b.archived_at IS NULL)
         ORDER BY p.id LIMIT ${limit})`,
  );
  return rows as {
    pattern: '/authors/:slug' | '/series/:slug' | '/publishers/:slug';
    slug: string;
  }[];
}
