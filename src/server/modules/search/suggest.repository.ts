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

/**
 * How many of the books a suggestion matches are read (all of them, when there are no more),
 * and how many of the best sellers are looked through when there are more.
 */
export const suggestBounds = { matches: 200, bestSellers: 1000 };

/**
 * Whether the best sellers very likely hold six of the `holding` books that hold a text (of a
 * catalogue of `catalogue`): twelve, were they spread evenly. Then the best sellers are read
 * first (bestSellersAmong), rather than a full-text index scan over all those books.
 */
export function commonAmongBestSellers(holding: number, catalogue: number): boolean {
  return holding > suggestBounds.matches && holding * suggestBounds.bestSellers >= 12 * catalogue;
}

/** A book a suggestion may list, with what orders it. */
interface Candidate extends SuggestedTitle {
  sold_count: number;
  rating_count: number;
  /** Whether it counts (a full-text match in its description alone does not). */
  named: boolean;
}

const candidateColumns = sql`${suggestedColumns}, ${books.soldCount} AS sold_count,
  ${books.ratingCount} AS rating_count`;

/** Best sellers first: sales, then ratings, then id (the popularity index's order). */
const byPopularity = (a: Candidate, b: Candidate) =>
  Number(b.sold_count) - Number(a.sold_count) ||
  Number(b.rating_count) - Number(a.rating_count) ||
  Number(a.id) - Number(b.id);

/**
 * The books among the `suggestBounds.bestSellers` best sellers (read in the popularity index's
 * order: the rows `columns` adds to its own, as `best_sellers`) that `matches`, best first, at
 * most `limit`: found by reading a bounded number of books, however few match.
 */
function bestSellersMatching(columns: SQL, matches: SQL, limit: number): SQL {
  return sql`SELECT ${candidateColumns}, true AS named FROM (
      SELECT ${books.id} AS id, ${books.soldCount} AS sold_count,
        ${books.ratingCount} AS rating_count, ${columns} FROM ${books}
      WHERE ${books.archivedAt} IS NULL
      ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id}
      LIMIT ${suggestBounds.bestSellers}) AS best_sellers
    JOIN ${books} ON ${books.id} = best_sellers.id
    WHERE ${matches}
    ORDER BY best_sellers.sold_count DESC, best_sellers.rating_count DESC, best_sellers.id
    LIMIT ${limit}`;
}

/**
 * The `limit` best sellers among the books a suggestion matches, reading a bounded number of
 * books whatever the planner would expect of the text, in small statements:
 *
 * - `first`: up to `suggestBounds.matches` + 1 of the matching books; when there are no more,
 *   their best sellers are the answer;
 * - `bestSellers` (bestSellersMatching): six found among the best sellers are the six best
 *   sellers of all. (A text whose books all sell little falls back on the best sellers among
 *   `first`.)
 *
 * `first` is read first, and the best sellers only when it has not answered. When the text is
 * `common` (commonAmongBestSellers), only the best sellers are read: they very likely answer,
 * and `first` would cost a full-text index scan over all the books that hold the text (60 ms
 * for "vill" at 1,000,000 books); if they hold fewer than six, fewer are suggested.
 *
 * Walking the best sellers until six matched, as this did before, read the whole catalogue for
 * a text few or only unsold books hold: 1.2 s for titles starting with "co" at 1,000,000 books.
 */
async function bestSellersAmong(
  db: Db,
  parts: { first: SQL; bestSellers: SQL; common: boolean },
  limit: number,
): Promise<SuggestedTitle[]> {
  const readFirst = async () => {
    const rows = await queryRows<Candidate>(db, parts.first);
    return { named: rows.filter((r) => r.named), all: rows.length <= suggestBounds.matches };
  };
  let found: Candidate[];
  if (parts.common) {
    found = await queryRows<Candidate>(db, parts.bestSellers);
  } else {
    const first = await readFirst();
    found = first.all
      ? first.named
      : [...first.named, ...(await queryRows<Candidate>(db, parts.bestSellers))];
  }
  const seen = new Set<number>();
  return found
    .filter((c) => !seen.has(Number(c.id)) && seen.add(Number(c.id)))
    .sort(byPopularity)
    .slice(0, limit)
    .map(({ id, title, author, image_url, selling_price }) => ({
      id,
      title,
      author,
      image_url,
      selling_price,
    }));
}

/**
 * Titles starting with the typed text (in either script), best sellers first (bestSellersAmong):
 * the first of them in key order, then the best sellers, whose title keys the popularity index
 * holds (migration 0013).
 */
export async function suggestTitlesByPrefix(db: Db, { key }: PreparedSuggest, limit: number) {
  if (!key) return [];
  return bestSellersAmong(
    db,
    {
      first: sql`SELECT ${candidateColumns}, true AS named FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${keyStartsWith(sql`${books.titleKey}`, key)}
        ORDER BY ${books.titleKey} USING ~<~ LIMIT ${suggestBounds.matches + 1}`,
      bestSellers: bestSellersMatching(
        sql`${books.titleKey} AS title_key`,
        keyStartsWith(sql`best_sellers.title_key`, key),
        limit,
      ),
      // Read in key order from the index, the titles cost little however many there are.
      common: false,
    },
    limit,
  );
}

/**
 * Titles holding every word (the last one perhaps only begun) in their title, author,
 * categories or collections (not only in the description), best sellers first
 * (bestSellersAmong): the books the full-text index finds first (pustak_first_matches,
 * migration 0013), then the best sellers; the best sellers first when the words are `common`.
 */
export async function suggestTitlesByWords(
  db: Db,
  prepared: PreparedSuggest,
  limit: number,
  common: boolean,
) {
  if (!prepared.query) return [];
  const query = sql`${prepared.query}::tsquery`;
  return bestSellersAmong(
    db,
    {
      first: sql`SELECT * FROM pustak_first_matches(${query}, ${suggestBounds.matches + 1})`,
      bestSellers: bestSellersMatching(
        sql`${books.searchVector} AS search_vector`,
        sql`best_sellers.search_vector @@ ${query}
          AND ts_filter(best_sellers.search_vector, '{a,b,c}') @@ ${query}`,
        limit,
      ),
      common,
    },
    limit,
  );
}

export async function findSuggestedTitleByIsbn(db: Db, isbn13: string) {
  return queryRows<SuggestedTitle>(
    db,
    sql`SELECT ${suggestedColumns} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${books.isbn13} = ${isbn13}`,
  );
}

/** An author a suggestion may list: their books found, and the sales of those. */
interface AuthorFound {
  author_key: string;
  author: string;
  sold: number;
  books: number;
}

/** Books (author_key, sold_count, author) added up by author. */
function byAuthor(rows: { author_key: string; sold_count: number; author: string }[]) {
  const authors = new Map<string, AuthorFound>();
  for (const r of rows) {
    const a = authors.get(r.author_key);
    if (!a) {
      authors.set(r.author_key, { ...r, sold: Number(r.sold_count), books: 1 });
    } else {
      a.sold += Number(r.sold_count);
      a.books += 1;
      if (r.author < a.author) a.author = r.author;
    }
  }
  return [...authors.values()];
}

/**
 * The authors among the best sellers (`suggestBounds.bestSellers` of them, from the popularity
 * index alone, migration 0013) whose name `matches` (over `author_key`): each name matched
 * once, not once per book, and shown as on one of their books.
 */
function bestSellingAuthors(matches: SQL): SQL {
  return sql`SELECT author_key, sold, books,
      (SELECT ${books.author} FROM ${books} WHERE ${books.id} = authors.book) AS author
    FROM (
      SELECT author_key, sum(sold_count)::int AS sold, count(*)::int AS books, min(id) AS book
      FROM (
        SELECT ${books.id} AS id, ${books.authorKey} AS author_key,
          ${books.soldCount} AS sold_count FROM ${books}
        WHERE ${books.archivedAt} IS NULL
        ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id}
        LIMIT ${suggestBounds.bestSellers}) AS best
      GROUP BY author_key
      -- (OFFSET 0: the names are matched once grouped, not pushed down to each book.)
      OFFSET 0) AS authors
    WHERE ${matches}`;
}

/**
 * Authors whose name starts with the typed text, then authors whose name holds the words (a
 * surname, spelling corrected, either script), the most sold first, from bounded reads as
 * bestSellersAmong:
 *
 * - by the prefix: the first books in the names' index in key order (migration 0011), and,
 *   when there are more, the authors among the best sellers;
 * - by the words: the first books the index of authors' words finds or, when the words are
 *   `common` (see bestSellersAmong), the authors among the best sellers alone.
 *
 * Grouping every book of the names starting with "am" took 1 s at 1,000,000 books.
 */
export async function suggestAuthors(
  db: Db,
  prepared: PreparedSuggest,
  limit: number,
  common: boolean,
): Promise<string[]> {
  const query = sql`${prepared.query}::tsquery`;
  const { matches } = suggestBounds;
  type Book = { author_key: string; sold_count: number; author: string };
  const bookColumns = sql`${books.authorKey} AS author_key, ${books.soldCount} AS sold_count,
    ${books.author} AS author`;
  const holdsWords = (authorKey: SQL) => sql`to_tsvector('simple', ${authorKey}) @@ ${query}`;
  const byPrefix = async (): Promise<AuthorFound[]> => {
    if (!prepared.key) return [];
    const first = await queryRows<Book>(
      db,
      sql`SELECT ${bookColumns} FROM ${books}
          WHERE ${books.archivedAt} IS NULL
            AND ${keyStartsWith(sql`${books.authorKey}`, prepared.key)}
          ORDER BY ${books.authorKey} USING ~<~ LIMIT ${matches + 1}`,
    );
    const found = byAuthor(first);
    if (first.length <= matches) return found;
    const known = new Set(found.map((a) => a.author_key));
    const sampled = await queryRows<AuthorFound>(
      db,
      bestSellingAuthors(keyStartsWith(sql`author_key`, prepared.key)),
    );
    return [...found, ...sampled.filter((a) => !known.has(a.author_key))];
  };
  const byWords = async (): Promise<AuthorFound[]> => {
    if (!prepared.query) return [];
    if (common) return queryRows<AuthorFound>(db, bestSellingAuthors(holdsWords(sql`author_key`)));
    return byAuthor(
      await queryRows<Book>(
        db,
        sql`SELECT ${bookColumns} FROM ${books}
            WHERE ${books.archivedAt} IS NULL AND ${holdsWords(sql`${books.authorKey}`)}
            LIMIT ${matches}`,
      ),
    );
  };
  const mostSold = (authors: AuthorFound[]) =>
    authors
      .sort((a, b) => Number(b.sold) - Number(a.sold) || b.books - a.books)
      .slice(0, limit)
      .map((a) => a.author);
  const [prefixed, worded] = await Promise.all([byPrefix(), byWords()]);
  return [...new Set([...mostSold(prefixed), ...mostSold(worded)])].slice(0, limit);
}
