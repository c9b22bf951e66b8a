// The catalogue listing: a search as typed made into terms, the filters and their facet counts,
// the relevance ranking and the sort orders (docs/decisions/019-search-engine-and-ranking.md).
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { QueryMatch } from '@shared/schemas/admin-query-fields.ts';
import type { QueryRule } from '@shared/schemas/admin-queries.ts';
import type { BookSort } from '@shared/schemas/catalog.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { ruleSetCondition } from '../../db/query-rules.ts';
import { books } from '../../db/schema/catalog.ts';
import { bookCardColumns, type BookCardRow } from './book-card.ts';

/**
 * A search as the repository runs it: the text, its normal form (`key`) and its text-search
 * query as migration 0008's functions make them (see prepareSearch; a misspelt search is
 * corrected before it gets here, see search-correction.ts), and the ISBN-13 it may be.
 */
export interface SearchTerms {
  text: string;
  key: string;
  query: string;
  isbn13: string | null;
  /** Authors the search names (full name or surname), the most sold first: see rankNamedAuthors. */
  authors?: string[];
}

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

/** prepareSearch for several texts in one statement (the corrected versions of a search). */
export async function prepareSearches(
  db: Db,
  texts: string[],
): Promise<{ key: string; query: string }[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ key: string; query: string }>(
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

/** The listing's filters, by dimension, so a facet can leave out its own. */
export interface BookFilters {
  search?: SearchTerms;
  category?: string;
  collection?: string;
  /** Set when `collection` names a smart collection: its rules replace the name lookup. */
  smartCollection?: { match: QueryMatch; rules: QueryRule[] };
  minPricePaise?: number;
  maxPricePaise?: number;
  minRating?: number;
  inStock?: boolean;
  premium?: boolean;
  sold?: boolean;
}

type Dimension = 'category' | 'price' | 'inStock';

const tsQuery = (query: string) => sql`${query}::tsquery`;

function searchCondition({ query, isbn13 }: SearchTerms): SQL {
  const parts = [sql`${books.searchVector} @@ ${tsQuery(query)}`];
  if (isbn13) parts.push(eq(books.isbn13, isbn13));
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The conditions on the facet dimensions, each left out of its own facet's counts. */
function dimensionConditions(filters: BookFilters): Record<Dimension, SQL | undefined> {
  const price: SQL[] = [];
  if (filters.minPricePaise !== undefined) {
    price.push(gte(books.sellingPricePaise, filters.minPricePaise));
  }
  if (filters.maxPricePaise !== undefined) {
    price.push(sql`${books.sellingPricePaise} <= ${filters.maxPricePaise}`);
  }
  return {
    category: filters.category
      ? sql`${books.category} @> ARRAY[${filters.category}]::text[]`
      : undefined,
    price: price.length > 0 ? and(...price) : undefined,
    inStock: filters.inStock ? gt(books.stockQuantity, 0) : undefined,
  };
}

/** Every condition of the listing apart from the facet dimensions. */
function baseConditions(filters: BookFilters): SQL[] {
  const where: SQL[] = [isNull(books.archivedAt)];
  if (filters.search) where.push(searchCondition(filters.search));
  if (filters.smartCollection) {
    const { match, rules } = filters.smartCollection;
    where.push(ruleSetCondition('books', match, rules) ?? sql`true`);
  } else if (filters.collection) {
    where.push(sql`${books.collection} @> ARRAY[${filters.collection}]::text[]`);
  }
  if (filters.minRating !== undefined) where.push(gte(books.avgRating, filters.minRating));
  if (filters.premium) where.push(eq(books.isPremium, 1));
  if (filters.sold) where.push(gt(books.soldCount, 0));
  return where;
}

function conditions(filters: BookFilters): SQL[] {
  const dimensions = Object.values(dimensionConditions(filters));
  return [...baseConditions(filters), ...dimensions.filter((c) => c !== undefined)];
}

/**
 * How well a book answers a search, best first (docs/decisions/019-search-engine-and-ranking.md):
 * 0 the ISBN; 1 the title is the search; 2 the author is the search, or their surname; 3 the
 * title starts with the search; 4 the title holds it as a phrase; 5 the author's first name is
 * the search; 6 every word begins a word of the title; 7 the words match elsewhere (author,
 * category, description). Titles and authors are compared in their normal form
 * (pustak_key), so case, accents, punctuation and script do not count.
 */
/** Tier 6: every word of the key begins a word of the title (a plural or a longer form too). */
function inTitle(key: string): SQL {
  const words = key.split(' ').filter(Boolean);
  if (words.length === 0) return sql``;
  const padded = sql`(' ' || ${books.titleKey})`;
  return sql`WHEN ${sql.join(
    words.map((w) => sql`${padded} LIKE ${`% ${w}%`}`),
    sql` AND `,
  )} THEN 6 `;
}

function relevanceTier({ key, isbn13 }: SearchTerms): SQL {
  const isbn = isbn13 ? sql`WHEN ${books.isbn13} = ${isbn13} THEN 0 ` : sql``;
  return sql`(CASE ${isbn}WHEN ${books.titleKey} = ${key} THEN 1
    WHEN ${books.authorKey} = ${key} OR ${books.authorKey} LIKE '% ' || ${key} THEN 2
    WHEN ${books.titleKey} LIKE ${key} || ' %' THEN 3
    WHEN ' ' || ${books.titleKey} || ' ' LIKE '% ' || ${key} || ' %' THEN 4
    WHEN ${books.authorKey} LIKE ${key} || ' %' THEN 5
    ${inTitle(key)}ELSE 7 END)`;
}

/**
 * Within a tier: for an author's books, the authors in the order rankNamedAuthors found (so a
 * surname shared by two authors lists the better-selling author's books together); then
 * popularity. (Ranking loose matches by ts_rank_cd as well read every matching row's vector and
 * doubled the cost of a page at 100,000 books; tier 6 keeps titles first for less.)
 */
function relevance(search: SearchTerms): SQL[] {
  const tier = relevanceTier(search);
  const authors = search.authors ?? [];
  const byAuthor =
    authors.length > 0
      ? [
          sql`CASE WHEN ${tier} = 2 THEN CASE ${books.authorKey} ${sql.join(
            authors.map((a, i) => sql`WHEN ${a} THEN ${i}::int`),
            sql` `,
          )} END END ASC NULLS LAST`,
        ]
      : [];
  return [asc(tier), ...byAuthor, desc(books.soldCount), desc(books.ratingCount), asc(books.id)];
}

/**
 * The authors a search names — its text is their full name or ends their name — the most sold,
 * then the most stocked first. Read from the surname index alone (migration 0011), not the
 * matching books: a name that is the search or ends with it has the search's last word as its
 * surname.
 */
export async function rankNamedAuthors(db: Db, search: SearchTerms): Promise<string[]> {
  if (!search.key) return [];
  const surname = search.key.split(' ').at(-1)!;
  const rows = await queryRows<{ author_key: string }>(
    db,
    sql`SELECT ${books.authorKey} AS author_key FROM ${books}
        WHERE ${books.archivedAt} IS NULL AND ${books.authorSurname} = ${surname}
          AND (${books.authorKey} = ${search.key} OR ${books.authorKey} LIKE '% ' || ${search.key})
        GROUP BY ${books.authorKey}
        ORDER BY sum(${books.soldCount}) DESC, count(*) DESC, ${books.authorKey} LIMIT 20`,
  );
  return rows.map((r) => r.author_key);
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
      return search ? relevance(search) : [desc(books.soldCount), asc(books.id)];
  }
}

export async function findBookCards(
  db: Db,
  filters: BookFilters,
  sort: BookSort,
  page: { limit: number; offset: number },
): Promise<BookCardRow[]> {
  if (!(sort === 'relevance' && filters.search)) {
    // Every other order walks an index and stops at the page: its rows are read once.
    return db
      .select(bookCardColumns)
      .from(books)
      .where(and(...conditions(filters)))
      .orderBy(...orderBy(sort, filters.search))
      .limit(page.limit)
      .offset(page.offset);
  }
  // Ranking a search sorts every matching book: only the ids go through the sort, and the
  // page's cards are read after (carrying each card's columns through it cost a third more
  // for a word thousands of books hold).
  const ranked = await db
    .select({ id: books.id })
    .from(books)
    .where(and(...conditions(filters)))
    .orderBy(...orderBy(sort, filters.search))
    .limit(page.limit)
    .offset(page.offset);
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.id);
  const cards = await db.select(bookCardColumns).from(books).where(inArray(books.id, ids));
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
}

/**
 * The total and the facet counts in one pass over the matching books, without keeping them:
 * each matching book is paired with each of its categories (a book without one, with none),
 * and grouped by category. A category's count applies the dimensions other than its own; the
 * total, the in-stock count and the price bands count each book once, at its first category,
 * and are summed over the groups here. (Materialising the matching rows and reading them four
 * times, as this did before, cost twice as much for a word thousands of books hold.) `bands`
 * are [min, max) in paise, max null for open-ended.
 */
export async function countWithFacets(
  db: Db,
  filters: BookFilters,
  bands: { key: string; min: number; max: number | null }[],
  tierOf?: SearchTerms,
): Promise<ListingCounts> {
  const dim = dimensionConditions(filters);
  const bandCounts = bands.map(
    (b, i) =>
      sql`count(*) FILTER (WHERE position = 1 AND category_ok AND stock_ok AND price >= ${b.min}${
        b.max === null ? sql`` : sql` AND price < ${b.max}`
      })::int AS ${sql.raw(`band_${i}`)}`,
  );
  const rows = await queryRows<Record<string, number | string | null>>(
    db,
    sql`SELECT c AS name,
          count(*) FILTER (WHERE price_ok AND stock_ok)::int AS n,
          count(*) FILTER (WHERE position = 1 AND category_ok AND price_ok AND stock_ok)::int AS total,
          count(*) FILTER (WHERE position = 1 AND category_ok AND price_ok AND in_stock)::int AS in_stock,
          ${sql.join(bandCounts, sql`, `)},
          ${
            tierOf
              ? sql`min(tier) FILTER (WHERE position = 1 AND category_ok AND price_ok AND stock_ok)::int`
              : sql`null::int`
          } AS tier
        FROM (SELECT ${books.category} AS category, ${books.sellingPricePaise} AS price,
                ${tierOf ? relevanceTier(tierOf) : sql`null::int`} AS tier,
                ${books.stockQuantity} > 0 AS in_stock, ${dim.category ?? sql`true`} AS category_ok,
                ${dim.price ?? sql`true`} AS price_ok, ${dim.inStock ?? sql`true`} AS stock_ok
              FROM ${books} WHERE ${and(...baseConditions(filters))}) AS base,
          unnest(CASE WHEN cardinality(base.category) > 0 THEN base.category
                 ELSE ARRAY[NULL]::text[] END) WITH ORDINALITY AS each_category(c, position)
        GROUP BY c`,
  );
  const counts: ListingCounts = { total: 0, tier: null, inStock: 0, bands: {}, categories: [] };
  for (const b of bands) counts.bands[b.key] = 0;
  for (const row of rows) {
    counts.total += Number(row.total);
    counts.inStock += Number(row.in_stock);
    if (row.tier !== null && (counts.tier === null || Number(row.tier) < counts.tier)) {
      counts.tier = Number(row.tier);
    }
    bands.forEach((b, i) => (counts.bands[b.key]! += Number(row[`band_${i}`])));
    if (row.name !== null && Number(row.n) > 0) {
      counts.categories.push({ name: String(row.name), count: Number(row.n) });
    }
  }
  counts.categories.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  return counts;
}
