// A listing's totals: how many books it finds, how well the best matches a search, and the
// facet counts of the filter panel (docs/decisions/019-search-engine-and-ranking.md).
import { and, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { tierNumber } from './ranking.ts';
import { books } from '../../db/schema/catalog.ts';
import {
  baseConditions,
  conditions,
  dimensionConditions,
  type BookFilters,
  type SearchTerms,
} from './conditions.ts';
import { compareByRelevance } from './ranking-memory.ts';
import { authorOrder, relevanceOrder, relevanceTier } from './ranking-sql.ts';
import {
  asCandidate,
  candidateColumns,
  throughBitmaps,
  type RankedCandidate,
} from './sql-large-search.repository.ts';

/**
 * How many books a listing finds and, with `tierOf` (a search), how well the best of them
 * matches it (its relevance tier, null when none does).
 */
export async function countBooks(
  db: Db,
  filters: BookFilters,
  tierOf?: SearchTerms,
): Promise<{ total: number; tier: number | null }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      tier: tierOf ? sql<number | null>`min(${relevanceTier(tierOf)})::int` : sql<null>`null`,
    })
    .from(books)
    .where(and(...conditions(filters)));
  return { total: row?.total ?? 0, tier: row?.tier ?? null };
}

/**
 * countBooks with its tier for each of several searches over the same filters (the corrected
 * versions of a misspelt search), each reading at most `limit + 1` of its books: a version
 * finding more than `limit` is `large`, its total is then `limit + 1` and its tier the best among
 * the books read (a version made of a common word, such as a search with one word left out, is
 * not counted to its end: at 1,000,000 books one word can be in 80,000); any other comes with
 * every book it finds (`found`, with the columns their order and counts need: see countFound). In
 * one statement, or two when some are `common` (in one book of ten or more): the others' first
 * books are read through the indexes' bitmaps (throughBitmaps), the common ones' from the table
 * in order.
 */
export async function countVersions(
  db: Db,
  filters: BookFilters,
  searches: { terms: SearchTerms; common: boolean }[],
  limit: number,
): Promise<{ total: number; tier: number | null; large: boolean; found?: RankedCandidate[] }[]> {
  const read = async (tx: Db, common: boolean) => {
    const which = searches.flatMap((s, i) => (s.common === common ? [i] : []));
    if (which.length === 0) return {};
    const columns = which.map(
      (i) =>
        sql`(SELECT json_build_object('total', count(*), 'books', json_agg(found)) FROM (
              SELECT ${candidateColumns(searches[i]!.terms)} FROM ${books}
              WHERE ${and(...conditions({ ...filters, search: searches[i]!.terms }))}
              LIMIT ${limit + 1}) AS found) AS ${sql.raw(`v${i}`)}`,
    );
    const [row] = await queryRows<
      Record<string, { total: number; books: RankedCandidate[] | null }>
    >(tx, sql`SELECT ${sql.join(columns, sql`, `)}`);
    return row ?? {};
  };
  const rows = {
    ...(searches.some((s) => !s.common) ? await throughBitmaps(db, (tx) => read(tx, false)) : {}),
    ...(await read(db, true)),
  };
  return searches.map((_, i) => {
    const version = rows[`v${i}`];
    const total = Number(version?.total ?? 0);
    const found = (version?.books ?? []).map(asCandidate);
    const tier = found.length > 0 ? Math.min(...found.map((b) => b.tier)) : null;
    return total > limit ? { total, tier, large: true } : { total, tier, large: false, found };
  });
}

/**
 * The first `limit` books of a search's listing in relevance order (the ids), ranked in the
 * same pass over the matching books as their counts: the columns the order needs, from `base`
 * (a statement's materialised matching books with `ok`, whether a book passes every filter).
 * The tier is worked out once per book; where the search names authors, their order is worked
 * out in the ranking, from the tier and the author key carried along.
 */
const rankedColumns = (search: SearchTerms) => sql`${books.id} AS id,
    ${relevanceTier(search)} AS rank_tier, ${books.soldCount} AS rank_sold,
    ${books.ratingCount} AS rank_rating${
      search.authors?.length ? sql`, ${books.authorKey} AS rank_author_key` : sql``
    }`;
// The first `limit` by a bounded sort, then ordered again within the aggregate (the order of a
// subquery's rows is not guaranteed to reach it).
const rankedIds = (search: SearchTerms, limit: number) => {
  const order = sql.join(
    relevanceOrder({
      tier: sql`rank_tier`,
      authorOrder: authorOrder(search, sql`rank_tier`, sql`rank_author_key`),
      sold: sql`rank_sold`,
      rating: sql`rank_rating`,
      id: sql`id`,
    }),
    sql`, `,
  );
  const columns = search.authors?.length ? sql`, rank_author_key` : sql``;
  return sql`(SELECT array_agg(id ORDER BY ${order}) FROM (
    SELECT id, rank_tier, rank_sold, rank_rating${columns} FROM base WHERE ok
    ORDER BY ${order} LIMIT ${limit}) AS ranked)`;
};

/** A search's listing counted and ranked: see countAndRank. */
export interface Ranking {
  search: SearchTerms;
  /** How many of the first books to rank. */
  limit: number;
}

/**
 * countBooks with the first `rank.limit` books of the listing in relevance order, in one pass
 * over the matching books (their rows are read once, not again for the ranked page).
 */
export async function countAndRank(
  db: Db,
  filters: BookFilters,
  rank: Ranking,
): Promise<{ total: number; tier: number | null; ranked: number[] }> {
  const [row] = await queryRows<{ total: number; tier: number | null; ranked: number[] | null }>(
    db,
    sql`WITH base AS MATERIALIZED (
          SELECT ${rankedColumns(rank.search)}, true AS ok
          FROM ${books} WHERE ${and(...conditions(filters))})
        SELECT (SELECT count(*)::int FROM base) AS total,
          (SELECT min(rank_tier)::int FROM base) AS tier, ${rankedIds(rank.search, rank.limit)} AS ranked`,
  );
  return {
    total: Number(row?.total ?? 0),
    tier: row?.tier ?? null,
    ranked: (row?.ranked ?? []).map(Number),
  };
}

/**
 * For each search, 1 when a book the listing finds with it has it as its title, else 2 when one
 * is by an author it names, else null: its best relevance tier when that is one of `probed`, found
 * through the title and surname indexes without reading every matching book. All in one
 * statement.
 */
/** The tiers a corrected version is probed for: a title, or an author's name (ranking.ts). */
export const probed = { title: tierNumber('title'), author: tierNumber('author') };

export async function probeTopTiers(
  db: Db,
  filters: BookFilters,
  searches: SearchTerms[],
): Promise<(number | null)[]> {
  if (searches.length === 0) return [];
  const columns = searches.map((search, i) => {
    const where = and(...conditions({ ...filters, search }));
    const surname = search.key.split(' ').at(-1) ?? '';
    return sql`(SELECT CASE WHEN EXISTS (SELECT 1 FROM ${books} WHERE ${where}
                  AND ${books.titleKey} = ${search.key}) THEN ${sql.raw(String(probed.title))}
                WHEN EXISTS (SELECT 1 FROM ${books} WHERE ${where}
                  AND ${books.authorSurname} = ${surname}
                  AND (${books.authorKey} = ${search.key}
                       OR ${books.authorKey} LIKE '% ' || ${search.key})) THEN ${sql.raw(String(probed.author))} END)
              AS ${sql.raw(`t${i}`)}`;
  });
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)}`,
  );
  return searches.map((search, i) => {
    const tier = search.key ? row?.[`t${i}`] : null;
    return tier === probed.title || tier === probed.author ? tier : null;
  });
}

export interface ListingCounts {
  total: number;
  /** The best relevance tier among the books counted, when asked for (null: none, or not asked). */
  tier: number | null;
  inStock: number;
  /** Books per price band key. */
  bands: Record<string, number>;
  categories: { name: string; count: number }[];
  /** The first books in relevance order, when a ranking was asked for. */
  ranked?: number[];
  /** The search they were ranked for (with the authors it names). */
  rankedFor?: SearchTerms;
  /**
   * False when the search finds more books than `total`, the number listed: the categories are
   * then those of the books listed, and no facet is counted.
   */
  exact?: boolean;
}

/**
 * The total and the facet counts in one pass over the matching books, without keeping them:
 * the matching books are grouped by their list of categories (a few dozen lists however many
 * books), and each list's counts are added to each category in it here. A category's count
 * applies the dimensions other than its own; the total, the in-stock count and the price bands
 * apply every filter and count each book once. (Pairing each book with each of its categories
 * in SQL, as this did before, cost as much again as finding the books; materialising them and
 * reading them four times, before that, twice as much.) `bands` are [min, max) in paise, max
 * null for open-ended.
 */
export async function countWithFacets(
  db: Db,
  filters: BookFilters,
  bands: { key: string; min: number; max: number | null }[],
  tierOf?: SearchTerms,
  rank?: Ranking,
): Promise<ListingCounts> {
  const dim = dimensionConditions(filters);
  const bandCounts = bands.map(
    (b, i) =>
      sql`count(*) FILTER (WHERE category_ok AND stock_ok AND price >= ${b.min}${
        b.max === null ? sql`` : sql` AND price < ${b.max}`
      })::int AS ${sql.raw(`band_${i}`)}`,
  );
  // The matching books' columns the counts need; with a ranking, those the order needs too, and
  // the books are materialised once, counted and ranked from there (`ok`: every filter passes).
  const ok = sql`(${dim.category ?? sql`true`}) AND (${dim.price ?? sql`true`}) AND (${
    dim.inStock ?? sql`true`
  })`;
  // (A ranking's columns hold the tier as rank_tier.)
  const tier = rank ? sql`` : sql`${tierOf ? relevanceTier(tierOf) : sql`null::int`} AS tier,`;
  const matching = sql`SELECT ${books.category} AS category, ${books.sellingPricePaise} AS price,
          ${tier} ${books.stockQuantity} > 0 AS in_stock,
          ${dim.category ?? sql`true`} AS category_ok, ${dim.price ?? sql`true`} AS price_ok,
          ${dim.inStock ?? sql`true`} AS stock_ok
          ${rank ? sql`, ${rankedColumns(rank.search)}, ${ok} AS ok` : sql``}
        FROM ${books} WHERE ${and(...baseConditions(filters))}`;
  const grouped = sql`SELECT category,
          count(*) FILTER (WHERE price_ok AND stock_ok)::int AS n,
          count(*) FILTER (WHERE category_ok AND price_ok AND stock_ok)::int AS total,
          count(*) FILTER (WHERE category_ok AND price_ok AND in_stock)::int AS in_stock,
          ${sql.join(bandCounts, sql`, `)},
          ${
            tierOf || rank
              ? sql`min(${rank ? sql`rank_tier` : sql`tier`}) FILTER (WHERE category_ok AND price_ok AND stock_ok)::int`
              : sql`null::int`
          } AS tier, ${rank ? rankedIds(rank.search, rank.limit) : sql`null::int[]`} AS ranked
        FROM base GROUP BY category`;
  const rows = await queryRows<FacetRow>(
    db,
    rank
      ? sql`WITH base AS MATERIALIZED (${matching}) ${grouped}`
      : sql`WITH base AS NOT MATERIALIZED (${matching}) ${grouped}`,
  );
  const counts = sumFacetRows(rows as FacetRow[], bands);
  if (rank) {
    counts.ranked = ((rows[0]?.ranked as number[] | null) ?? []).map(Number);
    counts.rankedFor = rank.search;
  }
  return counts;
}

/**
 * Counts of books that share a list of categories: `n` those passing every filter but the
 * category, `total` every filter, `in_stock` every filter but stock and in stock, `band_i` every
 * filter but price and in the i-th band, `tier` the best relevance tier among `total`.
 */
type FacetRow = { category: (string | null)[] | null; n: number; total: number } & Record<
  string,
  unknown
>;

/** A listing's counts from its books' counts by list of categories (see countWithFacets). */
function sumFacetRows(rows: FacetRow[], bands: { key: string }[]): ListingCounts {
  const counts: ListingCounts = { total: 0, tier: null, inStock: 0, bands: {}, categories: [] };
  for (const b of bands) counts.bands[b.key] = 0;
  const byCategory = new Map<string, number>();
  for (const row of rows) {
    counts.total += Number(row.total);
    counts.inStock += Number(row.in_stock);
    if (row.tier != null && (counts.tier === null || Number(row.tier) < counts.tier)) {
      counts.tier = Number(row.tier);
    }
    bands.forEach((b, i) => (counts.bands[b.key]! += Number(row[`band_${i}`])));
    // A book is counted once in a category, even when its list names it twice.
    for (const name of new Set(row.category ?? [])) {
      if (name !== null) byCategory.set(name, (byCategory.get(name) ?? 0) + Number(row.n));
    }
  }
  for (const [name, count] of byCategory) if (count > 0) counts.categories.push({ name, count });
  counts.categories.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  return counts;
}

/**
 * The counts of a listing with no filter on a facet's dimension (category, price, stock) from
 * every book it finds, already read (a search read to its end by firstMatches), as
 * countWithFacets would count them, with all of them ranked.
 */
export function countFound(
  found: RankedCandidate[],
  bands: { key: string; min: number; max: number | null }[],
  search: SearchTerms,
): ListingCounts {
  const counts = sumFacetRows(
    found.map((book) => ({
      category: book.category,
      n: 1,
      total: 1,
      in_stock: book.in_stock ? 1 : 0,
      tier: book.tier,
      ...Object.fromEntries(
        bands.map((b, i) => [
          `band_${i}`,
          book.price >= b.min && (b.max === null || book.price < b.max) ? 1 : 0,
        ]),
      ),
    })),
    bands,
  );
  return {
    ...counts,
    ranked: [...found].sort(compareByRelevance(search)).map((book) => book.id),
    rankedFor: search,
  };
}

/** The counts of a listing that shows no facets. */
export const noFacets = ({
  total,
  tier,
}: {
  total: number;
  tier: number | null;
}): ListingCounts => ({
  total,
  tier,
  inStock: 0,
  bands: {},
  categories: [],
});
