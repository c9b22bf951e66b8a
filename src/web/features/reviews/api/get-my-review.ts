import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnReview as Review } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { bookReviewsQueryKey } from '@web/lib/query-keys/reviews.ts';

/** GET /api/books/{id}/reviews/mine → `{review}`: the signed-in reader's own review, or null. */
export function getMyReview(bookId: number, signal?: AbortSignal) {
  return apiGet<{ review: Review | null }>(apiPaths.myReview(bookId), signal);
}

export const myReviewQueryOptions = (bookId: number) =>
  queryOptions({
    queryKey: [...bookReviewsQueryKey(bookId), 'mine'] as const,
    queryFn: ({ signal }) => getMyReview(bookId, signal),
  });

export function useMyReview(bookId: number) {
  const { user } = useCurrentUser();
  return useQuery({ ...myReviewQueryOptions(bookId), enabled: user !== null });
}
