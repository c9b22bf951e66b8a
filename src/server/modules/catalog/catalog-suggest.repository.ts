import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';

/** `lower(col)` starts with `prefix`, as a range the text_pattern_ops index can serve. */
function startsWith(column: SQL, prefix: string): SQL {
  const lower = prefix.toLowerCase();
  const next = lower.slice(0, -1) + String.fromCodePoint(lower.codePointAt(lower.length - 1)! + 1);
  return sql`(lower(${column}) ~>=~ ${lower} AND lower(${column}) ~<~ ${next})`;
}

export interface SuggestedTitle {
  id: number;
  title: string;
  author: string;
  image_url: string;
  selling_price: number;
}

const suggestedColumns = sql`${books.id} AS id, ${books.title} AS title, ${books.author} AS author,
  ${books.imageUrl} AS image_url, ${books.sellingPricePaise} AS selling_price`;

/** Titles starting with the typed text, best sellers first. */
export async function suggestTitlesByPrefix(db: Db, text: string, limit: number) {
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${startsWith(sql`${books.title}`, text)}
        ORDER BY ${books.soldCount} DESC, ${books.id} LIMIT ${limit}`,
  );
}

/** A word of a suggestion query: whole, or the start of a word still being typed. */
export interface SuggestWord {
  word: string;
  prefix: boolean;
}

function wordQuery({ word, prefix }: SuggestWord): SQL {
  return prefix
    ? sql`to_tsquery('english', ${`'${word.replaceAll("'", "''")}':*`})`
    : sql`plainto_tsquery('english', ${word})`;
}

/**
 * Titles holding every word (the last one perhaps only begun) in their title, author,
 * categories or collections (not only in the description), through the full-text index, best
 * sellers first. (Titles that start with the text come before these; ranking the word matches
 * by ts_rank_cd as well cost up to 8 ms more at 100,000 books for no better list.)
 */
export async function suggestTitlesByWords(db: Db, words: SuggestWord[], limit: number) {
  if (words.length === 0) return [];
  const query = sql`(${sql.join(words.map(wordQuery), sql` && `)})`;
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${books.searchVector} @@ ${query}
          AND ts_filter(${books.searchVector}, '{a,b,c}') @@ ${query}
        ORDER BY ${books.soldCount} DESC, ${books.id}
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

/** Authors starting with the text, then the nearest authors (any word, typos included). */
export async function suggestAuthors(db: Db, text: string, limit: number): Promise<string[]> {
  const [byPrefix, bySimilarity] = await Promise.all([
    queryRows<{ author: string }>(
      db,
      sql`SELECT ${books.author} AS author FROM ${books}
          WHERE ${books.archivedAt} IS NULL AND ${startsWith(sql`${books.author}`, text)}
          GROUP BY ${books.author} ORDER BY sum(${books.soldCount}) DESC LIMIT ${limit}`,
    ),
    queryRows<{ author: string }>(
      db,
      sql`SELECT ${books.author} AS author FROM ${books}
          WHERE ${books.archivedAt} IS NULL AND ${text} <% ${books.author}
          ORDER BY ${text} <<-> ${books.author} LIMIT ${limit * 8}`,
    ),
  ]);
  return [...new Set([...byPrefix, ...bySimilarity].map((r) => r.author))].slice(0, limit);
}
