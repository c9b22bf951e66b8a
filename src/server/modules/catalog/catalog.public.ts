// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { catalogPageData } from './catalog-page-data.service.ts';
export { bookCardColumns, type BookCardRow } from './catalog.repository.ts';
export {
  cachedCatalogRead,
  getBook,
  invalidateCatalogCache,
  isbnOf,
  toBookCard,
} from './catalog.service.ts';
