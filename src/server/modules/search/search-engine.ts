// What an engine answers for a search (engines.ts chooses the engine that serves a listing).
import type { BookSort } from '@shared/schemas/catalog.ts';
import type { Vocabulary } from './correction.ts';
import type { BookFilters, SearchTerms } from './conditions.ts';
import type { ListingCounts } from './sql-counts.repository.ts';
import type { RankedCandidate } from './sql-large-search.repository.ts';

/** A corrected version of a search counted without facets (see SearchEngine.versions). */
export interface VersionCount {
  total: number;
  tier: number | null;
  /** It finds more books than a listing counts: `total` is then a bound. */
  large: boolean;
  /** Every book it finds, when it is not large. */
  found?: RankedCandidate[];
}

export interface SearchEngine {
  readonly name: 'memory' | 'database';
  /**
   * Typed texts made into terms (their normal form and text-search query); with `named`, one
   * listing's search, with the authors it names when this engine finds them so.
   */
  prepare(texts: string[], named?: boolean): Promise<SearchTerms[]>;
  /** The listing's search with the authors it names (the most sold first). */
  withNamedAuthors(f: BookFilters): Promise<SearchTerms | undefined>;
  /**
   * A listing's counts (with its facets when asked) and, for a search, its best relevance tier
   * and its first `rankedBooks` books in relevance order.
   */
  count(f: BookFilters, facets: boolean): Promise<ListingCounts>;
  /** The ids of a page of the listing in `sort`'s order (a search's relevance by default). */
  page(f: BookFilters, sort: BookSort, page: { limit: number; offset: number }): Promise<number[]>;
  /**
   * The corrected versions of a search: which are a title or an author's name (their tier, else
   * null), and each counted, reading at most one more book than a listing counts.
   */
  versions(
    f: BookFilters,
    candidates: SearchTerms[],
    vocabulary: Vocabulary,
  ): Promise<{ probed: (number | null)[]; counted: () => Promise<VersionCount[]> }>;
  /** The words of titles, authors, categories and collections, for correcting typos. */
  vocabulary(): Promise<Vocabulary>;
  /** The words of a text that are Latin spellings of Indian-script words, not misspellings. */
  looselyKnown(text: string): Promise<string[]>;
  /** A read kept with the catalogue's cached answers (cleared when staff change a book). */
  cached<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * How many of a search's books in relevance order its counting pass keeps (ten pages of 24):
 * those pages are read by id, without a second pass over every matching book to rank them.
 */
export const rankedBooks = 240;
