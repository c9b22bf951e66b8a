import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkBookActionInput } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { adminBooksQueryKey } from './get-admin-books.ts';

/** POST /api/admin/books/bulk: one action over many books; answers how many changed. */
export function bulkUpdateBooks(input: BulkBookActionInput) {
  return apiRequest<{ updated: number }>('POST', adminBooksApi.bulk, input);
}

export function useBulkUpdateBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateBooks,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminBooksQueryKey });
      invalidateCatalogue(queryClient);
    },
  });
}
