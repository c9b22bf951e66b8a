// The trade fields of a feed's batch (ADR 036): what is stored, compared with what a record
// carries, and what new editions need made for the whole batch before they are inserted.
import { sql } from 'drizzle-orm';
import type { EditionFields } from '@shared/schemas/admin-book-trade.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { takeSortNames } from './edition-fields.repository.ts';

/**
 * The trade fields of many editions as stored, by book id: what a feed's record is compared
 * with, and what the exports write.
 */
export async function findEditionFieldsMany(db: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, StoredEditionFields>();
  const rows = await queryRows<StoredEditionFields & { id: number }>(
    db,
    sql`SELECT b.id, b.format, b.edition_statement AS "editionStatement", b.page_count AS "pageCount",
               b.publication_date::text AS "publicationDate", p.name AS publisher, b.imprint,
               s.name AS "seriesName", w.series_number::float8 AS "seriesNumber",
               coalesce((SELECT json_agg(json_build_object('name', c.name, 'role', bc.role,
                                                            'sortName', c.sort_name)
                                         ORDER BY bc.position)
                         FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
                         WHERE bc.book_id = b.id), '[]') AS contributors
        FROM books b JOIN works w ON w.id = b.work_id
        LEFT JOIN series s ON s.id = w.series_id
        LEFT JOIN publishers p ON p.id = b.publisher_id
        WHERE b.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map(({ id, ...fields }) => [Number(id), fields]));
}

export interface StoredEditionFields {
  format: string | null;
  editionStatement: string | null;
  pageCount: number | null;
  publicationDate: string | null;
  publisher: string | null;
  imprint: string | null;
  seriesName: string | null;
  seriesNumber: number | null;
  contributors: { name: string; role: string; sortName: string }[];
}

/** Whether writing `f` over the stored fields would change any of them. */
export function editionFieldsChange(stored: StoredEditionFields, f: EditionFields): boolean {
  const differs = <T>(given: T | undefined, have: T) => given !== undefined && given !== have;
  if (
    differs(f.format, stored.format) ||
    differs(f.editionStatement, stored.editionStatement) ||
    differs(f.pageCount, stored.pageCount) ||
    differs(f.publicationDate, stored.publicationDate) ||
    differs(f.publisher, stored.publisher) ||
    differs(f.imprint, stored.imprint)
  ) {
    return true;
  }
  if (
    f.series !== undefined &&
    ((f.series?.name ?? null) !== stored.seriesName ||
      (f.series?.number ?? null) !== (f.series ? stored.seriesNumber : null))
  ) {
    return true;
  }
  if (f.contributors === undefined) return false;
  return (
    f.contributors.length !== stored.contributors.length ||
    f.contributors.some(
      (c, i) => c.name !== stored.contributors[i]!.name || c.role !== stored.contributors[i]!.role,
    )
  );
}

/**
 * What new editions from a feed need before they are inserted, made for the whole batch at
 * once: their publishers and the people they credit (with the sort names the records give), and
 * each edition's author string made from its credits under the names the shop keeps for those
 * people (as authorFromCredits makes it). The author is undefined where the credits name no
 * author or editor.
 */
export async function prepareEditions(db: Tx, items: EditionFields[]) {
  const publishers = [...new Set(items.flatMap((f) => (f.publisher ? [f.publisher] : [])))];
  if (publishers.length > 0) {
    await db.execute(sql`
      INSERT INTO publishers (name, slug)
      SELECT DISTINCT ON (pustak_name_key(n)) n, '' FROM jsonb_array_elements_text(${JSON.stringify(publishers)}::jsonb) AS n
      ON CONFLICT (name_key) DO NOTHING`);
  }
  const credits = items.flatMap((f, k) =>
    (f.contributors ?? []).map((c, position) => ({ k, name: c.name, role: c.role, position })),
  );
  const authors: (string | undefined)[] = items.map(() => undefined);
  if (credits.length === 0) return authors;
  const names = [...new Set(credits.map((c) => c.name))];
  await db.execute(sql`
    INSERT INTO contributors (name, sort_name)
    SELECT DISTINCT ON (pustak_name_key(n)) n, pustak_sort_name(n) FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) AS n
    WHERE pustak_name_key(n) <> ''
    ON CONFLICT (name_key) DO NOTHING`);
  await takeSortNames(
    db,
    items.flatMap((f) => f.contributors ?? []),
  );
  const rows = await queryRows<{ k: number; author: string | null }>(
    db,
    sql`SELECT x.k, coalesce(string_agg(c.name, ', ' ORDER BY x.position) FILTER (WHERE x.role = 'A01'),
                             string_agg(c.name, ', ' ORDER BY x.position) FILTER (WHERE x.role = 'A02')) AS author
        FROM jsonb_to_recordset(${JSON.stringify(credits)}::jsonb)
          AS x(k integer, name text, role text, position integer)
        JOIN contributors c ON c.name_key = pustak_name_key(x.name)
        GROUP BY x.k`,
  );
  for (const r of rows) if (r.author) authors[r.k] = r.author;
  return authors;
}

/** Puts works in the series their editions' records name (a series left out keeps the work's). */
export async function setWorksSeries(
  db: Tx,
  works: { workId: number; series: EditionFields['series'] }[],
) {
  const list = works
    .filter((w) => w.series !== undefined)
    .map((w) => ({ id: w.workId, name: w.series?.name ?? null, number: w.series?.number ?? null }));
  if (list.length === 0) return;
  await db.execute(sql`
    UPDATE works w SET
      series_id = CASE WHEN r.name IS NULL THEN NULL ELSE pustak_series(r.name) END,
      series_number = r.number
    FROM (SELECT DISTINCT ON (id) * FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
          AS x(id integer, name text, number numeric) ORDER BY id) r
    WHERE w.id = r.id AND (w.series_id IS DISTINCT FROM
            (CASE WHEN r.name IS NULL THEN NULL ELSE pustak_series(r.name) END)
          OR w.series_number IS DISTINCT FROM r.number)`);
}

/**
 * The credits of new editions, inserted after them (the people were made by prepareEditions).
 * The caller inserted the editions with the credit-from-author trigger standing aside.
 */
export async function insertCredits(
  db: Tx,
  items: { bookId: number; contributors: EditionFields['contributors'] }[],
) {
  const credits = items.flatMap((i) =>
    (i.contributors ?? []).map((c, position) => ({
      book_id: i.bookId,
      name: c.name,
      role: c.role,
      position,
    })),
  );
  if (credits.length === 0) return;
  await db.execute(sql`
    INSERT INTO book_contributors (book_id, contributor_id, role, position)
    SELECT x.book_id, c.id, x.role, x.position
    FROM jsonb_to_recordset(${JSON.stringify(credits)}::jsonb)
      AS x(book_id integer, name text, role text, position integer)
    JOIN contributors c ON c.name_key = pustak_name_key(x.name)`);
}

/**
 * The names the shop keeps for people a record names: the known person's spelling, the name as
 * given for someone new, and null for a name that names nobody ("-"), which no credit is made of.
 */
export async function keptNames(db: Tx, names: string[]) {
  const kept = new Map<string, string | null>();
  if (names.length === 0) return kept;
  const rows = await queryRows<{ n: string; blank: boolean; name: string | null }>(
    db,
    sql`SELECT n, pustak_name_key(n) = '' AS blank, c.name
        FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) AS n
        LEFT JOIN contributors c ON c.name_key = pustak_name_key(n)`,
  );
  for (const r of rows) kept.set(r.n, r.blank ? null : (r.name ?? r.n));
  return kept;
}
