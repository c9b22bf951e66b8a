import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

/** POST /api/auth/phone-number/send-otp: texts a 6-digit code; needs a session (else 401). */
export function sendPhoneOtp(phoneNumber: string) {
  return apiRequest('POST', apiPaths.auth.sendPhoneOtp, { phoneNumber });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}
