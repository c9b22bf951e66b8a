import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnReview as Review, ReviewInput } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { reviewChanged } from './review-cache.ts';

/** POST /api/books/{id}/reviews: 201 with the review; 409 ALREADY_REVIEWED for a second one. */
export function createReview({ bookId, ...input }: ReviewInput & { bookId: number }) {
  return apiRequest<Review>('POST', apiPaths.newReview(bookId), input);
}

export function useCreateReview(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview({ ...input, bookId }),
    onSuccess: (review) => reviewChanged(queryClient, bookId, review),
  });
}
