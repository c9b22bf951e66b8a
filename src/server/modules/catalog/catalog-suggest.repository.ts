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

/**
 * `column` (a key column of migration 0008) starts with the key of `text`, as a range its
 * text_pattern_ops index serves. The key is computed once (a scalar subquery).
 */
function keyStartsWith(column: SQL, text: string): SQL {
  return sql`(${column} ~>=~ (SELECT pustak_key(${text}))
    AND ${column} ~<~ (SELECT pustak_key(${text}) || chr(1114111)))`;
}

/** Titles starting with the typed text (in either script), best sellers first. */
export async function suggestTitlesByPrefix(db: Db, text: string, limit: number) {
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${keyStartsWith(sql`${books.titleKey}`, text)}
        ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id} LIMIT ${limit}`,
  );
}

/** Words of a suggestion query: whole words (spelling corrected), and the word being typed. */
export interface SuggestWords {
  whole: string;
  /** The last word when no space follows it: any word starting with it matches. */
  typing: string | null;
}

function wordsQuery({ whole, typing }: SuggestWords): SQL {
  const prefix = typing
    ? sql` && to_tsquery('simple', quote_literal(pustak_key(${typing})) || ':*')`
    : sql``;
  return sql`(SELECT pustak_query(${whole})${prefix})`;
}

/**
 * Titles holding every word (the last one perhaps only begun) in their title, author,
 * categories or collections (not only in the description), through the full-text index, best
 * sellers first.
 */
export async function suggestTitlesByWords(db: Db, words: SuggestWords, limit: number) {
  const query = wordsQuery(words);
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
 * surname, spelling corrected, either script), the most sold first.
 */
export async function suggestAuthors(
  db: Db,
  text: string,
  words: SuggestWords,
  limit: number,
): Promise<string[]> {
  const query = wordsQuery(words);
  const [byPrefix, byWords] = await Promise.all([
    queryRows<{ author: string }>(
      db,
      sql`SELECT min(${books.author}) AS author FROM ${books}
          WHERE ${books.archivedAt} IS NULL AND ${keyStartsWith(sql`${books.authorKey}`, text)}
          GROUP BY ${books.authorKey} ORDER BY sum(${books.soldCount}) DESC, count(*) DESC
          LIMIT ${limit}`,
    ),
    queryRows<{ author: string }>(
      db,
      sql`SELECT min(${books.author}) AS author FROM ${books}
          WHERE ${books.archivedAt} IS NULL AND ${books.searchVector} @@ ${query}
            AND ts_filter(${books.searchVector}, '{b}') @@ ${query}
          GROUP BY ${books.authorKey} ORDER BY sum(${books.soldCount}) DESC, count(*) DESC
          LIMIT ${limit}`,
    ),
  ]);
  return [...new Set([...byPrefix, ...byWords].map((r) => r.author))].slice(0, limit);
}
