import { rupeesToPaise } from '@shared/money.ts';
import { priceBands, type BooksList, type BooksQuery } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { toBookCard } from './book-card.ts';
import { cachedCatalogRead as cached } from './catalog-cache.ts';
import {
  filtersFacets,
  isbnOf,
  priceBandsInPaise,
  type BookFilters,
  type SearchTerms,
} from './catalog-conditions.ts';
import {
  countAndRank,
  countBooks,
  countFound,
  countWithFacets,
  noFacets,
  type ListingCounts,
} from './catalog-counts.repository.ts';
import {
  findBookCards,
  findBookCardsByIds,
  prepareListingSearch,
  prepareSearches,
  rankNamedAuthors,
} from './catalog-listing.repository.ts';
import {
  expectedMatches,
  firstMatches,
  largeSearchBounds,
  rankLargeSearch,
} from './catalog-large-search.repository.ts';
import { hasUnknownWord, vocabularyOf } from './search-correction.ts';
import { countFromIndex } from './search-index-counts.ts';
import { searchIndexOf } from './search-index.repository.ts';
import { namedAuthorsOf } from './search-index.ts';
import { correctedListing } from './search-versions.service.ts';
import { catalogueSize } from './catalog-suggest.repository.ts';
import { findSmartCollectionByName } from './smart-collections.repository.ts';

async function searchTerms(db: Db, text: string): Promise<SearchTerms> {
  // With the index, the authors it names are found there when it is counted (countOnce).
  const prepared = (await searchIndexOf(db))
    ? (await prepareSearches(db, [text]))[0]!
    : await prepareListingSearch(db, text);
  return { text, isbn13: isbnOf(text), ...prepared };
}

async function filtersOf(db: Db, query: BooksQuery): Promise<BookFilters> {
  return {
    search: query.search ? await searchTerms(db, query.search) : undefined,
    category: query.category || undefined,
    collection: query.collection || undefined,
    minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
    minRating: query.minRating,
    inStock: query.inStock,
    premium: query.premium,
    sold: query.sold,
  };
}

/** Searching, filtering, sorting and paging the catalogue, with facet counts for the panel. */
export function listBooks(db: Db, query: BooksQuery, opts: { facets: boolean }) {
  return cached(db, `list:${JSON.stringify([query, opts])}`, () => searchBooks(db, query, opts));
}

/**
 * The counts of a search's listing that the planner expects to find many books, from the first
 * books it finds (one more than a listing counts): when it finds more, it is ranked among a
 * bounded set of its books (docs/decisions/025-bounded-search-listings.md), as counting and
 * ranking every one costs in proportion to their number; when it finds no more and filters on no
 * facet's dimension, counted exactly from the books read. Else null: counted in full.
 */
async function largeSearchCounts(db: Db, f: BookFilters): Promise<ListingCounts | null> {
  if (!f.search?.key || f.search.isbn13) return null;
  // Tried when the planner expects more books than `largeSearchBounds.expected`: below, counting
  // them all costs less than the bounded ranking. It assumes a search's words independent, and
  // an author's first name and surname or a title's two words are found together far more often
  // than that: a search of several words is tried at a twentieth of the bar.
  const expected = await expectedMatches(db, f);
  const words = f.search.key.split(' ').length;
  if (expected * (words > 1 ? 20 : 1) <= largeSearchBounds.expected) return null;
  const search = {
    ...f.search,
    authors: f.search.authors ?? (await rankNamedAuthors(db, f.search)),
  };
  const catalogue = await cached(db, 'catalogue-size', () => catalogueSize(db));
  const found = await firstMatches(db, { ...f, search }, largeSearchBounds.listed + 1, {
    common: expected * 10 >= catalogue,
  });
  if (found.length <= largeSearchBounds.listed) {
    // Every book it finds is read: with no filter on a facet's dimension, they are counted and
    // ranked here, not read again.
    return filtersFacets(f) ? null : countFound(found, priceBandsInPaise, search);
  }
  const large = await rankLargeSearch(db, { ...f, search }, found);
  return {
    ...noFacets({ total: large.ranked.length, tier: large.tier }),
    categories: large.categories,
    ranked: large.ranked,
    rankedFor: search,
    exact: false,
  };
}

type ListSummary = Omit<BooksList, 'items' | 'page' | 'pageSize'> & {
  filters: BookFilters;
  /** A search's first books in relevance order (see rankedBooks), or null. */
  ranked: number[] | null;
};

/**
 * How many of a search's books in relevance order its counting pass keeps (ten pages of 24):
 * those pages are read by id, without a second pass over every matching book to rank them.
 */
const rankedBooks = 240;

/**
 * What every page of one query shares: which way the search matches, the total, the facets and
 * the did-you-mean. Cached apart from the pages, so paging and re-sorting pay only for rows.
 */
async function summarise(db: Db, query: BooksQuery, facets: boolean): Promise<ListSummary> {
  let filters = await filtersOf(db, query);
  if (filters.collection) {
    const smart = await findSmartCollectionByName(db, filters.collection);
    if (smart) filters.smartCollection = smart;
  }
  // The counts of a listing and the best relevance tier of its search, in one pass over the
  // matching books. A search's listing, which may be the one shown, also ranks its
  // first pages in that pass (the names it is an author's come first, from their index). The
  // pass is kept by what it counts — the search's normal form and query, not the words as typed —
  // so the spellings and slips that come to the same search share it ("Leela Singh" and "Aarav
  // Singh", no author of either name, are both listed as "singh").
  const count = async (f: BookFilters): Promise<ListingCounts> => {
    const { search: terms, ...rest } = f;
    const what = terms ? { key: terms.key, query: terms.query, isbn13: terms.isbn13 } : null;
    const found = await cached(db, `count:${JSON.stringify([rest, what, facets])}`, () =>
      countOnce(f),
    );
    // The search it was ranked for, as this listing typed it.
    return found.rankedFor && terms
      ? { ...found, rankedFor: { ...found.rankedFor, text: terms.text } }
      : found;
  };
  const countOnce = async (f: BookFilters): Promise<ListingCounts> => {
    // A search is counted and ranked in memory when this server's index has it.
    const index = f.search && !f.smartCollection ? await searchIndexOf(db) : null;
    if (index && f.search) {
      const search = {
        ...f.search,
        authors: f.search.authors ?? namedAuthorsOf(index, f.search.key),
      };
      const counted = countFromIndex(index, { ...f, search }, priceBandsInPaise, {
        facets,
        rankLimit: rankedBooks,
      });
      if (counted) return counted;
    }
    const large = await largeSearchCounts(db, f);
    if (large) return large;
    const tierOf = f.search;
    const rank = f.search
      ? {
          search: {
            ...f.search,
            authors: f.search.authors ?? (await rankNamedAuthors(db, f.search)),
          },
          limit: rankedBooks,
        }
      : undefined;
    if (facets) return countWithFacets(db, f, priceBandsInPaise, tierOf, rank);
    if (!rank) return countBooks(db, f, tierOf).then(noFacets);
    const { ranked, ...found } = await countAndRank(db, f, rank);
    return { ...noFacets(found), ranked, rankedFor: rank.search };
  };
  // A search may be misspelt (docs/decisions/019-search-engine-and-ranking.md). When it finds
  // nothing, or a word of it is in no title, author, category or collection, corrected versions
  // are tried and the one whose best book matches best is listed at once, with the search as
  // typed offered back. `exact` (the shopper chose "search instead for") turns this off.
  const search = filters.search;
  const mayCorrect = Boolean(search && !search.isbn13 && !query.exact);
  const vocabulary = mayCorrect ? await vocabularyOf(db) : null;
  const unknownWord = Boolean(vocabulary && search && hasUnknownWord(vocabulary, search.text));
  let counts = await count(filters);
  let didYouMean: string | null = null;
  let showingResultsFor: string | null = null;
  if (search && vocabulary) {
    ({ filters, counts, didYouMean, showingResultsFor } = await correctedListing(db, {
      filters,
      search,
      counts,
      vocabulary,
      unknownWord,
      count,
      facets,
    }));
  }
  if (filters.search && counts.total > 0) {
    filters = {
      ...filters,
      search: counts.rankedFor ?? {
        ...filters.search,
        authors: filters.search.authors ?? (await rankNamedAuthors(db, filters.search)),
      },
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

/** A search's first `limit` books in relevance order from the index, or null. */
async function rankedInMemory(
  db: Db,
  filters: BookFilters,
  limit: number,
): Promise<number[] | null> {
  const index = filters.search && !filters.smartCollection ? await searchIndexOf(db) : null;
  if (!index) return null;
  const counted = countFromIndex(index, filters, priceBandsInPaise, {
    facets: false,
    rankLimit: limit,
  });
  return counted?.ranked ?? null;
}

async function searchBooks(
  db: Db,
  query: BooksQuery,
  opts: { facets: boolean },
): Promise<BooksList> {
  const { page, pageSize, sort, ...rest } = query;
  const { filters, ranked, ...summary } = await cached(
    db,
    `summary:${JSON.stringify([rest, opts])}`,
    () => summarise(db, query, opts.facets),
  );
  const offset = (page - 1) * pageSize;
  // A page of a search in relevance order that its counting pass ranked is read by id.
  const rankedPage =
    (sort ?? 'relevance') === 'relevance' &&
    ranked &&
    (offset + pageSize <= ranked.length || ranked.length >= summary.total);
  // A page further on, ranked in memory when the index has the search; else by the database.
  const ids =
    summary.total === 0
      ? []
      : rankedPage
        ? ranked.slice(offset, offset + pageSize)
        : (sort ?? 'relevance') === 'relevance'
          ? await rankedInMemory(db, filters, offset + pageSize).then(
              (all) => all?.slice(offset) ?? null,
            )
          : null;
  const rows = ids
    ? await findBookCardsByIds(db, ids)
    : await findBookCards(db, filters, sort ?? 'relevance', { limit: pageSize, offset });
  return { ...summary, items: rows.map(toBookCard), page, pageSize };
}
