import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordForm } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { meQueryKey } from '@web/lib/query-keys/start-up.ts';

/** POST /api/auth/email-otp/reset-password: sets the new password and ends every session. */
export function resetPassword({ email, otp, password }: ResetPasswordForm) {
  return apiRequest('POST', apiPaths.auth.resetPassword, { email, otp, password });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session has ended, this browser's too if it had one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
