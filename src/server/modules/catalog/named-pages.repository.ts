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
  roles: string[] | null;
}

export async function findNamedPages(db: Db, search: string): Promise<NamedPages> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH k AS (SELECT pustak_name_key(${search}) AS key)
        SELECT 'series' AS kind, s.name, s.slug,
               (SELECT count(*)::int FROM works w WHERE w.series_id = s.id) AS books, NULL AS roles
          FROM series s, k WHERE s.name_key = k.key
        UNION ALL
        SELECT 'person', c.name, c.slug, count(DISTINCT b.id)::int,
               array_agg(DISTINCT bc.role ORDER BY bc.role)
          FROM contributors c JOIN book_contributors bc ON bc.contributor_id = c.id
          JOIN books b ON b.id = bc.book_id AND b.archived_at IS NULL, k
          WHERE c.name_key = k.key GROUP BY c.id
        UNION ALL
        SELECT 'publisher', p.name, p.slug,
               (SELECT count(*)::int FROM books b WHERE b.publisher_id = p.id AND b.archived_at IS NULL),
               NULL
          FROM publishers p, k WHERE p.name_key = k.key`,
  );
  return rows
    .filter((r) => r.books > 0)
    .map((r) => ({
      kind: r.kind,
      name: r.name,
      slug: r.slug,
      books: r.books,
      roles: (r.roles ?? []).map((code) => roleOf(code).label),
    }));
}
