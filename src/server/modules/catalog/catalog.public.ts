// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { catalogPageData } from './catalog-page-data.service.ts';
export { bookCardColumns, toBookCard, type BookCardRow } from './book-card.ts';
export { cachedCatalogRead, invalidateCatalogCache } from './catalog-cache.ts';
export { isbnOf } from './catalog-conditions.ts';
export { getBook } from './catalog.service.ts';
export { warmSearchIndex } from './search-index.repository.ts';
