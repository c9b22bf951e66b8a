import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

/**
 * POST /api/auth/sign-up/email: creates the account and mails a 6-digit code; no session until
 * the code is confirmed. 422 USER_ALREADY_EXISTS when the address is taken.
 */
export function signUp({ fullName, email, password }: RegisterInput) {
  return apiRequest<{ user: unknown }>('POST', apiPaths.auth.signUp, {
    name: fullName,
    email,
    password,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
