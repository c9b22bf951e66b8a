import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountConfirmWord } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { endSession } from '@web/lib/session.ts';

/** What proves the account is the caller's: its password, or the code mailed for an account without one. */
export type DeleteProof = { password: string } | { code: string };

/** DELETE /api/auth/me: 204; the account goes, its orders stay without personal details. */
export function deleteMe(proof: DeleteProof) {
  return apiRequest('DELETE', apiPaths.auth.me, { confirm: deleteAccountConfirmWord, ...proof });
}

/** Deletes the account and forgets the user (the profile page then sends them home). */
export function useDeleteMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMe,
    onSuccess: () => endSession(queryClient),
  });
}

/** POST /api/auth/me/delete-code: mails the code that confirms deleting a passwordless account. */
export function useSendDeleteCode() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', apiPaths.auth.deleteCode, {}),
  });
}
