import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedQuery } from '@shared/schemas/admin-queries.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { savedQueriesQueryKey } from './get-saved-queries.ts';

/** POST /api/admin/queries/{id}/collection: publish (or rename) a books query's collection. */
export function publishCollection({ id, name }: { id: number; name: string }): Promise<SavedQuery> {
  return apiRequest<SavedQuery>('POST', adminQueriesApi.collection(id), { name });
}

export function usePublishCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCollection,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedQueriesQueryKey });
      invalidateCatalogue(queryClient);
    },
  });
}
