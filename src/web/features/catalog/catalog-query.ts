import type { BookSort } from '@shared/schemas/catalog.ts';
import type { CatalogQuery } from '@web/config/paths.ts';

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

/** Limits of GET /api/books (booksQuerySchema); anything outside them is dropped, not sent. */
const limits = { search: 200, name: 100, price: 1_000_000, page: 10_000 };

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= limits.price ? Math.round(n * 100) / 100 : undefined;
}

function integer(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function flag(value: string | null): boolean | undefined {
  return value === '1' || value === 'true' ? true : undefined;
}

/**
 * A listing's query from its address. Lenient: a value the API would refuse (a typo'd sort, a
 * negative price, page 0) is dropped, so a hand-edited or stale link still shows books.
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const sort = params.get('sort');
  const query: CatalogQuery = {
    search: text(params.get('search'), limits.search),
    category: text(params.get('category'), limits.name),
    collection: text(params.get('collection'), limits.name),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    minRating: integer(params.get('minRating'), 1, 5),
    inStock: flag(params.get('inStock')),
    premium: flag(params.get('premium')),
    sort: sorts.find((s) => s === sort),
    page: integer(params.get('page'), 1, limits.page),
  };
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  ) {
    query.maxPrice = undefined;
  }
  if (query.page === 1) query.page = undefined;
  return compact(query);
}

/** The query without its unset fields, so equal queries compare (and cache) equal. */
export function compact(query: CatalogQuery): CatalogQuery {
  const out: CatalogQuery = {};
  for (const [key, value] of Object.entries(query) as [keyof CatalogQuery, unknown][]) {
    if (value !== undefined && value !== '' && value !== false) {
      (out as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}

/** The query with some fields changed; any change but the page's goes back to page 1. */
export function updateCatalogQuery(
  query: CatalogQuery,
  patch: Partial<CatalogQuery>,
): CatalogQuery {
  const next = { ...query, ...patch };
  if (!('page' in patch)) next.page = undefined;
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

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** A short name of a price filter, for its chip: "₹200 – ₹499", "Under ₹200", "₹1,000 and above". */
export function priceFilterLabel(query: CatalogQuery): string | undefined {
  const { minPrice: min, maxPrice: max } = query;
  if (min === undefined && max === undefined) return undefined;
  const show = (n: number) => rupees.format(Math.floor(n));
  if (min === undefined) return `Up to ${show(max!)}`;
  if (max === undefined) return `${show(min)} and above`;
  return `${show(min)} – ${show(max)}`;
}

const counts = new Intl.NumberFormat('en-IN');

/** "1 book", "1,234 books" (Indian grouping: "1,23,456 books"). */
export function formatBookCount(total: number): string {
  return `${counts.format(total)} ${total === 1 ? 'book' : 'books'}`;
}

/** The page's heading: the search, else the category, else the collection, else the listing's. */
export function listingHeading(query: CatalogQuery, allBooks: boolean): string {
  if (query.search) return 'Search results';
  if (query.category) return query.category;
  if (query.collection) return query.collection;
  return allBooks ? 'All books' : 'Collections';
}
