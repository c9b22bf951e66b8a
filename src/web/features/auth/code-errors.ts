import { isApiError } from '@web/lib/api-client.ts';

/**
 * What to tell someone whose 6-digit code was refused, by the server's error code; null when the
 * failure is not about the code (network, rate limit, expired session…).
 */
export function codeErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  switch (error.error.code) {
    case 'INVALID_OTP':
      return 'That code is not right. Check the latest message from us and try again.';
    case 'OTP_EXPIRED':
      return 'That code has expired. Ask for a new one with "Resend code".';
    case 'TOO_MANY_ATTEMPTS':
      return 'Too many wrong tries for this code. Ask for a new one with "Resend code".';
    default:
      return null;
  }
}
