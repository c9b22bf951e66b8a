import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { reviewChanged } from './review-cache.ts';

/** DELETE /api/reviews/{id}: 204. */
export async function deleteReview(id: number): Promise<void> {
  await apiRequest('DELETE', apiPaths.review(id));
}

export function useDeleteReview(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => reviewChanged(queryClient, bookId, null),
  });
}
