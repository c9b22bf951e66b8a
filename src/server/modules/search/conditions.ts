// The conditions of a catalogue listing as SQL: a search's terms and the filters by facet
// dimension (docs/decisions/019-search-engine-and-ranking.md). Statements are in
// sql-listing.repository.ts (a page's ids) and sql-counts.repository.ts (totals and facets); a
// book's relevance as SQL is ranking-sql.ts's.
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
 * corrected before it gets here, see correction.ts), and the ISBN-13 it may be.
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
  /** An edition's format (ONIX ProductForm code), language and publisher (its slug). */
  format?: string;
  language?: string;
  publisher?: string;
  /**
   * One edition per work: each work's lead edition (migration 0020), or the edition whose ISBN
   * is the search. Set only when no filter could pass an edition and not its lead (filtersOf).
   */
  oneEditionPerWork?: boolean;
}

/** Whether a listing filters on what differs between a work's editions (not price). */
export const hasEditionFilter = (f: BookFilters) =>
  f.format !== undefined || f.language !== undefined || f.publisher !== undefined;

function editionConditions(filters: BookFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.format !== undefined) where.push(eq(books.format, filters.format));
  if (filters.language !== undefined) {
    where.push(sql`lower(${books.language}) = lower(${filters.language})`);
  }
  if (filters.publisher !== undefined) {
    where.push(
      sql`${books.publisherId} = (SELECT id FROM publishers WHERE slug = ${filters.publisher})`,
    );
  }
  if (filters.oneEditionPerWork) {
    where.push(
      filters.search?.isbn13
        ? sql`(${books.workLead} OR ${books.isbn13} = ${filters.search.isbn13})`
        : sql`${books.workLead}`,
    );
  }
  return where;
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
  return [...where, ...editionConditions(filters)];
}

export function conditions(filters: BookFilters): SQL[] {
  const dimensions = Object.values(dimensionConditions(filters));
  return [...baseConditions(filters), ...dimensions.filter((c) => c !== undefined)];
}
