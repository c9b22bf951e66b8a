// What other modules may use of search (docs/decisions/018-module-public-files.md): a listing's
// counts and the ids of its pages, suggestions, and the index kept warm. Everything a search is —
// its terms, matching, counts, ranking (ranking.ts), corrections and the index — is inside.
export { isbnOf, type BookFilters } from './conditions.ts';
export {
  listingSummary,
  pageIds,
  type ListSummary,
  type ListingOptions,
  type ListingQuery,
} from './search.service.ts';
export { suggest } from './suggest.service.ts';
export { suggestBounds } from './suggest.repository.ts';
export {
  forgetSearchIndexes,
  holdSearchIndexRebuilds,
  warmSearchIndex,
} from './memory-index.repository.ts';
