// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export {
  findBooksForAdmin,
  syncCollectionRows,
  type BookRow,
  type BookValues,
} from './admin-books.repository.ts';
export { categoryMatcher, toValues, unknownCategoryMessage } from './admin-books.service.ts';
