import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailForm } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequestWithHeaders } from '@web/lib/api-client.ts';
import { startSession } from '@web/lib/session.ts';

/**
 * POST /api/auth/email-otp/verify-email: confirms the address and signs the user in.
 * 400 INVALID_OTP, 400 OTP_EXPIRED, 403 TOO_MANY_ATTEMPTS.
 */
export function verifyEmail({ email, otp }: ConfirmEmailForm) {
  return apiRequestWithHeaders('POST', apiPaths.auth.verifyEmail, { email, otp });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ headers }) => startSession(queryClient, headers),
  });
}
