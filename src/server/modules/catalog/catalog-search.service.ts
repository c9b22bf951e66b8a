import { rupeesToPaise } from '@shared/money.ts';
import { toIsbn13 } from '@shared/isbn.ts';
import { priceBands, type BooksList, type BooksQuery } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { toBookCard } from './book-card.ts';
import { cachedCatalogRead as cached } from './catalog-cache.ts';
import { dimensionConditions, type BookFilters, type SearchTerms } from './catalog-conditions.ts';
import {
  countAndRank,
  countBooks,
  countFound,
  countVersions,
  countWithFacets,
  probeTopTiers,
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
import {
  correctionsOf,
  hasUnknownWord,
  searchWords,
  vocabularyOf,
  withOneWordLess,
  type Vocabulary,
} from './search-correction.ts';
import { catalogueSize } from './catalog-suggest.repository.ts';
import { findSmartCollectionByName } from './smart-collections.repository.ts';

/** The ISBN-13 a search is when it reads as an ISBN-10 or -13 (hyphens allowed). */
export function isbnOf(text: string): string | null {
  return /^[\d\s-]{9,17}[\dXx]$/.test(text) ? toIsbn13(text) : null;
}

async function searchTerms(db: Db, text: string): Promise<SearchTerms> {
  return { text, isbn13: isbnOf(text), ...(await prepareListingSearch(db, text)) };
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

const noFacets = ({ total, tier }: { total: number; tier: number | null }): ListingCounts => ({
  total,
  tier,
  inStock: 0,
  bands: {},
  categories: [],
});

/** A corrected version of a search with its counts and best relevance tier. */
interface Version {
  terms: SearchTerms;
  counts: ListingCounts;
  tier: number;
  /** Whether `counts` holds the facets the listing shows (else they are counted once chosen). */
  faceted: boolean;
  /** Whether it finds more books than a listing counts (`counts` then holds a bound). */
  large: boolean;
}

/**
 * The best of a misspelt search's corrected versions: the first of those whose best book matches
 * best. A version that is a title or an author's name (tier 1 or 2) is found through the indexes,
 * and then only it is counted, with its facets (`count`); otherwise each is read, all in one
 * statement, up to one more book than a listing counts, and the one listed is counted and ranked
 * from the books read (with a filter on a facet's dimension, counted with its facets after: a
 * category's count leaves out the category filter). A version finding more books than that is ranked by the best of
 * the books read (a bound: its best book may match better), which leans to the narrower versions,
 * the ones that keep every word the shopper typed. `plain`: the listing shows no facets.
 */
async function bestVersion(
  db: Db,
  filters: BookFilters,
  candidates: SearchTerms[],
  vocabulary: Vocabulary,
  count: (f: BookFilters) => Promise<ListingCounts>,
  plain: boolean,
): Promise<Version | null> {
  const probed = candidates.some((c) => c.isbn13)
    ? []
    : await probeTopTiers(db, filters, candidates);
  const top = [1, 2].map((tier) => probed.indexOf(tier as 1 | 2)).find((i) => i >= 0);
  if (top !== undefined) {
    const found = await count({ ...filters, search: candidates[top]! });
    return found.total > 0 && found.tier !== null
      ? {
          terms: candidates[top]!,
          counts: found,
          tier: found.tier,
          faceted: true,
          large: found.exact === false,
        }
      : null;
  }
  // Each counted without facets, all in one statement; the first whose best book matches best.
  // A version is common when each of its words is in one book of ten or more (the vocabulary's
  // counts of title, author and category words: a word found only in descriptions is taken as rare).
  const catalogue = await cached(db, 'catalogue-size', () => catalogueSize(db));
  const common = (terms: SearchTerms) =>
    searchWords(terms.text).every((w) => vocabulary.bookCount(w) * 10 >= catalogue);
  const counted = await countVersions(
    db,
    filters,
    candidates.map((terms) => ({ terms, common: common(terms) })),
    largeSearchBounds.listed,
  );
  let chosen = -1;
  counted.forEach(({ total, tier }, i) => {
    if (total > 0 && tier !== null && (chosen < 0 || tier < counted[chosen]!.tier!)) chosen = i;
  });
  if (chosen < 0) return null;
  const { large, found, ...counts } = counted[chosen]!;
  const terms = candidates[chosen]!;
  // Every book it finds is read: with no filter on a facet's dimension, counted from them (it
  // has no book by an author it names, tier 2: the authors' order does not count).
  if (found && !filtersFacets(filters)) {
    const whole = countFound(found, priceBandsInPaise, terms);
    return { terms, counts: whole, tier: counts.tier!, faceted: true, large };
  }
  return { terms, counts: noFacets(counts), tier: counts.tier!, faceted: plain && !large, large };
}

/** Whether a listing filters on a facet's dimension (category, price, stock). */
const filtersFacets = (f: BookFilters) =>
  Object.values(dimensionConditions(f)).some((c) => c !== undefined);

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
    const nothing = counts.total === 0;
    if (nothing || unknownWord) {
      const typedTier = nothing ? null : counts.tier;
      const corrected = correctionsOf(vocabulary, search.text, {
        lastResort: nothing,
        limit: nothing ? 6 : 2,
      });
      // Nothing found: each word left out in turn, as typed and as best corrected ("gardn qqqq"
      // comes to "garden" when no word is near "qqqq"), tried only when no corrected version of
      // every word finds a book: a version keeping every word the shopper typed is the one they
      // meant, and a word left out finds thousands of books, each read to rank it.
      const fewer: string[] = [];
      if (nothing) {
        for (const text of [search.text, corrected[0]].flatMap((t) =>
          t ? withOneWordLess(t) : [],
        )) {
          if (!corrected.includes(text) && !fewer.includes(text)) fewer.push(text);
        }
      }
      const versions = [...corrected, ...fewer];
      const prepared = await prepareSearches(db, versions);
      const candidates = versions.map((text, i): SearchTerms => ({
        text,
        isbn13: isbnOf(text),
        ...prepared[i]!,
      }));
      const tryVersions = (some: SearchTerms[]) =>
        some.length > 0
          ? bestVersion(db, filters, some, vocabulary, count, !facets)
          : Promise.resolve(null);
      const best =
        (await tryVersions(candidates.slice(0, corrected.length))) ??
        (await tryVersions(candidates.slice(corrected.length)));
      if (best && (nothing || (typedTier !== null && best.tier < typedTier))) {
        filters = { ...filters, search: best.terms };
        counts = best.faceted ? best.counts : await count(filters);
        showingResultsFor = best.terms.text;
      } else if (best && (best.large || best.counts.total > counts.total)) {
        // Offered when it finds more books (one finding more than a listing counts, counted no
        // further, is offered too: the search as typed has a word in no title or author).
        didYouMean = best.terms.text;
      }
    }
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
  const rows =
    summary.total === 0
      ? []
      : rankedPage
        ? await findBookCardsByIds(db, ranked.slice(offset, offset + pageSize))
        : await findBookCards(db, filters, sort ?? 'relevance', { limit: pageSize, offset });
  return { ...summary, items: rows.map(toBookCard), page, pageSize };
}
