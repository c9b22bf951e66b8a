/**
 * The catalogue reads a storefront page makes for its first render, spelled once for the client,
 * which makes them, and the server, which puts their answers into the page it sends (so the first
 * render needs no round trip). Both must spell the same URL for the same read, or the client
 * would fetch again. Free of zod: only a type comes from the schemas.
 */
import type { BookSort } from './schemas/catalog.ts';

/** The filters, sort and page of a catalogue listing, as its address carries them. */
export interface CatalogQuery {
  search?: string;
  /** Search the words as typed, without correcting their spelling ("Search instead for"). */
  exact?: boolean;
  category?: string;
  collection?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  inStock?: boolean;
  premium?: boolean;
  /** Only books that have sold (a bestsellers rail with nothing sold would rank at random). */
  sold?: boolean;
  /** An edition's format (ONIX code), language and publisher (its slug). */
  format?: string;
  language?: string;
  publisher?: string;
  sort?: BookSort;
  page?: number;
}

/** GET /api/books parameters: a listing's query plus the page size and whether to count facets. */
export interface BooksApiQuery extends CatalogQuery {
  pageSize?: number;
  facets?: boolean;
  /** `work`: one edition per work, as the storefront lists them. */
  editions?: 'work';
}

export type QueryValue = string | number | boolean | undefined;

/** A path with its query string; a flag is `1` when set and left out otherwise, as is page 1. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    const text = value === true ? '1' : String(value);
    parts.push(`${key}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** A listing's parameters in a fixed order, so one query always spells one URL. */
export function catalogParams(q: CatalogQuery = {}): Record<string, QueryValue> {
  return {
    search: q.search,
    exact: q.search ? q.exact : undefined,
    category: q.category,
    collection: q.collection,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    minRating: q.minRating,
    inStock: q.inStock,
    premium: q.premium,
    sold: q.sold,
    format: q.format,
    language: q.language,
    publisher: q.publisher,
    sort: q.sort,
    page: q.page,
  };
}

/** GET /api/books with its query string. */
export function booksApiUrl(q: BooksApiQuery): string {
  return withQuery('/api/books', {
    ...catalogParams(q),
    pageSize: q.pageSize,
    facets: q.facets === undefined ? undefined : q.facets ? '1' : '0',
    editions: q.editions,
  });
}

/** GET /api/books/:id: one book with its page's details. */
export function bookApiUrl(id: number | string): string {
  return `/api/books/${encodeURIComponent(String(id))}`;
}

/** GET /api/collections: every collection's rail. */
export const collectionsApiUrl = '/api/collections';

// Spelled here rather than taken from the schemas' list, which would bring zod along; the Record
// keeps it in step with BookSort.
const sortNames: Record<BookSort, true> = {
  relevance: true,
  bestselling: true,
  newest: true,
  'price-asc': true,
  'price-desc': true,
  rating: true,
};
const sorts = Object.keys(sortNames) as BookSort[];

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

function code(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && /^[A-Z][A-Z0-9]$/.test(trimmed) ? trimmed : undefined;
}

function slugText(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= 120 && /^[a-z0-9-]+$/.test(trimmed) ? trimmed : undefined;
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
    exact: flag(params.get('exact')),
    category: text(params.get('category'), limits.name),
    collection: text(params.get('collection'), limits.name),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    minRating: integer(params.get('minRating'), 1, 5),
    inStock: flag(params.get('inStock')),
    premium: flag(params.get('premium')),
    sold: flag(params.get('sold')),
    format: code(params.get('format')),
    language: text(params.get('language'), 50),
    publisher: slugText(params.get('publisher')),
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

export const listingPageSize = 24;

/**
 * A listing's reads: its page of books with facets and, when a category is chosen, the same
 * listing without it (one book), whose facets count every category as if it were the one chosen.
 * The storefront lists one edition per work.
 */
export function listingQueries(query: CatalogQuery): {
  books: BooksApiQuery;
  otherCategories: BooksApiQuery;
} {
  const { category: _category, page: _page, sort: _sort, ...withoutCategory } = query;
  return {
    books: { ...query, pageSize: listingPageSize, facets: true, editions: 'work' },
    otherCategories: { ...withoutCategory, pageSize: 1, facets: true, editions: 'work' },
  };
}

/** Whether a listing shows the links to every collection (GET /api/collections) above its books. */
export function listingShowsCollections(query: CatalogQuery, allBooks: boolean): boolean {
  return !allBooks && !query.search && !query.category && !query.collection;
}

const railLength = 12;

export interface SortedRailSpec {
  title: string;
  sort: BookSort;
  /** Narrower than the whole catalogue (top rated: rated 4 stars and up). */
  filter?: Omit<CatalogQuery, 'sort' | 'page'>;
}

/** The first books of the catalogue in one order, without facets: one rail's read. */
export function sortedRailQuery({ sort, filter }: SortedRailSpec): BooksApiQuery {
  return { ...filter, sort, pageSize: railLength, facets: false, editions: 'work' };
}

/** The home page's rails, in page order; the collections' rails follow them. */
export const homeRails: readonly SortedRailSpec[] = [
  { title: 'New arrivals', sort: 'newest' },
  // Only books that have sold: a new shop with no sales has no bestsellers, and the rail hides.
  { title: 'Bestsellers', sort: 'bestselling', filter: { sold: true } },
  // Only books readers have rated well: unrated books would otherwise fill the rail.
  { title: 'Top rated', sort: 'rating', filter: { minRating: 4 } },
];

/** A publisher's page number from its address (`?page=`), page 1 left out as listings do. */
export function publisherPageOf(search: URLSearchParams): number | undefined {
  const page = integer(search.get('page'), 1, limits.page);
  return page === 1 ? undefined : page;
}
