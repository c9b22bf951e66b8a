import { z } from 'zod';
import { messages } from './api-error.ts';

/** SPEC §5 messages, written once for the client forms and the server. */
export const authMessages = {
  email: 'Invalid email format.',
  name: 'Invalid name format. Must contain only letters and spaces.',
  otp: 'Invalid OTP format. Must be 6 digits.',
  phone: 'Invalid phone number format. Must start with + followed by country code and number.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  identifierRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be at most 128 characters long',
  confirmPassword: 'Please confirm your password',
  acceptTerms: 'You must accept the terms and conditions to continue',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lowercased, then a simple address pattern. */
export const emailSchema = z
  .string({ error: messages.required })
  .trim()
  .toLowerCase()
  .max(254, authMessages.email)
  .regex(simpleEmail, authMessages.email);

/** Trimmed; letters (any script) and spaces only. */
export const fullNameSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(100, authMessages.name)
  .regex(/^[\p{L}\s]+$/u, authMessages.name);

/** Non-digits stripped, then exactly six digits. */
export const otpSchema = z
  .string({ error: messages.required })
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, authMessages.otp));

/** Spaces and hyphens removed; + then a non-zero digit and 1 to 14 more digits. */
export const phoneSchema = z
  .string({ error: messages.required })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{1,14}$/, authMessages.phone));

export const passwordSchema = z
  .string({ error: messages.required })
  .min(passwordMinLength, authMessages.passwordMin)
  .max(passwordMaxLength, authMessages.passwordMax);

export const loginSchema = z.object({
  email: z
    .string({ error: authMessages.identifierRequired })
    .trim()
    .min(1, authMessages.identifierRequired)
    .pipe(emailSchema),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: authMessages.confirmPassword })
      .min(passwordMinLength, authMessages.confirmPassword),
    acceptTerms: z.literal(true, { error: authMessages.acceptTerms }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;
