// An edition's place in the book trade's catalogue (migration 0017): its credits, the other
// editions of its work, its series with the volumes on either side, its publisher; and a
// person's books by role, for their page.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
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
      sql`SELECT id, format, edition_statement, language, selling_price, mrp,
                 stock_quantity > 0 AS in_stock, publication_date::text
          FROM books WHERE work_id = ${book.workId} AND archived_at IS NULL
          ORDER BY (stock_quantity > 0) DESC, selling_price, id LIMIT 24`,
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
