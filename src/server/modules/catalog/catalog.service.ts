import { paiseToRupees, rupeesToPaise } from '@shared/money.ts';
import { toIsbn13 } from '@shared/isbn.ts';
import type { CollectionRail } from '@shared/schemas/book.ts';
import {
  priceBands,
  type BookDetail,
  type BooksList,
  type BooksQuery,
  type reviewSorts,
} from '@shared/schemas/catalog.ts';
import { announceInvalidation, onCacheInvalidation } from '../../db/cache-invalidation.ts';
import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { notFound } from '../../plugins/errors.ts';
import { toBookCard } from './book-card.ts';
import {
  countBooks,
  countWithFacets,
  findBookCards,
  prepareSearch,
  prepareSearches,
  probeTopTiers,
  rankNamedAuthors,
  type BookFilters,
  type SearchTerms,
  type ListingCounts,
} from './catalog-listing.repository.ts';
import {
  findBookById,
  findBooksInCollection,
  findBoughtTogether,
  findCollectionNamesWithCounts,
  findBestsellersInCategory,
  findBooksByAuthor,
} from './catalog.repository.ts';
import {
  countReviews,
  countReviewsByRating,
  findReviewsPage,
} from './catalog-reviews.repository.ts';
import {
  correctionsOf,
  forgetVocabulary,
  hasUnknownWord,
  vocabularyOf,
  withOneWordLess,
} from './search-correction.ts';
import {
  countBooksInSmartCollection,
  findBooksInSmartCollection,
  findSmartCollectionByName,
  findSmartCollections,
  type SmartCollection,
} from './smart-collections.repository.ts';

type ReviewSort = (typeof reviewSorts)[number];

const railLength = 12;

/**
 * Listings, suggestions and rails change only when staff edit the catalogue or stock moves, so
 * each instance keeps recent answers for a short while: a shopper may see a stock count up to
 * this old in a listing or a book page's related books (the book itself on its page, the cart
 * and checkout always read fresh).
 */
let listingCaches = new WeakMap<Db, ReturnType<typeof createTtlCache<unknown>>>();

function listingCache(db: Db) {
  // Reads come through the replica handle and staff changes through the primary: one cache for
  // both, keyed by the primary, so an invalidation after a change reaches the cached listings.
  const key = (db as Db & { $primary?: Db }).$primary ?? db;
  let cache = listingCaches.get(key);
  if (!cache) {
    cache = createTtlCache<unknown>({ ttlMs: 30_000, maxEntries: 2000 });
    listingCaches.set(key, cache);
  }
  return cache;
}

/** Forget cached listings at once (after staff change the catalogue), here and elsewhere. */
export function invalidateCatalogCache(db: Db) {
  listingCache(db).clear();
  forgetVocabulary();
  announceInvalidation('catalog');
}

onCacheInvalidation('catalog', () => {
  listingCaches = new WeakMap();
});

function cached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  return listingCache(db).get(key, compute) as Promise<T>;
}

/** A catalogue read kept with the listings: cleared with them when staff change a book. */
export const cachedCatalogRead: <T>(db: Db, key: string, compute: () => Promise<T>) => Promise<T> =
  cached;
const relatedLength = 8;

/** A book's stored row whatever its state, or undefined: to check it exists or read its stock. */
export function getBook(db: Db, id: number) {
  return findBookById(db, id);
}

/** The ISBN-13 a search is when it reads as an ISBN-10 or -13 (hyphens allowed). */
export function isbnOf(text: string): string | null {
  return /^[\d\s-]{9,17}[\dXx]$/.test(text) ? toIsbn13(text) : null;
}

async function searchTerms(db: Db, text: string): Promise<SearchTerms> {
  return { text, isbn13: isbnOf(text), ...(await prepareSearch(db, text)) };
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

const priceBandsInPaise = priceBands.map((b) => ({
  key: b.key,
  min: rupeesToPaise(b.min),
  max: b.max === null ? null : rupeesToPaise(b.max),
}));

type ListSummary = Omit<BooksList, 'items' | 'page' | 'pageSize'> & { filters: BookFilters };

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
  const noFacets = ({ total, tier }: { total: number; tier: number | null }): ListingCounts => ({
    total,
    tier,
    inStock: 0,
    bands: {},
    categories: [],
  });
  // The counts of a listing and, with `withTier`, the best relevance tier of its search, in one
  // pass over the matching books.
  const count = (f: BookFilters, withTier = false): Promise<ListingCounts> => {
    const tierOf = withTier ? f.search : undefined;
    return facets
      ? countWithFacets(db, f, priceBandsInPaise, tierOf)
      : countBooks(db, f, tierOf).then(noFacets);
  };
  // A search may be misspelt (docs/decisions/019-search-engine-and-ranking.md). When it finds
  // nothing, or a word of it is in no title, author, category or collection, corrected versions
  // are tried and the one whose best book matches best is listed at once, with the search as
  // typed offered back. `exact` (the shopper chose "search instead for") turns this off.
  const search = filters.search;
  const mayCorrect = Boolean(search && !search.isbn13 && !query.exact);
  const vocabulary = mayCorrect ? await vocabularyOf(db) : null;
  const unknownWord = Boolean(vocabulary && search && hasUnknownWord(vocabulary, search.text));
  let counts = await count(filters, unknownWord);
  let didYouMean: string | null = null;
  let showingResultsFor: string | null = null;
  if (search && vocabulary) {
    const nothing = counts.total === 0;
    if (nothing || unknownWord) {
      const typedTier = nothing ? null : counts.tier;
      const versions = correctionsOf(vocabulary, search.text, {
        lastResort: nothing,
        limit: nothing ? 6 : 2,
      });
      if (nothing) versions.push(...withOneWordLess(search.text));
      let best: {
        terms: SearchTerms;
        counts: ListingCounts;
        tier: number;
        faceted: boolean;
      } | null = null;
      const prepared = await prepareSearches(db, versions);
      const candidates = versions.map((text, i): SearchTerms => ({
        text,
        isbn13: isbnOf(text),
        ...prepared[i]!,
      }));
      // The best version is the first of those whose best book matches best. A version that is
      // a title or an author's name (tier 1 or 2) is found through the indexes, and then only it
      // is counted, with its facets; otherwise each is counted (no facets: a version not listed
      // would waste them, and at 1,000,000 books they cost several times a count) and the one
      // listed is counted with its facets after.
      const probed = candidates.some((c) => c.isbn13)
        ? []
        : await probeTopTiers(db, filters, candidates);
      const top = [1, 2].map((tier) => probed.indexOf(tier as 1 | 2)).find((i) => i >= 0);
      if (top !== undefined) {
        const found = await count({ ...filters, search: candidates[top]! }, true);
        if (found.total > 0 && found.tier !== null) {
          best = { terms: candidates[top]!, counts: found, tier: found.tier, faceted: true };
        }
      } else {
        for (const terms of candidates) {
          const found = noFacets(await countBooks(db, { ...filters, search: terms }, terms));
          if (found.total > 0 && found.tier !== null && (!best || found.tier < best.tier)) {
            best = { terms, counts: found, tier: found.tier, faceted: !facets };
            if (found.tier <= 1) break;
          }
        }
      }
      if (best && (nothing || (typedTier !== null && best.tier < typedTier))) {
        filters = { ...filters, search: best.terms };
        counts = best.faceted ? best.counts : await count(filters);
        showingResultsFor = best.terms.text;
      } else if (best && best.counts.total > counts.total) {
        didYouMean = best.terms.text;
      }
    }
  }
  if (filters.search && counts.total > 0) {
    filters = {
      ...filters,
      search: { ...filters.search, authors: await rankNamedAuthors(db, filters.search) },
    };
  }
  return {
    filters,
    total: counts.total,
    facets: {
      categories: counts.categories,
      priceBands: priceBands.map((b) => ({ ...b, count: counts.bands[b.key] ?? 0 })),
      inStock: counts.inStock,
    },
    didYouMean,
    showingResultsFor,
  };
}

async function searchBooks(
  db: Db,
  query: BooksQuery,
  opts: { facets: boolean },
): Promise<BooksList> {
  const { page, pageSize, sort, ...rest } = query;
  const { filters, ...summary } = await cached(db, `summary:${JSON.stringify([rest, opts])}`, () =>
    summarise(db, query, opts.facets),
  );
  const rows =
    summary.total === 0
      ? []
      : await findBookCards(db, filters, sort ?? 'relevance', {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
  return { ...summary, items: rows.map(toBookCard), page, pageSize };
}

export async function getBookDetail(db: Db, id: number): Promise<BookDetail> {
  // The book itself (price, stock) is read fresh; its rating counts and related books are kept
  // with the listings, which staff changes and new reviews clear at once.
  const book = await findBookById(db, id);
  if (!book) throw notFound('This book is not in our catalogue.');
  const { ratingSummary, related } = await cached(db, `book-extras:${id}`, async () => {
    const [byRating, byAuthor, inCategory, together] = await Promise.all([
      countReviewsByRating(db, id),
      findBooksByAuthor(db, book, relatedLength),
      book.category[0]
        ? findBestsellersInCategory(db, book.category[0], id, relatedLength)
        : Promise.resolve([]),
      findBoughtTogether(db, id, relatedLength),
    ]);
    const ratingSummary = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const { rating, count } of byRating) {
      if (rating >= 1 && rating <= 5) ratingSummary[rating as 1 | 2 | 3 | 4 | 5] = count;
    }
    const seen = new Set<number>([id]);
    const related = [...byAuthor, ...inCategory, ...together]
      .filter((b) => !seen.has(b.id) && seen.add(b.id))
      .slice(0, relatedLength);
    return { ratingSummary, related };
  });
  return {
    ...toBookCard(book),
    description: book.description,
    isbn13: book.isbn13,
    videoUrl: book.videoUrl,
    mspp: book.mspPaise === null ? null : paiseToRupees(book.mspPaise),
    collection: book.collection,
    language: book.language,
    publishedYear: book.publishedYear,
    ratingSummary,
    related: related.map(toBookCard),
    createdAt: book.createdAt.toISOString(),
  };
}

export async function listReviews(
  db: Db,
  bookId: number,
  { page, pageSize, sort }: { page: number; pageSize: number; sort: ReviewSort },
) {
  if (!(await findBookById(db, bookId))) throw notFound('This book is not in our catalogue.');
  const [rows, total] = await Promise.all([
    findReviewsPage(db, bookId, { limit: pageSize, offset: (page - 1) * pageSize }, sort),
    countReviews(db, bookId),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** A smart collection's rail: its rules run as a WHERE on books, so it is always current. */
async function smartRail(db: Db, smart: SmartCollection): Promise<CollectionRail> {
  const [count, rows] = await Promise.all([
    countBooksInSmartCollection(db, smart),
    findBooksInSmartCollection(db, smart, railLength),
  ]);
  return { name: smart.name, count, books: rows.map(toBookCard) };
}

/**
 * Every collection with its size and first books: hand-picked ones in the order they were
 * created, then smart ones (saved books queries) in the order they were saved. A smart
 * collection that matches nothing today is left out, as an empty hand-picked one is.
 */
export function listCollectionRails(db: Db): Promise<CollectionRail[]> {
  return cached(db, 'rails', () => findCollectionRails(db));
}

async function findCollectionRails(db: Db): Promise<CollectionRail[]> {
  const [names, smart] = await Promise.all([
    findCollectionNamesWithCounts(db),
    findSmartCollections(db),
  ]);
  const smartNames = new Set(smart.map((c) => c.name.toLowerCase()));
  const manual = await Promise.all(
    names
      .filter(({ name }) => !smartNames.has(name.toLowerCase()))
      .map(async ({ name, count }) => ({
        name,
        count,
        books: (await findBooksInCollection(db, name, railLength)).map(toBookCard),
      })),
  );
  const smartRails = await Promise.all(smart.map((c) => smartRail(db, c)));
  return [...manual, ...smartRails.filter((r) => r.count > 0)];
}

export async function getCollection(db: Db, name: string): Promise<CollectionRail> {
  const smart = await findSmartCollectionByName(db, name);
  if (smart) return smartRail(db, smart);
  const all = await findCollectionNamesWithCounts(db);
  const found = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!found) throw notFound('No such collection.');
  return {
    ...found,
    books: (await findBooksInCollection(db, found.name, railLength)).map(toBookCard),
  };
}
