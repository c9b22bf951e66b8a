import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedQuery } from '@shared/schemas/admin-queries.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { savedQueriesQueryKey } from './get-saved-queries.ts';

/** DELETE /api/admin/queries/{id}/collection: the query stays, its collection goes. */
export function unpublishCollection(id: number): Promise<SavedQuery> {
  return apiRequest<SavedQuery>('DELETE', adminQueriesApi.collection(id));
}

export function useUnpublishCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishCollection,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedQueriesQueryKey });
      invalidateCatalogue(queryClient);
    },
  });
}
