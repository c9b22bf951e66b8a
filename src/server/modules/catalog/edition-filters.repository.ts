// What a listing's edition filters offer: the formats, languages and publishers of the live
// books, with how many each has. Catalogue-wide (not per listing), read once per change of the
// catalogue through its cache.
import { sql } from 'drizzle-orm';
import { formatLabel } from '@shared/book-trade.ts';
import type { EditionFilterOptions } from '@shared/schemas/catalog.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { cachedCatalogRead } from '../../db/catalog-cache.ts';

/** At most this many publishers are offered, those with the most books first. */
const shownPublishers = 40;

async function readOptions(db: Db): Promise<EditionFilterOptions> {
  const rows = await queryRows<{ kind: string; value: string; name: string; count: number }>(
    db,
    sql`(SELECT 'format' AS kind, format AS value, format AS name, count(*)::int AS count
         FROM books WHERE archived_at IS NULL AND format IS NOT NULL GROUP BY format)
        UNION ALL
        (SELECT 'language', language, language, count(*)::int FROM books
         WHERE archived_at IS NULL GROUP BY language)
        UNION ALL
        (SELECT 'publisher', p.slug, p.name, count(*)::int FROM books b
         JOIN publishers p ON p.id = b.publisher_id
         WHERE b.archived_at IS NULL GROUP BY p.id ORDER BY count(*) DESC, p.name
         LIMIT ${shownPublishers})`,
  );
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    formats: of('format').map((r) => ({
      code: r.value,
      label: formatLabel(r.value) ?? r.value,
      count: r.count,
    })),
    languages: of('language').map((r) => ({ name: r.name, count: r.count })),
    publishers: of('publisher').map((r) => ({ slug: r.value, name: r.name, count: r.count })),
  };
}

export function editionFilterOptions(db: Db): Promise<EditionFilterOptions> {
  return cachedCatalogRead(db, 'edition-filter-options', () => readOptions(db));
}
