import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequestWithHeaders } from '@web/lib/api-client.ts';
import { startSession } from '@web/lib/session.ts';

export interface SignInResponse {
  token: string | null;
  user: { id: string | number; email: string; name: string };
}

/**
 * POST /api/auth/sign-in/email: a session cookie and a bearer token in `set-auth-token`.
 * 403 EMAIL_NOT_VERIFIED (a fresh code is mailed), 401 INVALID_EMAIL_OR_PASSWORD, 429 RATE_LIMITED.
 */
export function signIn(input: LoginInput) {
  return apiRequestWithHeaders<SignInResponse>('POST', apiPaths.auth.signIn, input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ headers }) => startSession(queryClient, headers),
  });
}
