import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountConfirmWord } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { endSession } from '@web/lib/session.ts';

/** DELETE /api/auth/me: 204; the account goes, its orders stay without personal details. */
export function deleteMe() {
  return apiRequest('DELETE', apiPaths.auth.me, { confirm: deleteAccountConfirmWord });
}

/** Deletes the account and forgets the user (the profile page then sends them home). */
export function useDeleteMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMe,
    onSuccess: () => endSession(queryClient),
  });
}
