import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest, isApiError } from '@web/lib/api-client.ts';
import { endSession } from '@web/lib/session.ts';

/** POST /api/auth/sign-out: ends the session on the server. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', apiPaths.auth.signOut, {});
  } catch (error) {
    // Already signed out on the server (expired session): the outcome the caller wanted.
    if (isApiError(error) && ['HTTP_401', 'UNAUTHORIZED'].includes(error.error.code)) return;
    throw error;
  }
}

/** Signs out and forgets the user's cached data (a protected page then sends the user home). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => endSession(queryClient),
  });
}
