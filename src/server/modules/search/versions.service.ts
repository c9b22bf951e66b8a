// A misspelt search's corrected versions and the one its listing shows
// (docs/decisions/019-search-engine-and-ranking.md, "Corrections shown at once").
import {
  filtersFacets,
  priceBandsInPaise,
  type BookFilters,
  type SearchTerms,
} from './conditions.ts';
import {
  countFound,
  noFacets,
  probed as probedTiers,
  type ListingCounts,
} from './sql-counts.repository.ts';
import type { SearchEngine } from './engines.ts';
import { correctionsOf, onlySwapped, withOneWordLess, type Vocabulary } from './correction.ts';

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
  engine: SearchEngine,
  filters: BookFilters,
  candidates: SearchTerms[],
  vocabulary: Vocabulary,
  count: (f: BookFilters) => Promise<ListingCounts>,
  plain: boolean,
): Promise<Version | null> {
  const versions = await engine.versions(filters, candidates, vocabulary);
  const probed = versions.probed;
  const top = [probedTiers.title, probedTiers.author]
    .map((tier) => probed.indexOf(tier))
    .find((i) => i >= 0);
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
  // Each counted without facets (in one statement when the database counts them); the first
  // whose best book matches best.
  const counted = await versions.counted();
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

export interface CorrectedListing {
  filters: BookFilters;
  counts: ListingCounts;
  didYouMean: string | null;
  showingResultsFor: string | null;
}

/**
 * When a search finds nothing, or a word of it is in no title, author, category or collection
 * (`unknownWord`), its corrected versions are tried and the one whose best book matches best is
 * listed at once (`showingResultsFor`, the search as typed offered back), or offered when it
 * finds more books (`didYouMean`). When every unknown word is a Latin spelling of the
 * catalogue's Indian-script words (`looselyKnown`), the search as typed found what was meant: a
 * version that ranks better is offered, not listed (unless it only swaps two letters back). `count` counts a listing as the caller does
 * (and caches it).
 */
export async function correctedListing(
  engine: SearchEngine,
  opts: {
    filters: BookFilters;
    search: SearchTerms;
    counts: ListingCounts;
    vocabulary: Vocabulary;
    unknownWord: boolean;
    looselyKnown?: boolean;
    count: (f: BookFilters) => Promise<ListingCounts>;
    facets: boolean;
  },
): Promise<CorrectedListing> {
  const { search, vocabulary, unknownWord, looselyKnown = false, count, facets } = opts;
  let { filters, counts } = opts;
  let didYouMean: string | null = null;
  let showingResultsFor: string | null = null;
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
    const candidates = await engine.prepare(versions);
    const tryVersions = (some: SearchTerms[]) =>
      some.length > 0
        ? bestVersion(engine, filters, some, vocabulary, count, !facets)
        : Promise.resolve(null);
    const best =
      (await tryVersions(candidates.slice(0, corrected.length))) ??
      (await tryVersions(candidates.slice(corrected.length)));
    const ranksBetter = best !== null && typedTier !== null && best.tier < typedTier;
    // A word known loosely stands, unless the correction only swaps two letters back ("naad"
    // for "nada", though its loose form is નાથ's): that slip is likelier than the spelling.
    const standsAsTyped = looselyKnown && !(best && onlySwapped(search.text, best.terms.text));
    if (best && (nothing || (ranksBetter && !standsAsTyped))) {
      filters = { ...filters, search: best.terms };
      counts = best.faceted ? best.counts : await count(filters);
      showingResultsFor = best.terms.text;
    } else if (best && (best.large || best.counts.total > counts.total || ranksBetter)) {
      // Offered when it finds more books (one finding more than a listing counts, counted no
      // further, is offered too: the search as typed has a word in no title or author), or
      // ranks better than a search known loosely.
      didYouMean = best.terms.text;
    }
  }
  return { filters, counts, didYouMean, showingResultsFor };
}
