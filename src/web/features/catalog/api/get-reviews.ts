import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { getJson } from '@web/lib/api-client.ts';

export interface ReviewsPage {
  items: Review[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReviewsQuery {
  page: number;
  pageSize: number;
}

/** GET /api/books/:id/reviews: one page of a book's reviews, newest first. */
export function reviewsQueryOptions(bookId: number, query: ReviewsQuery) {
  return queryOptions({
    queryKey: [apiPaths.bookReviews(bookId), query] as const,
    queryFn: ({ signal }) => getJson<ReviewsPage>(apiPaths.bookReviewsUrl(bookId, query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(bookId: number, query: ReviewsQuery) {
  return useQuery(reviewsQueryOptions(bookId, query));
}
