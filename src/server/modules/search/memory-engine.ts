// The memory engine (engines.ts): a search counted, faceted and ranked from this server's index
// (memory-counts.ts, with the ranking's comparator, ranking-memory.ts). What the index does not
// evaluate, and every order other than relevance, is the database engine's.
import { priceBandsInPaise } from './conditions.ts';
import { rankedBooks, type SearchEngine } from './search-engine.ts';
import { countFromIndex, versionsFromIndex } from './memory-counts.ts';
import { namedAuthorsOf, type SearchIndex } from './memory-index.ts';
import { largeSearchBounds } from './sql-large-search.repository.ts';

export function memoryEngine(index: SearchIndex, database: SearchEngine): SearchEngine {
  return {
    ...database,
    name: 'memory',
    prepare(texts) {
      // The authors a search names are found in the index when it is counted.
      return database.prepare(texts, false);
    },
    async withNamedAuthors(f) {
      return (
        f.search && {
          ...f.search,
          authors: f.search.authors ?? namedAuthorsOf(index, f.search.key),
        }
      );
    },
    async count(f, facets) {
      if (f.search) {
        const search = await this.withNamedAuthors(f);
        const counted = countFromIndex(index, { ...f, search }, priceBandsInPaise, {
          facets,
          rankLimit: rankedBooks,
        });
        if (counted) return counted;
      }
      return database.count(f, facets);
    },
    async page(f, sort, page) {
      const ranked =
        sort === 'relevance' && f.search
          ? countFromIndex(index, f, priceBandsInPaise, {
              facets: false,
              rankLimit: page.offset + page.limit,
            })?.ranked
          : undefined;
      return ranked ? ranked.slice(page.offset) : database.page(f, sort, page);
    },
    async versions(f, candidates, vocabulary) {
      const fromIndex = versionsFromIndex(index, f, candidates, largeSearchBounds.listed);
      if (!fromIndex) return database.versions(f, candidates, vocabulary);
      const probed = candidates.some((c) => c.isbn13) ? [] : fromIndex.probed;
      return { probed, counted: async () => fromIndex.counted };
    },
  };
}
