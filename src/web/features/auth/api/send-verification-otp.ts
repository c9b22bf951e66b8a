import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

/** POST /api/auth/email-otp/send-verification-otp: mails a fresh confirmation code. */
export function sendVerificationOtp(email: string) {
  return apiRequest('POST', apiPaths.auth.sendVerificationOtp, {
    email,
    type: 'email-verification',
  });
}

export function useSendVerificationOtp() {
  return useMutation({ mutationFn: sendVerificationOtp });
}
