import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';

export interface SuggestedTitle {
  id: number;
  title: string;
  author: string;
  image_url: string;
  selling_price: number;
}

const suggestedColumns = sql`${books.id} AS id, ${books.title} AS title, ${books.author} AS author,
  ${books.imageUrl} AS image_url, ${books.sellingPricePaise} AS selling_price`;

/** `column` (a key column of migration 0008) starts with `key`, as its index's range. */
function keyStartsWith(column: SQL, key: string): SQL {
  return sql`(${column} ~>=~ ${key} AND ${column} ~<~ ${key + String.fromCodePoint(0x10ffff)})`;
}

/** The typed text prepared once (prepareSearch): its key, and its words as a text-search query. */
export interface PreparedSuggest {
  key: string;
  query: string;
}

/** Titles starting with the typed text (in either script), best sellers first. */
export async function suggestTitlesByPrefix(db: Db, { key }: PreparedSuggest, limit: number) {
  if (!key) return [];
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${keyStartsWith(sql`${books.titleKey}`, key)}
        ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id} LIMIT ${limit}`,
  );
}

/**
 * Titles holding every word (the last one perhaps only begun) in their title, author,
 * categories or collections (not only in the description), through the full-text index, best
 * sellers first.
 */
export async function suggestTitlesByWords(db: Db, prepared: PreparedSuggest, limit: number) {
  if (!prepared.query) return [];
  const query = sql`${prepared.query}::tsquery`;
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${books.searchVector} @@ ${query}
          AND ts_filter(${books.searchVector}, '{a,b,c}') @@ ${query}
        ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id}
        LIMIT ${limit}`,
  );
}

export async function findSuggestedTitleByIsbn(db: Db, isbn13: string) {
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${books.isbn13} = ${isbn13}`,
  );
}

/**
 * Authors whose name starts with the typed text, then authors whose name holds the words (a
 * surname, spelling corrected, either script) among the first books matching them, the most
 * sold first. Both read indexes of authors' names (migration 0011), not the books' texts.
 */
export async function suggestAuthors(
  db: Db,
  prepared: PreparedSuggest,
  limit: number,
): Promise<string[]> {
  const query = sql`${prepared.query}::tsquery`;
  const [byPrefix, byWords] = await Promise.all([
    prepared.key
      ? queryRows<{ author: string }>(
          db,
          sql`SELECT min(${books.author}) AS author FROM ${books}
              WHERE ${books.archivedAt} IS NULL
                AND ${keyStartsWith(sql`${books.authorKey}`, prepared.key)}
              GROUP BY ${books.authorKey} ORDER BY sum(${books.soldCount}) DESC, count(*) DESC
              LIMIT ${limit}`,
        )
      : Promise.resolve([]),
    prepared.query
      ? queryRows<{ author: string }>(
          db,
          sql`SELECT min(author) AS author FROM (
                SELECT ${books.author} AS author, ${books.authorKey} AS author_key,
                  ${books.soldCount} AS sold FROM ${books}
                WHERE ${books.archivedAt} IS NULL
                  AND to_tsvector('simple', ${books.authorKey}) @@ ${query}
                LIMIT 500) AS matching
              GROUP BY author_key ORDER BY sum(sold) DESC, count(*) DESC LIMIT ${limit}`,
        )
      : Promise.resolve([]),
  ]);
  return [...new Set([...byPrefix, ...byWords].map((r) => r.author))].slice(0, limit);
}
