import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedQuery, SavedQueryInput } from '@shared/schemas/admin-queries.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { savedQueriesQueryKey } from './get-saved-queries.ts';

/** POST /api/admin/queries: the saved query (400 with per-rule fields when a rule is bad). */
export function createSavedQuery(input: SavedQueryInput): Promise<SavedQuery> {
  return apiRequest<SavedQuery>('POST', adminQueriesApi.list, input);
}

export function useCreateSavedQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedQuery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQueriesQueryKey }),
  });
}
