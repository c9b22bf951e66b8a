// The database engine (engines.ts): a search counted, faceted and ranked by SQL over the books
// table (sql-*.repository.ts), with the ranking's SQL (ranking-sql.ts).
import type { Db } from '../../db/client.ts';
import { cachedCatalogRead } from '../../db/catalog-cache.ts';
import { searchWords, vocabularyOf, type Vocabulary } from './correction.ts';
import {
  filtersFacets,
  isbnOf,
  priceBandsInPaise,
  type BookFilters,
  type SearchTerms,
} from './conditions.ts';
import { rankedBooks, type SearchEngine } from './search-engine.ts';
import {
  countAndRank,
  countBooks,
  countFound,
  countVersions,
  countWithFacets,
  noFacets,
  probeTopTiers,
  type ListingCounts,
} from './sql-counts.repository.ts';
import {
  expectedMatches,
  firstMatches,
  largeSearchBounds,
  rankLargeSearch,
} from './sql-large-search.repository.ts';
import {
  catalogueSize,
  findPageIds,
  looselyKnownWords,
  prepareListingSearch,
  prepareSearches,
  rankNamedAuthors,
} from './sql-listing.repository.ts';

const catalogue = (db: Db) => cachedCatalogRead(db, 'catalogue-size', () => catalogueSize(db));
const withAuthors = async (db: Db, search: SearchTerms) => ({
  ...search,
  authors: search.authors ?? (await rankNamedAuthors(db, search)),
});

/**
 * The counts of a search's listing that the planner expects to find many books, from the
 * first books it finds (one more than a listing counts): when it finds more, it is ranked
 * among a bounded set of its books (docs/decisions/025-bounded-search-listings.md), as
 * counting and ranking every one costs in proportion to their number; when it finds no more
 * and filters on no facet's dimension, counted exactly from the books read. Else null:
 * counted in full.
 */
async function largeSearchCounts(db: Db, f: BookFilters): Promise<ListingCounts | null> {
  if (!f.search?.key || f.search.isbn13) return null;
  // Tried when the planner expects more books than `largeSearchBounds.expected`: below,
  // counting them all costs less than the bounded ranking. It assumes a search's words
  // independent, and an author's first name and surname or a title's two words are found
  // together far more often than that: a search of several words is tried at a twentieth of
  // the bar.
  const expected = await expectedMatches(db, f);
  const words = f.search.key.split(' ').length;
  if (expected * (words > 1 ? 20 : 1) <= largeSearchBounds.expected) return null;
  const search = await withAuthors(db, f.search);
  const found = await firstMatches(db, { ...f, search }, largeSearchBounds.listed + 1, {
    common: expected * 10 >= (await catalogue(db)),
  });
  if (found.length <= largeSearchBounds.listed) {
    // Every book it finds is read: with no filter on a facet's dimension, they are counted
    // and ranked here, not read again.
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

/**
 * countVersions of the versions. A version is common when each of its words is in one book
 * of ten or more (the vocabulary's counts of title, author and category words: a word found
 * only in descriptions is taken as rare).
 */
async function countVersionsOf(
  db: Db,
  f: BookFilters,
  candidates: SearchTerms[],
  vocabulary: Vocabulary,
) {
  const size = await catalogue(db);
  const common = (terms: SearchTerms) =>
    searchWords(terms.text).every((w) => vocabulary.bookCount(w) * 10 >= size);
  return countVersions(
    db,
    f,
    candidates.map((terms) => ({ terms, common: common(terms) })),
    largeSearchBounds.listed,
  );
}

export function databaseEngine(db: Db): SearchEngine {
  const cached = <T>(key: string, compute: () => Promise<T>) => cachedCatalogRead(db, key, compute);

  return {
    name: 'database',
    cached,
    async prepare(texts, named = false) {
      // A listing's search: with the authors it names, in the same statement.
      const prepared =
        named && texts.length === 1
          ? [await prepareListingSearch(db, texts[0]!)]
          : await prepareSearches(db, texts);
      return texts.map((text, i) => ({ text, isbn13: isbnOf(text), ...prepared[i]! }));
    },
    async withNamedAuthors(f) {
      return f.search && withAuthors(db, f.search);
    },
    async count(f, facets) {
      const large = await largeSearchCounts(db, f);
      if (large) return large;
      const rank = f.search
        ? { search: await withAuthors(db, f.search), limit: rankedBooks }
        : undefined;
      if (facets) return countWithFacets(db, f, priceBandsInPaise, f.search, rank);
      if (!rank) return countBooks(db, f, f.search).then(noFacets);
      const { ranked, ...found } = await countAndRank(db, f, rank);
      return { ...noFacets(found), ranked, rankedFor: rank.search };
    },
    page(f, sort, page) {
      return findPageIds(db, f, sort, page);
    },
    async versions(f, candidates, vocabulary) {
      const probed = candidates.some((c) => c.isbn13) ? [] : await probeTopTiers(db, f, candidates);
      return { probed, counted: () => countVersionsOf(db, f, candidates, vocabulary) };
    },
    vocabulary: () => vocabularyOf(db),
    looselyKnown: (text) => looselyKnownWords(db, text),
  };
}
