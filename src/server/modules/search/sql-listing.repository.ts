// A search as typed made into terms, the authors it names, and the ids of a listing's page in
// its order (docs/decisions/019-search-engine-and-ranking.md). The conditions are in
// conditions.ts, the totals and facets in sql-counts.repository.ts.
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { BookSort } from '@shared/schemas/catalog.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { conditions, type BookFilters, type SearchTerms } from './conditions.ts';
import { relevanceOrderOfBooks } from './ranking-sql.ts';

/**
 * The normal form and the text-search query of a typed text, computed once, so each statement
 * gets them as values the planner can estimate (not per row, not as an opaque subquery).
 */
export async function prepareSearch(
  db: Db,
  text: string,
  typing: string | null = null,
): Promise<{ key: string; query: string }> {
  const prefix =
    typing === null
      ? sql``
      : sql` && (SELECT CASE WHEN k = '' THEN ''::tsquery
            ELSE to_tsquery('simple', quote_literal(k) || ':*') END
          FROM (SELECT coalesce(pustak_key(${typing}), '') AS k) AS typed)`;
  const [row] = await queryRows<{ key: string; query: string }>(
    db,
    sql`SELECT coalesce(pustak_key(${text}), '') AS key,
          (pustak_query(${text})${prefix})::text AS query`,
  );
  return { key: row?.key ?? '', query: row?.query ?? '' };
}

/** A search's terms as a statement makes them (see SearchTerms). */
interface Prepared {
  key: string;
  query: string;
}

/** prepareSearch for several texts in one statement (the corrected versions of a search). */
export async function prepareSearches(db: Db, texts: string[]): Promise<Prepared[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<Prepared>(
    db,
    sql`SELECT coalesce(pustak_key(t), '') AS key, pustak_query(t)::text AS query
        FROM unnest(${sql`ARRAY[${sql.join(
          texts.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`}) WITH ORDINALITY AS typed(t, n)
        ORDER BY n`,
  );
  return rows.map((r) => ({ key: r.key ?? '', query: r.query ?? '' }));
}

/**
 * The authors a search names — its text is their full name or ends their name — the most sold,
 * then the most stocked first, as an array. Read from the surname index alone (migration 0011),
 * not the matching books: a name that is the search or ends with it has the search's last word
 * as its surname (`surname`, as the books table's author_surname makes it).
 */
function namedAuthors(key: SQL, surname: SQL): SQL {
  return sql`ARRAY(SELECT ${books.authorKey} FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${books.authorSurname} = ${surname}
          AND (${books.authorKey} = ${key} OR ${books.authorKey} LIKE '% ' || ${key})
        GROUP BY ${books.authorKey}
        ORDER BY sum(${books.soldCount}) DESC, count(*) DESC, ${books.authorKey} LIMIT 20)`;
}

/** The authors a search names (see namedAuthors), for a search prepared without them. */
export async function rankNamedAuthors(db: Db, search: SearchTerms): Promise<string[]> {
  if (!search.key) return [];
  const surname = search.key.split(' ').at(-1)!;
  const [row] = await queryRows<{ authors: string[] }>(
    db,
    sql`SELECT ${namedAuthors(sql`${search.key}`, sql`${surname}`)} AS authors`,
  );
  return row?.authors ?? [];
}

/**
 * prepareSearch for a listing, with the authors the search names (rankNamedAuthors), in the
 * same statement.
 */
export async function prepareListingSearch(
  db: Db,
  text: string,
): Promise<Prepared & { authors: string[] }> {
  const [row] = await queryRows<Prepared & { authors: string[] }>(
    db,
    sql`SELECT typed.key, typed.query,
          CASE WHEN typed.key = '' THEN ARRAY[]::text[]
            ELSE ${namedAuthors(sql`typed.key`, sql`regexp_replace(typed.key, '^.* ', '')`)} END
            AS authors
        FROM (SELECT coalesce(pustak_key(${text}), '') AS key,
                pustak_query(${text})::text AS query) AS typed`,
  );
  return { key: row?.key ?? '', query: row?.query ?? '', authors: row?.authors ?? [] };
}

/**
 * The words of a typed text (folded) that are Latin spellings of the catalogue's Indian-script
 * words, known to the vocabulary only loosely (migration 0023). Asked only of a search with a
 * word the vocabulary does not hold: it costs about 1.5 ms.
 */
export async function looselyKnownWords(db: Db, text: string): Promise<string[]> {
  const [row] = await queryRows<{ words: string[] }>(
    db,
    sql`SELECT pustak_loosely_known(${text}) AS words`,
  );
  return row?.words ?? [];
}

/** Each order matches an index of migration 0003, so a page never sorts the whole catalogue. */
function orderBy(sort: BookSort, search?: SearchTerms): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(books.createdAt), desc(books.id)];
    case 'price-asc':
      return [asc(books.sellingPricePaise), asc(books.id)];
    case 'price-desc':
      return [desc(books.sellingPricePaise), desc(books.id)];
    case 'rating':
      return [desc(books.avgRating), desc(books.ratingCount), asc(books.id)];
    case 'bestselling':
      return [desc(books.soldCount), asc(books.id)];
    case 'relevance':
      return search ? relevanceOrderOfBooks(search) : [desc(books.soldCount), asc(books.id)];
  }
}

/** The ids of a page of a listing in `sort`'s order (each order walks an index, see orderBy). */
export async function findPageIds(
  db: Db,
  filters: BookFilters,
  sort: BookSort,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: books.id })
    .from(books)
    .where(and(...conditions(filters)))
    .orderBy(...orderBy(sort, filters.search))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/** About how many live books the catalogue holds (the planner's count: no scan). */
export async function catalogueSize(db: Db): Promise<number> {
  const [row] = await queryRows<{ books: number }>(
    db,
    sql`SELECT greatest(reltuples, 0)::bigint AS books FROM pg_class
        WHERE oid = 'books'::regclass`,
  );
  return Number(row?.books ?? 0);
}
