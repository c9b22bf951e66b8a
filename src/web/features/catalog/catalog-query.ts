import type { BookSort } from '@shared/schemas/catalog.ts';
import { compact, type CatalogQuery } from '@shared/catalog-queries.ts';
import { formatCount } from '@shared/money.ts';

// The sort list is spelled here rather than imported from @shared/schemas/catalog.ts, whose zod
// schemas would come along into the page's chunk; the Record keeps it in step with BookSort.
export const sortLabels: Record<BookSort, string> = {
  relevance: 'Relevance',
  bestselling: 'Bestselling',
  newest: 'Newest arrivals',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

const sorts = Object.keys(sortLabels) as BookSort[];

/** The query with some fields changed; any change but the page's goes back to page 1. */
export function updateCatalogQuery(
  query: CatalogQuery,
  patch: Partial<CatalogQuery>,
): CatalogQuery {
  const next = { ...query, ...patch };
  if (!('page' in patch)) next.page = undefined;
  // A new search is corrected again unless it asks otherwise.
  if ('search' in patch && !('exact' in patch)) next.exact = undefined;
  if (next.page === 1) next.page = undefined;
  return compact(next);
}

/** The sort the listing is in when the address names none: relevance for a search. */
export function defaultSort(query: CatalogQuery): BookSort {
  return query.search ? 'relevance' : 'bestselling';
}

/** The sorts offered: relevance only means something for a search. */
export function sortOptions(query: CatalogQuery): BookSort[] {
  return query.search ? sorts : sorts.filter((s) => s !== 'relevance');
}

/** The sort shown in the select (without a search, relevance is the bestselling order). */
export function shownSort(query: CatalogQuery): BookSort {
  if (!query.sort || (query.sort === 'relevance' && !query.search)) return defaultSort(query);
  return query.sort;
}

/** The query after choosing a sort; the default one is left out of the address. */
export function withSort(query: CatalogQuery, sort: BookSort): CatalogQuery {
  return updateCatalogQuery(query, { sort: sort === defaultSort(query) ? undefined : sort });
}

export interface PriceBand {
  key: string;
  label: string;
  min: number;
  /** Exclusive, in rupees; null for no upper bound. */
  max: number | null;
}

/**
 * The price filter of a band. The API's `maxPrice` includes its value while a band's `max` does
 * not, so the highest price in a band is one paisa below the next band's start.
 */
export function priceBandRange(band: PriceBand): Pick<CatalogQuery, 'minPrice' | 'maxPrice'> {
  return {
    minPrice: band.min > 0 ? band.min : undefined,
    maxPrice: band.max === null ? undefined : Math.round(band.max * 100 - 1) / 100,
  };
}

/** The band whose range the query's price filter is, if any. */
export function selectedPriceBand<B extends PriceBand>(
  query: CatalogQuery,
  bands: readonly B[],
): B | undefined {
  if (query.minPrice === undefined && query.maxPrice === undefined) return undefined;
  return bands.find((band) => {
    const range = priceBandRange(band);
    return range.minPrice === query.minPrice && range.maxPrice === query.maxPrice;
  });
}

/** The filters a shopper chose (not the search, sort or page): for "Clear all" and the badge. */
export const filterKeys = [
  'category',
  'collection',
  'minPrice',
  'maxPrice',
  'minRating',
  'inStock',
  'premium',
  'format',
  'language',
  'publisher',
] as const satisfies readonly (keyof CatalogQuery)[];

export function countFilters(query: CatalogQuery): number {
  const priceSet = query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0;
  return (
    priceSet +
    filterKeys.filter((k) => k !== 'minPrice' && k !== 'maxPrice' && query[k] !== undefined).length
  );
}

export function clearFilters(query: CatalogQuery): CatalogQuery {
  return compact({ search: query.search, sort: query.sort });
}

/** A short name of a price filter, for its chip: "₹200 – ₹499", "Under ₹200", "₹1,000 and above". */
export function priceFilterLabel(query: CatalogQuery): string | undefined {
  const { minPrice: min, maxPrice: max } = query;
  if (min === undefined && max === undefined) return undefined;
  const show = (n: number) => `₹${formatCount(Math.floor(n))}`;
  if (min === undefined) return `Up to ${show(max!)}`;
  if (max === undefined) return `${show(min)} and above`;
  return `${show(min)} – ${show(max)}`;
}

/**
 * "1 book", "1,234 books" (Indian grouping: "1,23,456 books"); "More than 1,000 books" when the
 * listing found more than it lists (`exact` false, docs/decisions/025-bounded-search-listings.md).
 */
export function formatBookCount(total: number, exact = true): string {
  if (!exact) return `More than ${formatCount(total)} books`;
  return `${formatCount(total)} ${total === 1 ? 'book' : 'books'}`;
}

/** The page's heading: the search, else the category, else the collection, else the listing's. */
export function listingHeading(query: CatalogQuery, allBooks: boolean): string {
  if (query.search) return 'Search results';
  if (query.category) return query.category;
  if (query.collection) return query.collection;
  return allBooks ? 'All books' : 'Collections';
}
