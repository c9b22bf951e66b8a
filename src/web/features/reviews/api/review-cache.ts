import type { QueryClient } from '@tanstack/react-query';
import type { OwnReview as Review } from '@shared/schemas/catalog.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { myReviewQueryOptions } from './get-my-review.ts';
import { bookReviewsQueryKey } from '@web/lib/query-keys/reviews.ts';

/**
 * The reader's own review changed: keep it, and read the lists and the book's rating again
 * (the average and count changed on the server in the same transaction).
 */
export function reviewChanged(queryClient: QueryClient, bookId: number, review: Review | null) {
  queryClient.setQueryData(myReviewQueryOptions(bookId).queryKey, { review });
  void queryClient.invalidateQueries({ queryKey: [...bookReviewsQueryKey(bookId), 'list'] });
  invalidateCatalogue(queryClient);
}
