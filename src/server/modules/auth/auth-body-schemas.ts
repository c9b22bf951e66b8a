import { z } from 'zod';
import {
  emailSchema,
  fullNameSchema,
  loginSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
} from '@shared/schemas/auth.ts';

/**
 * The shared form rules applied to better-auth's request bodies before better-auth sees them,
 * so the server refuses exactly what the forms refuse, with the same messages. Parsed values
 * (trimmed, lower-cased email; digits-only codes) replace what was sent.
 */
export const authBodySchemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': z.object({
    name: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
  }),
  '/sign-in/email': loginSchema,
  '/email-otp/send-verification-otp': z.object({ email: emailSchema }),
  '/email-otp/verify-email': z.object({ email: emailSchema, otp: otpSchema }),
  '/email-otp/request-password-reset': z.object({ email: emailSchema }),
  '/email-otp/reset-password': z.object({
    email: emailSchema,
    otp: otpSchema,
    password: passwordSchema,
  }),
  '/phone-number/send-otp': z.object({ phoneNumber: phoneSchema }),
  '/sign-in/phone-number': z.object({ phoneNumber: phoneSchema, password: z.string().min(1) }),
  '/phone-number/verify': z.object({ phoneNumber: phoneSchema, code: otpSchema }),
  // A new password ends every other session, whatever the caller asks: whoever knew the old
  // one is signed out everywhere.
  '/change-password': z
    .object({ currentPassword: z.string().min(1), newPassword: passwordSchema })
    .transform((v) => ({ ...v, revokeOtherSessions: true })),
};

/** One message per field, as the forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
