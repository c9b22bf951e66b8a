// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export type { BookRow, BookValues } from './admin-books.repository.ts';
export { categoryMatcher, toValues, unknownCategoryMessage } from './admin-book-values.service.ts';
export { syncBookCollections } from './admin-books.service.ts';
