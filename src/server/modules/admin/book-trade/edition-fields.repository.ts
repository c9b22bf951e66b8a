// An edition's trade fields as the book form, the CSV and an ONIX feed write them (ADR 034): its
// format, edition, pages, date, publisher and imprint, its work's series, and its credits in
// order, with `author` made from them (authorFromCredits).
import { sql, type SQL } from 'drizzle-orm';
import type { EditionFields } from '@shared/schemas/admin-book-trade.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { authorFromCredits } from './admin-book-trade.repository.ts';

/** An edition's trade fields as staff see them. */
export async function findEditionFields(db: Tx, bookId: number) {
  const [row] = await queryRows<{
    format: string | null;
    edition_statement: string | null;
    page_count: number | null;
    publication_date: string | null;
    publisher: string | null;
    imprint: string | null;
    series_name: string | null;
    series_number: number | null;
    contributors: { name: string; role: string }[] | null;
  }>(
    db,
    sql`SELECT b.format, b.edition_statement, b.page_count, b.publication_date::text,
               p.name AS publisher, b.imprint, s.name AS series_name,
               w.series_number::float8 AS series_number,
               (SELECT json_agg(json_build_object('name', c.name, 'role', bc.role)
                                ORDER BY bc.position)
                FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
                WHERE bc.book_id = b.id) AS contributors
        FROM books b JOIN works w ON w.id = b.work_id
        LEFT JOIN series s ON s.id = w.series_id
        LEFT JOIN publishers p ON p.id = b.publisher_id
        WHERE b.id = ${bookId}`,
  );
  return row;
}

/** The publisher of a name (compared as pustak_name_key), made when the shop has none. */
async function publisherId(db: Tx, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO publishers (name, slug) VALUES (${name}, '')
        ON CONFLICT (name_key) DO UPDATE SET name = publishers.name RETURNING id`,
  );
  return row!.id;
}

/**
 * The sort names credits carry, for the people whose sort name is still the one made from their
 * name (pustak_sort_name): one staff set stays.
 */
export async function takeSortNames(db: Tx, credits: { name: string; sortName?: string }[]) {
  const given = credits
    .filter((c) => c.sortName)
    .map((c) => ({ name: c.name, sort_name: c.sortName! }));
  if (given.length === 0) return;
  await db.execute(sql`
    UPDATE contributors c SET sort_name = g.sort_name
    FROM jsonb_to_recordset(${JSON.stringify(given)}::jsonb) AS g(name text, sort_name text)
    WHERE c.name_key = pustak_name_key(g.name) AND c.sort_name = pustak_sort_name(c.name)
      AND c.sort_name <> g.sort_name`);
}

/**
 * Writes the fields the form sent (one left out keeps what is stored): the edition's own, its
 * publisher (found by name or made), its work's series, and its credits in order, with `author`
 * made from them.
 */
export async function writeEditionFields(db: Tx, bookId: number, f: EditionFields) {
  const sets: SQL[] = [];
  if (f.format !== undefined) sets.push(sql`format = ${f.format}`);
  if (f.editionStatement !== undefined) sets.push(sql`edition_statement = ${f.editionStatement}`);
  if (f.pageCount !== undefined) sets.push(sql`page_count = ${f.pageCount}`);
  if (f.publicationDate !== undefined) {
    sets.push(sql`publication_date = ${f.publicationDate}::date`);
  }
  if (f.imprint !== undefined) sets.push(sql`imprint = ${f.imprint}`);
  if (f.publisher !== undefined) {
    sets.push(
      sql`publisher_id = ${f.publisher === null ? null : await publisherId(db, f.publisher)}`,
    );
  }
  if (sets.length > 0) {
    await db.execute(sql`UPDATE books SET ${sql.join(sets, sql`, `)} WHERE id = ${bookId}`);
  }
  if (f.series !== undefined) {
    await db.execute(sql`
      UPDATE works SET
        series_id = ${f.series ? sql`pustak_series(${f.series.name})` : sql`NULL`},
        series_number = ${f.series?.number ?? null}
      WHERE id = (SELECT work_id FROM books WHERE id = ${bookId})`);
  }
  if (f.contributors !== undefined) {
    await db.execute(sql`DELETE FROM book_contributors WHERE book_id = ${bookId}`);
    for (const [position, credit] of f.contributors.entries()) {
      await db.execute(sql`
        INSERT INTO book_contributors (book_id, contributor_id, role, position)
        VALUES (${bookId}, pustak_contributor(${credit.name}), ${credit.role}, ${position})`);
    }
    await takeSortNames(db, f.contributors);
    // None: the book is credited from its author string again, as a new book is.
    if (f.contributors.length > 0) await authorFromCredits(db, sql`${bookId}`);
    else await db.execute(sql`SELECT pustak_credit_books(${bookId}, ${bookId})`);
  }
}

/** A book and the trade fields its record carries. */
type EditionFieldsItem = { bookId: number; fields: EditionFields };

/**
 * `writeEditionFields` for many books in a few set-based statements (a feed's batch): each
 * book's fields as the record carries them, one left out keeping what is stored. Credits are
 * rewritten for the books whose record names contributors, and `author` made from them.
 */
export async function writeEditionFieldsMany(db: Tx, items: EditionFieldsItem[]) {
  if (items.length === 0) return;
  await writeEditionColumnsMany(db, items);
  await writeSeriesMany(db, items);
  await writeCreditsMany(db, items);
}

/** The editions' own columns and their publishers (found by name or made), in one update. */
async function writeEditionColumnsMany(db: Tx, items: EditionFieldsItem[]) {
  const rows = items.map(({ bookId, fields: f }) => ({
    id: bookId,
    has_format: f.format !== undefined,
    format: f.format ?? null,
    has_edition: f.editionStatement !== undefined,
    edition: f.editionStatement ?? null,
    has_pages: f.pageCount !== undefined,
    pages: f.pageCount ?? null,
    has_date: f.publicationDate !== undefined,
    date: f.publicationDate ?? null,
    has_imprint: f.imprint !== undefined,
    imprint: f.imprint ?? null,
    has_publisher: f.publisher !== undefined,
    publisher: f.publisher ?? null,
  }));
  const recordset = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
    id integer, has_format boolean, format text, has_edition boolean, edition text,
    has_pages boolean, pages integer, has_date boolean, date date, has_imprint boolean,
    imprint text, has_publisher boolean, publisher text)`;
  if (rows.some((r) => r.publisher)) {
    await db.execute(sql`
      INSERT INTO publishers (name, slug)
      SELECT DISTINCT r.publisher, '' FROM ${recordset} WHERE r.publisher IS NOT NULL
      ON CONFLICT (name_key) DO NOTHING`);
  }
  await db.execute(sql`
    UPDATE books b SET
      format = CASE WHEN r.has_format THEN r.format ELSE b.format END,
      edition_statement = CASE WHEN r.has_edition THEN r.edition ELSE b.edition_statement END,
      page_count = CASE WHEN r.has_pages THEN r.pages ELSE b.page_count END,
      publication_date = CASE WHEN r.has_date THEN r.date ELSE b.publication_date END,
      imprint = CASE WHEN r.has_imprint THEN r.imprint ELSE b.imprint END,
      publisher_id = CASE WHEN NOT r.has_publisher THEN b.publisher_id
                          WHEN r.publisher IS NULL THEN NULL
                          ELSE (SELECT p.id FROM publishers p
                                WHERE p.name_key = pustak_name_key(r.publisher)) END
    FROM ${recordset}
    WHERE b.id = r.id AND (r.has_format OR r.has_edition OR r.has_pages OR r.has_date
                           OR r.has_imprint OR r.has_publisher)`);
}

/** The series of the works of the books whose record names one (or says there is none). */
async function writeSeriesMany(db: Tx, items: EditionFieldsItem[]) {
  const series = items.filter((i) => i.fields.series !== undefined);
  if (series.length > 0) {
    const list = series.map((i) => ({
      id: i.bookId,
      name: i.fields.series?.name ?? null,
      number: i.fields.series?.number ?? null,
    }));
    await db.execute(sql`
      UPDATE works w SET
        series_id = CASE WHEN r.name IS NULL THEN NULL ELSE pustak_series(r.name) END,
        series_number = r.number
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS r(id integer, name text, number numeric)
      JOIN books b ON b.id = r.id
      WHERE w.id = b.work_id`);
  }
}

/** The credits of the books whose record names contributors, in order, and `author` from them. */
async function writeCreditsMany(db: Tx, items: EditionFieldsItem[]) {
  const credited = items.filter((i) => i.fields.contributors !== undefined);
  if (credited.length > 0) {
    const ids = sql.join(
      credited.map((i) => sql`${i.bookId}`),
      sql`, `,
    );
    const credits = credited.flatMap((i) =>
      i.fields.contributors!.map((c, position) => ({
        book_id: i.bookId,
        name: c.name,
        role: c.role,
        position,
      })),
    );
    await db.execute(sql`DELETE FROM book_contributors WHERE book_id IN (${ids})`);
    if (credits.length > 0) {
      await db.execute(sql`
        INSERT INTO book_contributors (book_id, contributor_id, role, position)
        SELECT c.book_id, pustak_contributor(c.name), c.role, c.position
        FROM jsonb_to_recordset(${JSON.stringify(credits)}::jsonb)
          AS c(book_id integer, name text, role text, position integer)`);
      await takeSortNames(
        db,
        credited.flatMap((i) => i.fields.contributors!),
      );
    }
    const named = credited.filter((i) => i.fields.contributors!.length > 0);
    if (named.length > 0) {
      await authorFromCredits(
        db,
        sql.join(
          named.map((i) => sql`${i.bookId}`),
          sql`, `,
        ),
      );
    }
    for (const i of credited.filter((x) => x.fields.contributors!.length === 0)) {
      await db.execute(sql`SELECT pustak_credit_books(${i.bookId}, ${i.bookId})`);
    }
  }
}
