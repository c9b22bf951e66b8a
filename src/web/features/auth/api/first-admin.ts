import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstAdminInput, FirstAdminState } from '@shared/schemas/first-admin.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiGet, apiRequestWithHeaders } from '@web/lib/api-client.ts';
import { startSession } from '@web/lib/session.ts';

/** GET /api/setup/first-admin?token=…: whether the setup link can still create the first admin. */
export const firstAdminStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [apiPaths.auth.firstAdmin, token],
    queryFn: ({ signal }) => apiGet<FirstAdminState>(apiPaths.auth.firstAdminState(token), signal),
    staleTime: Infinity,
  });

export function useFirstAdminState(token: string) {
  return useQuery(firstAdminStateQueryOptions(token));
}

/** POST /api/setup/first-admin: creates the first admin and signs it in. */
export function createFirstAdmin(input: FirstAdminInput) {
  return apiRequestWithHeaders<{ status: true }>('POST', apiPaths.auth.firstAdmin, input);
}

export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstAdmin,
    onSuccess: ({ headers }) => startSession(queryClient, headers),
  });
}
