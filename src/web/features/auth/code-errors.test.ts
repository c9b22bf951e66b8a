import { describe, expect, it } from 'vitest';
import { codeErrorMessage } from './code-errors.ts';

const apiError = (code: string) => ({ error: { code, message: code } });

describe('codeErrorMessage', () => {
  it('explains a wrong, expired or burnt code', () => {
    expect(codeErrorMessage(apiError('INVALID_OTP'))).toMatch(/not right/);
    expect(codeErrorMessage(apiError('OTP_EXPIRED'))).toMatch(/expired.*Resend code/);
    expect(codeErrorMessage(apiError('TOO_MANY_ATTEMPTS'))).toMatch(/Too many.*Resend code/);
  });

  it('leaves other failures to the caller', () => {
    expect(codeErrorMessage(apiError('RATE_LIMITED'))).toBeNull();
    expect(codeErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
