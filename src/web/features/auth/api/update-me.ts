import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, ProfileForm } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { meQueryKey } from '@web/lib/query-keys/start-up.ts';

/** PATCH /api/auth/me: answers the updated user. */
export function updateMe(input: ProfileForm) {
  return apiRequest<CurrentUser>('PATCH', apiPaths.auth.me, input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
