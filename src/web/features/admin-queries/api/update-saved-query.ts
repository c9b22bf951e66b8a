import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedQuery, SavedQueryInput } from '@shared/schemas/admin-queries.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { savedQueriesQueryKey } from './get-saved-queries.ts';

/** PUT /api/admin/queries/{id}: the saved query with its new name and rules. */
export function updateSavedQuery({
  id,
  input,
}: {
  id: number;
  input: SavedQueryInput;
}): Promise<SavedQuery> {
  return apiRequest<SavedQuery>('PUT', adminQueriesApi.query(id), input);
}

export function useUpdateSavedQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedQuery,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: savedQueriesQueryKey });
      // A published query's rules are its collection.
      if (saved.collectionName) invalidateCatalogue(queryClient);
    },
  });
}
