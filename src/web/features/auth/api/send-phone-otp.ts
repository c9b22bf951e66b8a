import { useMutation } from '@tanstack/react-query';
import type { SendPhoneOtpResult } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';

/**
 * POST /api/auth/phone-number/send-otp: texts a 6-digit code; needs a session (else 401). With
 * no SMS provider the code waits with the shop's staff (`delivery: 'held'` and a message).
 */
export function sendPhoneOtp(phoneNumber: string) {
  return apiRequest<SendPhoneOtpResult>('POST', apiPaths.auth.sendPhoneOtp, { phoneNumber });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}
