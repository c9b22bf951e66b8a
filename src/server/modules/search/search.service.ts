// A catalogue listing's search, filters and counts, and the ids of one of its pages: what the
// catalogue's listing asks of search (search.public.ts). Which engine counts and ranks is
// engines.ts's choice; how books rank is ranking.ts's.
import { rupeesToPaise } from '@shared/money.ts';
import {
  priceBands,
  type BookSort,
  type BooksList,
  type BooksQuery,
} from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { cachedCatalogRead as cached } from '../../db/catalog-cache.ts';
import type { BookFilters } from './conditions.ts';
import { unknownWords } from './correction.ts';
import { engineFor, type SearchEngine } from './engines.ts';
import type { ListingCounts } from './sql-counts.repository.ts';
import { correctedListing } from './versions.service.ts';

/** A listing's query without its page and order. */
export type ListingQuery = Omit<BooksQuery, 'page' | 'pageSize' | 'sort'>;

export interface ListingOptions {
  facets: boolean;
  /** The rules of the smart collection `collection` names, when it names one. */
  smartCollection?: BookFilters['smartCollection'];
}

async function filtersOf(
  engine: SearchEngine,
  query: ListingQuery,
  smartCollection: BookFilters['smartCollection'],
): Promise<BookFilters> {
  return {
    search: query.search ? (await engine.prepare([query.search], true))[0] : undefined,
    category: query.category || undefined,
    collection: query.collection || undefined,
    ...(smartCollection ? { smartCollection } : {}),
    minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
    minRating: query.minRating,
    inStock: query.inStock,
    premium: query.premium,
    sold: query.sold,
    format: query.format || undefined,
    language: query.language || undefined,
    publisher: query.publisher || undefined,
    // One edition per work, unless a filter could pass an edition and not its lead.
    oneEditionPerWork:
      query.editions === 'work' &&
      !query.format &&
      !query.language &&
      !query.publisher &&
      query.minPrice === undefined &&
      query.maxPrice === undefined,
  };
}

export type ListSummary = Omit<BooksList, 'items' | 'page' | 'pageSize'> & {
  filters: BookFilters;
  /** A search's first books in relevance order (engines.ts's rankedBooks), or null. */
  ranked: number[] | null;
};

/**
 * What every page of one query shares: which way the search matches, the total, the facets and
 * the did-you-mean. Cached apart from the pages, so paging and re-sorting pay only for rows.
 */
export function listingSummary(
  db: Db,
  query: ListingQuery,
  opts: ListingOptions,
): Promise<ListSummary> {
  return cached(db, `summary:${JSON.stringify([query, opts])}`, async () =>
    summarise(await engineFor(db, opts), query, opts),
  );
}

async function summarise(
  engine: SearchEngine,
  query: ListingQuery,
  opts: ListingOptions,
): Promise<ListSummary> {
  const { facets } = opts;
  let filters = await filtersOf(engine, query, opts.smartCollection);
  // The counts of a listing and the best relevance tier of its search, in one pass over the
  // matching books. A search's listing, which may be the one shown, also ranks its
  // first pages in that pass (the names it is an author's come first, from their index). The
  // pass is kept by what it counts — the search's normal form and query, not the words as typed —
  // so the spellings and slips that come to the same search share it ("Leela Singh" and "Aarav
  // Singh", no author of either name, are both listed as "singh").
  const count = async (f: BookFilters): Promise<ListingCounts> => {
    const { search: terms, ...rest } = f;
    const what = terms ? { key: terms.key, query: terms.query, isbn13: terms.isbn13 } : null;
    const found = await engine.cached(`count:${JSON.stringify([rest, what, facets])}`, () =>
      engine.count(f, facets),
    );
    // The search it was ranked for, as this listing typed it.
    return found.rankedFor && terms
      ? { ...found, rankedFor: { ...found.rankedFor, text: terms.text } }
      : found;
  };
  // A search may be misspelt (docs/decisions/019-search-engine-and-ranking.md). When it finds
  // nothing, or a word of it is in no title, author, category or collection, corrected versions
  // are tried and the one whose best book matches best is listed at once, with the search as
  // typed offered back. `exact` (the shopper chose "search instead for") turns this off.
  const search = filters.search;
  const mayCorrect = Boolean(search && !search.isbn13 && !query.exact);
  const vocabulary = mayCorrect ? await engine.vocabulary() : null;
  const unknown = vocabulary && search ? unknownWords(vocabulary, search.text) : [];
  // Latin spellings of Indian-script words are known loosely, not misspelt (migration 0023).
  const loose = search && unknown.length > 0 ? await engine.looselyKnown(search.text) : [];
  const looselyKnown = unknown.length > 0 && unknown.every((w) => loose.includes(w));
  let counts = await count(filters);
  let didYouMean: string | null = null;
  let showingResultsFor: string | null = null;
  if (search && vocabulary) {
    ({ filters, counts, didYouMean, showingResultsFor } = await correctedListing(engine, {
      filters,
      search,
      counts,
      vocabulary,
      unknownWord: unknown.length > 0,
      looselyKnown,
      count,
      facets,
    }));
  }
  if (filters.search && counts.total > 0) {
    filters = {
      ...filters,
      search: counts.rankedFor ?? (await engine.withNamedAuthors(filters)),
    };
  }
  return {
    filters,
    ranked: counts.ranked ?? null,
    total: counts.total,
    totalExact: counts.exact !== false,
    facets: {
      categories: counts.categories,
      priceBands: priceBands.map((b) => ({ ...b, count: counts.bands[b.key] ?? 0 })),
      inStock: counts.inStock,
    },
    didYouMean,
    showingResultsFor,
  };
}

/** The ids of one page of a listing, in its order (a search's by relevance unless sorted). */
export async function pageIds(
  db: Db,
  { filters, ranked, total }: ListSummary,
  page: { page: number; pageSize: number; sort?: BookSort },
): Promise<number[]> {
  if (total === 0) return [];
  const sort = page.sort ?? 'relevance';
  const offset = (page.page - 1) * page.pageSize;
  const end = offset + page.pageSize;
  // A page of a search in relevance order that its counting pass ranked is read by id; a page
  // further on, or in another order, is the engine's.
  if (sort === 'relevance' && ranked && (end <= ranked.length || ranked.length >= total)) {
    return ranked.slice(offset, end);
  }
  const engine = await engineFor(db, { smartCollection: filters.smartCollection });
  return engine.page(filters, sort, { limit: page.pageSize, offset });
}
