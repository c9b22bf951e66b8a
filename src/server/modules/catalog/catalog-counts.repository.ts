// A listing's totals: how many books it finds, how well the best matches a search, and the
// facet counts of the filter panel (docs/decisions/019-search-engine-and-ranking.md).
import { and, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import {
  authorOrder,
  baseConditions,
  conditions,
  dimensionConditions,
  relevanceOrder,
  relevanceTier,
  type BookFilters,
  type SearchTerms,
} from './catalog-conditions.ts';

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
 * countBooks with its tier for each of several searches over the same filters, in one
 * statement (the corrected versions of a misspelt search: one round trip, not one each).
 */
export async function countVersions(
  db: Db,
  filters: BookFilters,
  searches: SearchTerms[],
): Promise<{ total: number; tier: number | null }[]> {
  if (searches.length === 0) return [];
  const columns = searches.map(
    (search, i) =>
      sql`(SELECT ARRAY[count(*)::int, min(${relevanceTier(search)})::int] FROM ${books}
            WHERE ${and(...conditions({ ...filters, search }))}) AS ${sql.raw(`v${i}`)}`,
  );
  const [row] = await queryRows<Record<string, (number | null)[] | null>>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)}`,
  );
  return searches.map((_, i) => {
    const [total, tier] = row?.[`v${i}`] ?? [];
    return { total: Number(total ?? 0), tier: tier ?? null };
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
 * is by an author it names, else null: its best relevance tier when that is 1 or 2, found
 * through the title and surname indexes without reading every matching book. All in one
 * statement.
 */
export async function probeTopTiers(
  db: Db,
  filters: BookFilters,
  searches: SearchTerms[],
): Promise<(1 | 2 | null)[]> {
  if (searches.length === 0) return [];
  const columns = searches.map((search, i) => {
    const where = and(...conditions({ ...filters, search }));
    const surname = search.key.split(' ').at(-1) ?? '';
    return sql`(SELECT CASE WHEN EXISTS (SELECT 1 FROM ${books} WHERE ${where}
                  AND ${books.titleKey} = ${search.key}) THEN 1
                WHEN EXISTS (SELECT 1 FROM ${books} WHERE ${where}
                  AND ${books.authorSurname} = ${surname}
                  AND (${books.authorKey} = ${search.key}
                       OR ${books.authorKey} LIKE '% ' || ${search.key})) THEN 2 END)
              AS ${sql.raw(`t${i}`)}`;
  });
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)}`,
  );
  return searches.map((search, i) => {
    const tier = search.key ? row?.[`t${i}`] : null;
    return tier === 1 || tier === 2 ? tier : null;
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
  const rows = await queryRows<Record<string, number | string[] | number[] | null>>(
    db,
    rank
      ? sql`WITH base AS MATERIALIZED (${matching}) ${grouped}`
      : sql`WITH base AS NOT MATERIALIZED (${matching}) ${grouped}`,
  );
  const counts: ListingCounts = { total: 0, tier: null, inStock: 0, bands: {}, categories: [] };
  for (const b of bands) counts.bands[b.key] = 0;
  const byCategory = new Map<string, number>();
  for (const row of rows) {
    counts.total += Number(row.total);
    counts.inStock += Number(row.in_stock);
    if (row.tier !== null && (counts.tier === null || Number(row.tier) < counts.tier)) {
      counts.tier = Number(row.tier);
    }
    bands.forEach((b, i) => (counts.bands[b.key]! += Number(row[`band_${i}`])));
    // A book is counted once in a category, even when its list names it twice.
    for (const name of new Set((row.category as (string | null)[] | null) ?? [])) {
      if (name !== null) byCategory.set(name, (byCategory.get(name) ?? 0) + Number(row.n));
    }
  }
  for (const [name, count] of byCategory) if (count > 0) counts.categories.push({ name, count });
  counts.categories.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  if (rank) {
    counts.ranked = ((rows[0]?.ranked as number[] | null) ?? []).map(Number);
    counts.rankedFor = rank.search;
  }
  return counts;
}
