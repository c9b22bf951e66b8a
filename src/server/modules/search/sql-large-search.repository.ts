// A search that finds more books than a listing counts (docs/decisions/025-bounded-search-listings.md):
// its books are ranked among a bounded set of candidates instead of every matching book.
import { and, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { conditions, type BookFilters, type SearchTerms } from './conditions.ts';
import { compareByRelevance } from './ranking-memory.ts';
import { relevanceTier } from './ranking-sql.ts';

export const largeSearchBounds = {
  /**
   * How many books the planner must expect a search to find before it is tried as a large one:
   * below, counting and ranking every one costs less than the bounded ranking's fixed part (at
   * 100,000 books embedded, a word in 2,400 books: 16 ms counted, 28 ms bounded).
   */
  expected: 10_000,
  /** A search listing more books than this lists the first this many (its total says "more"). */
  listed: 1_000,
  /** The best sellers whose titles and authors are read for candidates (from an index alone). */
  bestSellers: 20_000,
  /** The best sellers whose title or author the search's words begin, at most. */
  ranked: 240,
  /** The titles starting with the search and the books by the authors it names, at most. */
  named: 100,
};

/** A candidate of a large search with the columns its relevance order needs. */
export interface RankedCandidate {
  id: number;
  tier: number;
  sold_count: number;
  rating_count: number;
  author_key: string;
  category: string[] | null;
  /** The selling price in paise. */
  price: number;
  in_stock: boolean;
}

/** The columns of a RankedCandidate. */
export const candidateColumns = (search: SearchTerms) => sql`${books.id} AS id,
  ${relevanceTier(search)} AS tier, ${books.soldCount} AS sold_count,
  ${books.ratingCount} AS rating_count, ${books.authorKey} AS author_key,
  ${books.category} AS category, ${books.sellingPricePaise} AS price,
  ${books.stockQuantity} > 0 AS in_stock`;

/** A RankedCandidate as read (numbers may come as strings). */
export const asCandidate = (r: RankedCandidate): RankedCandidate => ({
  ...r,
  id: Number(r.id),
  tier: Number(r.tier),
  sold_count: Number(r.sold_count),
  rating_count: Number(r.rating_count),
  price: Number(r.price),
});

/**
 * How many books the planner expects a listing to find (its estimate from the statistics:
 * nothing is read).
 */
export async function expectedMatches(db: Db, filters: BookFilters): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${books} WHERE ${and(...conditions(filters))}`,
  );
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The first `limit` books a search's listing finds, in no particular order, with the columns
 * their order needs: whether it finds more than a listing counts is known from here, reading at
 * most `limit` of them. For a search the planner expects in one book of ten or more
 * (`common`), the table is read in order until `limit` match (at 1,000,000 books on
 * PostgreSQL, 14 ms against 59 ms for the full-text index's bitmap of all 78,581 books holding
 * "village"); for any other, through the indexes' bitmaps, which the planner would not choose
 * with a LIMIT (it reads the table in order, testing each book's search vector: 26 ms against 9
 * for "garden", in 2.4 % of the books; 30 ms against 7 at 100,000 embedded).
 */
export async function firstMatches(
  db: Db,
  filters: BookFilters & { search: SearchTerms },
  limit: number,
  { common }: { common: boolean },
): Promise<RankedCandidate[]> {
  const statement = sql`SELECT ${candidateColumns(filters.search)} FROM ${books}
      WHERE ${and(...conditions(filters))} LIMIT ${limit}`;
  const rows = common
    ? await queryRows<RankedCandidate>(db, statement)
    : await throughBitmaps(db, (tx) => queryRows<RankedCandidate>(tx, statement));
  return rows.map(asCandidate);
}

/**
 * `read` run with the table's sequential scan turned off: a statement reading the first books
 * of a search with a LIMIT reads them through the indexes' bitmaps, not the table in order
 * testing each book's search vector, which the planner prefers for a search it expects in more
 * books than the limit, and which costs more unless one book in ten or so matches (firstMatches).
 */
export function throughBitmaps<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * The other candidates of a large search, beyond `found` (books the listing finds): the books
 * whose title is the search or starts with it, and those by the authors it names (tiers 1 to 3,
 * from their indexes); and the best sellers, among the first `bestSellers` of the popularity
 * index (read from the index alone), whose title holds every word of the search or whose
 * author's name holds it (the only books that may rank above a description match). Each is
 * tested against the listing's filters and returned with the columns its order needs.
 */
export async function otherCandidates(
  db: Db,
  filters: BookFilters & { search: SearchTerms },
  found: number[],
): Promise<RankedCandidate[]> {
  const search = filters.search;
  const { bestSellers, ranked, named } = largeSearchBounds;
  const surname = search.key.split(' ').at(-1) ?? '';
  const words = search.key.split(' ').filter(Boolean);
  // Tested on the index's columns: the subquery is named as the table.
  const mayRankHigh = sql`((${sql.join(
    words.map((w) => sql`${books.titleKey} LIKE ${`%${w}%`}`),
    sql` AND `,
  )}) OR ${books.authorKey} LIKE ${`%${search.key}%`})`;
  const rows = await queryRows<RankedCandidate>(
    db,
    sql`WITH others AS (
          (SELECT id FROM (SELECT ${books.id}, ${books.titleKey}, ${books.authorKey}
              FROM ${books} WHERE ${books.archivedAt} IS NULL
              ORDER BY ${books.soldCount} DESC, ${books.ratingCount} DESC, ${books.id}
              LIMIT ${bestSellers}) AS ${books}
            WHERE ${mayRankHigh} LIMIT ${ranked})
          UNION
          (SELECT ${books.id} FROM ${books} WHERE ${books.archivedAt} IS NULL
            AND (${books.titleKey} = ${search.key} OR ${books.titleKey} LIKE ${`${search.key} %`})
            LIMIT ${named})
          UNION
          (SELECT ${books.id} FROM ${books} WHERE ${books.archivedAt} IS NULL
            AND ${books.authorSurname} = ${surname}
            AND (${books.authorKey} = ${search.key} OR ${books.authorKey} LIKE ${`% ${search.key}`})
            LIMIT ${named})
          EXCEPT SELECT unnest(${`{${found.join(',')}}`}::int[])
        )
        SELECT ${candidateColumns(search)} FROM ${books}
        WHERE ${books.id} = ANY(ARRAY(SELECT id FROM others)) AND ${and(...conditions(filters))}`,
  );
  return rows.map(asCandidate);
}

export interface LargeSearchRanking {
  /** The listed books in relevance order (up to `largeSearchBounds.listed`). */
  ranked: number[];
  /** The best relevance tier among them. */
  tier: number | null;
  /** The categories of the listed books, the most frequent first (a sample: no counts shown). */
  categories: { name: string; count: number }[];
}

/**
 * The books a large search lists: `found` and its other candidates (otherCandidates), in the
 * relevance order the whole listing would give them, the first `largeSearchBounds.listed`.
 */
export async function rankLargeSearch(
  db: Db,
  filters: BookFilters & { search: SearchTerms },
  found: RankedCandidate[],
): Promise<LargeSearchRanking> {
  const others = await otherCandidates(
    db,
    filters,
    found.map((r) => r.id),
  );
  const listed = [...found, ...others]
    .sort(compareByRelevance(filters.search))
    .slice(0, largeSearchBounds.listed);
  const byCategory = new Map<string, number>();
  for (const book of listed) {
    // A book is counted once in a category, even when its list names it twice.
    for (const name of new Set(book.category ?? [])) {
      byCategory.set(name, (byCategory.get(name) ?? 0) + 1);
    }
  }
  return {
    ranked: listed.map((r) => r.id),
    tier: listed.length > 0 ? Math.min(...listed.map((r) => r.tier)) : null,
    categories: [...byCategory]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en')),
  };
}
