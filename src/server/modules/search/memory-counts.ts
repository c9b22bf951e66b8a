// A search's listing counted, faceted and ranked from the index in memory (memory-index.ts), with
// the semantics of the SQL pass it stands in for (sql-counts.repository.ts: countWithFacets,
// countAndRank, countVersions, probeTopTiers) and the tiers of relevanceTier.
import { hasEditionFilter, type BookFilters, type SearchTerms } from './conditions.ts';
import { noFacets, probed, type ListingCounts } from './sql-counts.repository.ts';
import type { RankedCandidate } from './sql-large-search.repository.ts';
import { evaluate, parseTsQuery } from './memory-query.ts';
import type { SearchIndex } from './memory-index.ts';
import { compareByRelevance, tiersOf } from './ranking-memory.ts';
import { namedAuthorsTier, ranking } from './ranking.ts';

const has = (index: SearchIndex, list: number, name: string) =>
  index.lists[list]!.names?.includes(name) ?? false;

/**
 * The live books a listing's search and its filters other than the facet dimensions find
 * (baseConditions), or null when the index cannot tell (no search, a smart collection's rules,
 * a query it does not evaluate).
 */
function baseSlots(index: SearchIndex, filters: BookFilters): number[] | null {
  const search = filters.search;
  // Editions' own filters are the database's (conditions.ts, editionConditions).
  if (!search || filters.smartCollection || hasEditionFilter(filters)) return null;
  const node = parseTsQuery(search.query);
  if (!node && search.query.trim() !== '') return null;
  const matched = node ? evaluate(index, node) : [];
  const isbnSlot = search.isbn13 ? index.byIsbn.get(search.isbn13) : undefined;
  const out: number[] = [];
  const keep = (slot: number) => {
    if (!index.alive(slot)) return;
    if (filters.collection && !has(index, index.collectionList.data[slot]!, filters.collection)) {
      return;
    }
    if (filters.minRating !== undefined && index.avgRating.data[slot]! < filters.minRating) return;
    if (filters.premium && (index.flags.data[slot]! & 4) === 0) return;
    // One edition a work: its lead, or the edition whose ISBN is the search.
    if (filters.oneEditionPerWork && (index.flags.data[slot]! & 8) === 0 && slot !== isbnSlot) {
      return;
    }
    if (filters.sold && index.sold.data[slot]! <= 0) return;
    out.push(slot);
  };
  for (let i = 0; i < matched.length; i++) if (matched[i] !== isbnSlot) keep(matched[i]!);
  if (isbnSlot !== undefined) keep(isbnSlot);
  return out;
}

const categoryOk = 1;
const priceOk = 2;
const stockOk = 4;
const allOk = categoryOk | priceOk | stockOk;

/**
 * Which facet dimensions' filters (dimensionConditions) the book in `slot` passes, as bits:
 * categoryOk, priceOk, stockOk.
 */
function dimensions(index: SearchIndex, filters: BookFilters): (slot: number) => number {
  const { category, minPricePaise: min, maxPricePaise: max, inStock } = filters;
  if (!category && min === undefined && max === undefined && !inStock) return () => allOk;
  return (slot: number) => {
    const price = index.price.data[slot]!;
    return (
      (!category || has(index, index.categoryList.data[slot]!, category) ? categoryOk : 0) |
      ((min === undefined || price >= min) && (max === undefined || price <= max) ? priceOk : 0) |
      (!inStock || (index.flags.data[slot]! & 2) === 2 ? stockOk : 0)
    );
  };
}

function candidate(index: SearchIndex, slot: number, tier: number): RankedCandidate {
  return {
    id: index.ids.data[slot]!,
    tier,
    sold_count: index.sold.data[slot]!,
    rating_count: index.ratings.data[slot]!,
    author_key: index.authorKeys[slot]!,
    category: index.lists[index.categoryList.data[slot]!]!.names as string[] | null,
    price: index.price.data[slot]!,
    in_stock: (index.flags.data[slot]! & 2) === 2,
  };
}

/**
 * The first `limit` of `slots` (each with its tier) in relevance order: tier by tier, and within
 * a tier holding many more books than still needed, only those selling at least as well as the
 * one that would come last are sorted, when sales decide first (the authors' order, within the
 * named-authors tier, comes before sales).
 */
/** Whether sales decide first within a tier (after the named authors' order): see rankSlots. */
const soldDecides = (() => {
  const first = ranking.tieBreaks.find((t) => t.by !== 'namedAuthors');
  return first?.by === 'sold' && first.direction === 'desc';
})();

function rankSlots(
  index: SearchIndex,
  slots: number[],
  tiers: Uint8Array,
  search: SearchTerms,
  limit: number,
): number[] {
  const byTier: number[][] = Array.from({ length: ranking.tiers.length + 1 }, () => []);
  slots.forEach((slot, i) => byTier[tiers[i]!]!.push(slot));
  const compare = compareByRelevance(search);
  const ranked: number[] = [];
  for (const [tier, bucket] of byTier.entries()) {
    const need = limit - ranked.length;
    if (need <= 0) break;
    let chosen = bucket;
    const authorsOrdered = tier === namedAuthorsTier() && (search.authors?.length ?? 0) > 1;
    if (soldDecides && bucket.length > 4 * need && !authorsOrdered) {
      const sold = Int32Array.from(bucket, (s) => index.sold.data[s]!).sort();
      const bar = sold[sold.length - need]!;
      chosen = bucket.filter((s) => index.sold.data[s]! >= bar);
    }
    const sorted = chosen.map((s) => candidate(index, s, tier)).sort(compare);
    for (const book of sorted.slice(0, need)) ranked.push(book.id);
  }
  return ranked;
}

/**
 * countWithFacets (with `facets`) or countAndRank of a search's listing from the index, ranking
 * its first `rankLimit` books; null when the index cannot count it (see baseSlots).
 */
export function countFromIndex(
  index: SearchIndex,
  filters: BookFilters,
  bands: { key: string; min: number; max: number | null }[],
  opts: { facets: boolean; rankLimit: number },
): ListingCounts | null {
  const search = filters.search;
  const base = search ? baseSlots(index, filters) : null;
  if (!search || !base) return null;
  const tierOf = tiersOf(index, search);
  const pass = dimensions(index, filters);
  const counts: ListingCounts = { total: 0, tier: null, inStock: 0, bands: {}, categories: [] };
  for (const b of bands) counts.bands[b.key] = 0;
  const perList = new Map<number, number>();
  const ok: number[] = [];
  const okTiers: number[] = [];
  for (const slot of base) {
    const dim = pass(slot);
    const price = index.price.data[slot]!;
    if ((dim & (priceOk | stockOk)) === (priceOk | stockOk)) {
      const list = index.categoryList.data[slot]!;
      perList.set(list, (perList.get(list) ?? 0) + 1);
    }
    if ((dim & (categoryOk | stockOk)) === (categoryOk | stockOk)) {
      for (const b of bands) {
        if (price >= b.min && (b.max === null || price < b.max)) counts.bands[b.key]!++;
      }
    }
    const inStock = (index.flags.data[slot]! & 2) === 2;
    if ((dim & (categoryOk | priceOk)) === (categoryOk | priceOk) && inStock) counts.inStock++;
    if (dim === allOk) {
      const tier = tierOf(slot);
      ok.push(slot);
      okTiers.push(tier);
      if (counts.tier === null || tier < counts.tier) counts.tier = tier;
    }
  }
  counts.total = ok.length;
  const byCategory = new Map<string, number>();
  for (const [list, n] of perList) {
    // A book is counted once in a category, even when its list names it twice.
    for (const name of new Set(index.lists[list]!.names ?? [])) {
      if (name !== null) byCategory.set(name, (byCategory.get(name) ?? 0) + n);
    }
  }
  for (const [name, count] of byCategory) if (count > 0) counts.categories.push({ name, count });
  counts.categories.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  const ranked = rankSlots(index, ok, Uint8Array.from(okTiers), search, opts.rankLimit);
  const found = opts.facets ? counts : noFacets(counts);
  return { ...found, ranked, rankedFor: search };
}

/** The books of a listing that pass every filter, with their tiers and the best of them. */
interface Scanned {
  slots: number[];
  tiers: number[];
  best: number | null;
}

/** The books of a listing that pass every filter, with their tiers (null: see baseSlots). */
function scan(index: SearchIndex, filters: BookFilters): Scanned | null {
  const search = filters.search;
  const base = search ? baseSlots(index, filters) : null;
  if (!search || !base) return null;
  const tierOf = tiersOf(index, search);
  const pass = dimensions(index, filters);
  const found: Scanned = { slots: [], tiers: [], best: null };
  for (const slot of base) {
    if (pass(slot) === allOk) {
      const tier = tierOf(slot);
      found.slots.push(slot);
      found.tiers.push(tier);
      if (found.best === null || tier < found.best) found.best = tier;
    }
  }
  return found;
}

/**
 * A misspelt search's versions weighed from the index (versions.service.ts): for each,
 * probeTopTiers' answer (1 a book's title is the search, else 2 one is by its author) and
 * countVersions' (counted in full; one finding more than `limit` books is `large`, any other
 * comes with every book). Null when the index cannot count one of them.
 */
export function versionsFromIndex(
  index: SearchIndex,
  filters: BookFilters,
  searches: SearchTerms[],
  limit: number,
): {
  probed: (number | null)[];
  counted: { total: number; tier: number | null; large: boolean; found?: RankedCandidate[] }[];
} | null {
  const all: Scanned[] = [];
  for (const search of searches) {
    const found = scan(index, { ...filters, search });
    if (!found) return null;
    all.push(found);
  }
  return {
    probed: all.map(({ best }, i) =>
      searches[i]!.key && (best === probed.title || best === probed.author) ? best : null,
    ),
    counted: all.map(({ slots, tiers, best }) => {
      return slots.length > limit
        ? { total: slots.length, tier: best, large: true }
        : {
            total: slots.length,
            tier: best,
            large: false,
            found: slots.map((slot, i) => candidate(index, slot, tiers[i]!)),
          };
    }),
  };
}
