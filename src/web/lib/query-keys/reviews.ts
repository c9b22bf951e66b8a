import { apiPaths } from '@web/config/paths.ts';

/** Every query about one book's reviews (its pages and the shopper's own review). */
export const bookReviewsQueryKey = (bookId: number) => [apiPaths.bookReviewsBase(bookId)] as const;
