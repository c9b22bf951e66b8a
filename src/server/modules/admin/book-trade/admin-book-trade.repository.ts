// The catalogue's people, series and publishers as staff keep them (ADR 034): their lists, a
// rename, and merging two records of one person (an edition's own trade fields are
// edition-fields.repository.ts). Credits and `author` are kept in step here as the migration's
// triggers keep them for writers of author strings alone.
import { sql, type SQL } from 'drizzle-orm';
import type { NamedKind } from '@shared/schemas/admin-book-trade.ts';
import { queryRows, type Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

export interface NamedDbRow {
  id: number;
  name: string;
  slug: string;
  sort_name: string | null;
  books: number;
}

/** Each kind's table, its sort name, and how its live books are counted for one row `t`. */
const kinds: Record<NamedKind, { table: SQL; sortName: SQL; books: SQL; order: SQL }> = {
  contributors: {
    table: sql`contributors`,
    sortName: sql`t.sort_name`,
    books: sql`(SELECT count(DISTINCT bc.book_id) FROM book_contributors bc
                JOIN books b ON b.id = bc.book_id AND b.archived_at IS NULL
                WHERE bc.contributor_id = t.id)`,
    order: sql`t.sort_name, t.id`,
  },
  series: {
    table: sql`series`,
    sortName: sql`NULL::text`,
    books: sql`(SELECT count(*) FROM works w JOIN books b ON b.work_id = w.id
                AND b.archived_at IS NULL WHERE w.series_id = t.id)`,
    order: sql`t.name, t.id`,
  },
  publishers: {
    table: sql`publishers`,
    sortName: sql`NULL::text`,
    books: sql`(SELECT count(*) FROM books b WHERE b.publisher_id = t.id
                AND b.archived_at IS NULL)`,
    order: sql`t.name, t.id`,
  },
};

const matching = (q: string | undefined) =>
  q
    ? sql`WHERE t.name ILIKE ${containsPattern(q)} OR t.name_key LIKE pustak_name_key(${q}) || '%'`
    : sql``;

/** A page of one kind, by name (a person by sort name), each with its live books counted. */
export async function findNamedPage(
  db: Tx,
  kind: NamedKind,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: NamedDbRow[]; total: number }> {
  const k = kinds[kind];
  const [rows, [counted]] = await Promise.all([
    queryRows<NamedDbRow>(
      db,
      sql`SELECT t.id, t.name, t.slug, ${k.sortName} AS sort_name, ${k.books}::int AS books
          FROM ${k.table} t ${matching(q)}
          ORDER BY ${k.order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${k.table} t ${matching(q)}`),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findNamed(db: Tx, kind: NamedKind, id: number, lock = false) {
  const k = kinds[kind];
  const [row] = await queryRows<NamedDbRow>(
    db,
    sql`SELECT t.id, t.name, t.slug, ${k.sortName} AS sort_name, ${k.books}::int AS books
        FROM ${k.table} t WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Another row of the kind whose name compares equal to `name` (pustak_name_key). */
export async function findNamedByKey(db: Tx, kind: NamedKind, name: string, except: number) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT t.id, t.name FROM ${kinds[kind].table} t
        WHERE t.name_key = pustak_name_key(${name}) AND t.id <> ${except}`,
  );
  return row;
}

/** A new name (the slug stays, so links keep working); a person's sort name with it. */
export async function renameNamed(
  db: Tx,
  kind: NamedKind,
  id: number,
  name: string,
  sortName: string | undefined,
) {
  const personal =
    kind === 'contributors'
      ? sql`, sort_name = coalesce(${sortName || null}, pustak_sort_name(${name}))`
      : sql``;
  await db.execute(sql`UPDATE ${kinds[kind].table} SET name = ${name}${personal} WHERE id = ${id}`);
}

/** Writes `author` from the books' author credits, leaving the credits as they are. */
export async function authorFromCredits(db: Tx, bookIds: SQL): Promise<number> {
  // The recredit trigger would rebuild the credits from the string: it stands aside, as it
  // does for a restore, while the string is made from the credits instead.
  await db.execute(sql`SELECT set_config('pustak.restoring', 'on', true)`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE books b SET author = a.author
        FROM (SELECT bc.book_id,
                     coalesce(string_agg(c.name, ', ' ORDER BY bc.position)
                                FILTER (WHERE bc.role = 'A01'),
                              string_agg(c.name, ', ' ORDER BY bc.position)
                                FILTER (WHERE bc.role = 'A02')) AS author
              FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
              WHERE bc.book_id IN (${bookIds})
              GROUP BY bc.book_id) a
        WHERE b.id = a.book_id AND a.author IS NOT NULL AND b.author IS DISTINCT FROM a.author
        RETURNING b.id`,
  );
  await db.execute(sql`SELECT set_config('pustak.restoring', 'off', true)`);
  return rows.length;
}

/**
 * Moves every credit of person `from` to person `into` (a credit `into` already has on the same
 * book in the same role is not doubled), removes `from`, and rewrites the author string of each
 * book whose author credits changed. In the caller's transaction.
 */
export async function mergeContributors(db: Tx, from: number, into: number) {
  const books = await queryRows<{ book_id: number }>(
    db,
    sql`SELECT DISTINCT book_id FROM book_contributors WHERE contributor_id = ${from}`,
  );
  await db.execute(sql`
    DELETE FROM book_contributors bc WHERE bc.contributor_id = ${from}
      AND EXISTS (SELECT 1 FROM book_contributors x WHERE x.book_id = bc.book_id
                  AND x.contributor_id = ${into} AND x.role = bc.role)`);
  const moved = await queryRows<{ book_id: number }>(
    db,
    sql`UPDATE book_contributors SET contributor_id = ${into}
        WHERE contributor_id = ${from} RETURNING book_id`,
  );
  await db.execute(sql`DELETE FROM contributors WHERE id = ${from}`);
  const rewritten =
    books.length === 0
      ? 0
      : await authorFromCredits(
          db,
          sql`SELECT DISTINCT book_id FROM book_contributors WHERE contributor_id = ${into}`,
        );
  return { creditsMoved: moved.length, booksRewritten: rewritten };
}
