import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { savedQueriesQueryKey } from './get-saved-queries.ts';

/** DELETE /api/admin/queries/{id}: a published query's collection goes with it. */
export function deleteSavedQuery(id: number): Promise<void> {
  return apiRequest<void>('DELETE', adminQueriesApi.query(id));
}

export function useDeleteSavedQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedQuery,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedQueriesQueryKey });
      invalidateCatalogue(queryClient);
    },
  });
}
