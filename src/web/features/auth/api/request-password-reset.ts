import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

/** POST /api/auth/email-otp/request-password-reset: 200 whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return apiRequest('POST', apiPaths.auth.requestPasswordReset, { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
