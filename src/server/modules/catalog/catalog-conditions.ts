// The conditions of a catalogue listing as SQL: a search's terms, the filters by facet dimension
// and a book's relevance tier (docs/decisions/019-search-engine-and-ranking.md). Statements are
// in catalog-listing.repository.ts (the page of cards) and catalog-counts.repository.ts (totals
// and facets).
import { and, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { toIsbn13 } from '@shared/isbn.ts';
import { rupeesToPaise } from '@shared/money.ts';
import { priceBands } from '@shared/schemas/catalog.ts';
import type { QueryMatch } from '@shared/schemas/admin-query-fields.ts';
import type { QueryRule } from '@shared/schemas/admin-queries.ts';
import { ruleSetCondition } from '../../db/query-rules.ts';
import { books } from '../../db/schema/catalog.ts';

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

/** The ISBN-13 a search is when it reads as an ISBN-10 or -13 (hyphens allowed). */
export function isbnOf(text: string): string | null {
  return /^[\d\s-]{9,17}[\dXx]$/.test(text) ? toIsbn13(text) : null;
}

export type Dimension = 'category' | 'price' | 'inStock';

const tsQuery = (query: string) => sql`${query}::tsquery`;

function searchCondition({ query, isbn13 }: SearchTerms): SQL {
  const parts = [sql`${books.searchVector} @@ ${tsQuery(query)}`];
  if (isbn13) parts.push(eq(books.isbn13, isbn13));
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The conditions on the facet dimensions, each left out of its own facet's counts. */
export function dimensionConditions(filters: BookFilters): Record<Dimension, SQL | undefined> {
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

/** The price bands of the facet panel, in paise as the books table holds prices. */
export const priceBandsInPaise = priceBands.map((b) => ({
  key: b.key,
  min: rupeesToPaise(b.min),
  max: b.max === null ? null : rupeesToPaise(b.max),
}));

/** Whether a listing filters on a facet's dimension (category, price, stock). */
export const filtersFacets = (f: BookFilters) =>
  Object.values(dimensionConditions(f)).some((c) => c !== undefined);

/** Every condition of the listing apart from the facet dimensions. */
export function baseConditions(filters: BookFilters): SQL[] {
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

export function conditions(filters: BookFilters): SQL[] {
  const dimensions = Object.values(dimensionConditions(filters));
  return [...baseConditions(filters), ...dimensions.filter((c) => c !== undefined)];
}

/** Tier 6: every word of the key begins a word of the title (a plural or a longer form too). */
function inTitle(key: string): SQL {
  const words = key.split(' ').filter(Boolean);
  if (words.length === 0) return sql``;
  return sql`WHEN ${sql.join(
    words.map(
      (w) => sql`(${books.titleKey} LIKE ${`${w}%`} OR ${books.titleKey} LIKE ${`% ${w}%`})`,
    ),
    sql` AND `,
  )} THEN 6 `;
}

/**
 * How well a book answers a search, best first (docs/decisions/019-search-engine-and-ranking.md):
 * 0 the ISBN; 1 the title is the search; 2 the author is the search, or their surname; 3 the
 * title starts with the search; 4 the title holds it as a phrase; 5 the author's first name is
 * the search; 6 every word begins a word of the title; 7 the words match elsewhere (author,
 * category, description). Titles and authors are compared in their normal form
 * (pustak_key), so case, accents, punctuation and script do not count.
 *
 * The tiers compare the stored keys with patterns made here, never with text built per book: a
 * key holds letters, digits and single spaces only (pustak_key), so it needs no escaping in a
 * pattern. (Concatenating a space to each title, as this did before, was a third of the tier's
 * cost over thousands of matching books.)
 */
export function relevanceTier({ key, isbn13 }: SearchTerms): SQL {
  const isbn = isbn13 ? sql`WHEN ${books.isbn13} = ${isbn13} THEN 0 ` : sql``;
  return sql`(CASE ${isbn}WHEN ${books.titleKey} = ${key} THEN 1
    WHEN ${books.authorKey} = ${key} OR ${books.authorKey} LIKE ${`% ${key}`} THEN 2
    WHEN ${books.titleKey} LIKE ${`${key} %`} THEN 3
    WHEN ${books.titleKey} LIKE ${`% ${key} %`} OR ${books.titleKey} LIKE ${`% ${key}`} THEN 4
    WHEN ${books.authorKey} LIKE ${`${key} %`} THEN 5
    ${inTitle(key)}ELSE 7 END)`;
}

/** The columns (or expressions) the relevance order sorts by: see relevanceOrder. */
export interface RelevanceKeys {
  tier: SQL;
  authorOrder: SQL;
  sold: SQL;
  rating: SQL;
  id: SQL;
}

/**
 * Where an author's book falls among the authors a search names (`search.authors`, in the order
 * rankNamedAuthors found them), for books of tier 2; null otherwise. Within tier 2 a surname
 * shared by two authors so lists the better-selling author's books together. `authorKey`: where
 * the book's author key is read (the books table's column unless a statement carries it along).
 */
export function authorOrder(
  search: SearchTerms,
  tier: SQL,
  authorKey: SQL = sql`${books.authorKey}`,
): SQL {
  const authors = search.authors ?? [];
  // Every book of tier 2 is by one of the authors named, so one author orders nothing.
  if (authors.length <= 1) return sql`null::int`;
  return sql`(CASE WHEN ${tier} = 2 THEN CASE ${authorKey} ${sql.join(
    authors.map((a, i) => sql`WHEN ${a} THEN ${i}::int`),
    sql` `,
  )} END END)`;
}

/**
 * A search's relevance order: tier, then the named authors' order, then popularity (sales, then
 * ratings), then id. (Ranking loose matches by ts_rank_cd as well read every matching row's
 * vector and doubled the cost of a page at 100,000 books; tier 6 keeps titles first for less.)
 */
export function relevanceOrder(keys: RelevanceKeys): SQL[] {
  return [
    sql`${keys.tier} ASC`,
    sql`${keys.authorOrder} ASC NULLS LAST`,
    sql`${keys.sold} DESC`,
    sql`${keys.rating} DESC`,
    sql`${keys.id} ASC`,
  ];
}

/**
 * relevanceOrder over books already read, as a comparator (a large search ranks its bounded
 * candidates so, catalog-large-search.repository.ts): tier, the named authors' order (books of
 * tier 2 by an author not named, and every other book, after), sales, ratings, id.
 */
export function compareByRelevance(search: SearchTerms) {
  const authors = search.authors ?? [];
  const authorRank = (tier: number, authorKey: string) => {
    const i = authors.length > 1 && tier === 2 ? authors.indexOf(authorKey) : -1;
    return i < 0 ? authors.length : i;
  };
  return (
    a: { id: number; tier: number; sold_count: number; rating_count: number; author_key: string },
    b: { id: number; tier: number; sold_count: number; rating_count: number; author_key: string },
  ): number =>
    a.tier - b.tier ||
    authorRank(a.tier, a.author_key) - authorRank(b.tier, b.author_key) ||
    b.sold_count - a.sold_count ||
    b.rating_count - a.rating_count ||
    a.id - b.id;
}

/** The relevance order of a search over the books table's own columns. */
export function relevanceOrderOfBooks(search: SearchTerms): SQL[] {
  const tier = relevanceTier(search);
  return relevanceOrder({
    tier,
    authorOrder: authorOrder(search, tier),
    sold: sql`${books.soldCount}`,
    rating: sql`${books.ratingCount}`,
    id: sql`${books.id}`,
  });
}
