import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { bookReviewsQueryKey } from '@web/lib/query-keys/reviews.ts';
import { apiGet } from '@web/lib/api-client.ts';

export type ReviewSort = 'newest' | 'highest' | 'lowest';

export interface ReviewsPage {
  items: Review[];
  total: number;
  page: number;
  pageSize: number;
}

export const reviewsPageSize = 10;

/** GET /api/books/{id}/reviews?page&pageSize&sort: anyone may read them. */
export function getReviews(bookId: number, page: number, sort: ReviewSort, signal?: AbortSignal) {
  return apiGet<ReviewsPage>(
    apiPaths.bookReviewsPage(bookId, { page, pageSize: reviewsPageSize, sort }),
    signal,
  );
}

export const reviewsQueryOptions = (bookId: number, page: number, sort: ReviewSort) =>
  queryOptions({
    queryKey: [...bookReviewsQueryKey(bookId), 'list', { page, sort }] as const,
    queryFn: ({ signal }) => getReviews(bookId, page, sort, signal),
  });

export function useReviews(bookId: number, page: number, sort: ReviewSort) {
  return useQuery({
    ...reviewsQueryOptions(bookId, page, sort),
    placeholderData: keepPreviousData,
  });
}
