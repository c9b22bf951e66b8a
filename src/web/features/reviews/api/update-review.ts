import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnReview as Review, ReviewInput } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { reviewChanged } from './review-cache.ts';

/** PUT /api/reviews/{id}: the author's edited review. */
export function updateReview({ id, ...input }: ReviewInput & { id: number }) {
  return apiRequest<Review>('PUT', apiPaths.review(id), input);
}

export function useUpdateReview(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review) => reviewChanged(queryClient, bookId, review),
  });
}
