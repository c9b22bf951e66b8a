// The pages a search names: a series, a person or a publisher whose name is the search (as names
// are compared, pustak_name_key). A listing of that search offers them above its books, so a
// series is read in order and a translator's or publisher's page is one step away.
import { sql } from 'drizzle-orm';
import { roleOf } from '@shared/book-trade.ts';
import type { NamedPages } from '@shared/schemas/catalog.ts';
import { queryRows, type Db } from '../../db/client.ts';

interface Row {
  kind: 'series' | 'person' | 'publisher';
  name: string;
  slug: string;
  books: number;
  /** How many rows were read for `books` (and a person's roles), up to one more than the bound. */
  read: number;
  roles: string[] | null;
}

/**
 * Books counted for a named page up to this many ("1,000+ books"): an author or publisher of
 * tens of thousands would otherwise cost a read of every one on each new search of the name.
 */
export const namedPageCountBound = 1000;

export async function findNamedPages(
  db: Db,
  search: string,
  bound = namedPageCountBound,
): Promise<NamedPages> {
  const limit = bound + 1;
  const rows = await queryRows<Row>(
    db,
    sql`WITH k AS (SELECT pustak_name_key(${search}) AS key)
        SELECT 'series' AS kind, s.name, s.slug, n.books, n.read, NULL AS roles
          FROM series s CROSS JOIN k
          CROSS JOIN LATERAL (SELECT count(*)::int AS books, count(*)::int AS read
            FROM (SELECT 1 FROM works w WHERE w.series_id = s.id LIMIT ${limit}) AS x) AS n
          WHERE s.name_key = k.key
        UNION ALL
        SELECT 'person', c.name, c.slug, n.books, n.read, n.roles
          FROM contributors c CROSS JOIN k
          CROSS JOIN LATERAL (SELECT count(DISTINCT x.book_id)::int AS books, count(*)::int AS read,
                                     array_agg(DISTINCT x.role ORDER BY x.role) AS roles
            FROM (SELECT bc.book_id, bc.role FROM book_contributors bc
                  JOIN books b ON b.id = bc.book_id AND b.archived_at IS NULL
                  WHERE bc.contributor_id = c.id LIMIT ${limit}) AS x) AS n
          WHERE c.name_key = k.key
        UNION ALL
        SELECT 'publisher', p.name, p.slug, n.books, n.read, NULL
          FROM publishers p CROSS JOIN k
          CROSS JOIN LATERAL (SELECT count(*)::int AS books, count(*)::int AS read
            FROM (SELECT 1 FROM books b WHERE b.publisher_id = p.id AND b.archived_at IS NULL
                  LIMIT ${limit}) AS x) AS n
          WHERE p.name_key = k.key`,
  );
  return rows
    .filter((r) => r.books > 0)
    .map((r) => ({
      kind: r.kind,
      name: r.name,
      slug: r.slug,
      books: Math.min(r.books, bound),
      ...(r.read > bound ? { more: true as const } : {}),
      roles: (r.roles ?? []).map((code) => roleOf(code).label),
    }));
}
