import { z } from 'zod';
import { messages } from './api-error.ts';

/** docs/product.md §5 messages, written once for the client forms and the server. */
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
  /** Phone codes when the shop has no SMS provider (docs/product.md "Phone"): staff hold the code. */
  smsHeld:
    'This shop does not send text messages yet, so your code is with the shop’s staff. Contact the shop to get it, then enter it here.',
  smsFailed: 'We could not send a text message just now. Please try again in a few minutes.',
} as const;

/** POST /api/auth/phone-number/send-otp: whether the code went out as a text or waits with staff. */
export const sendPhoneOtpResultSchema = z.object({
  status: z.literal(true),
  delivery: z.enum(['sent', 'held']).optional(),
  message: z.string().optional(),
});
export type SendPhoneOtpResult = z.infer<typeof sendPhoneOtpResultSchema>;

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

/** GET /api/auth/me: the signed-in user's attributes. */
export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(['user', 'admin', 'staff']),
  /** What a staff member may do in the admin (ADR 038): every permission for an owner. */
  permissions: z.array(z.string()),
  /** The staff role's name: Owner, Catalogue, … ; null for a shopper. */
  staffRole: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  /** False for an account signed in only through Google or another provider. */
  hasPassword: z.boolean(),
  ordersPlaced: z.number().int(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const updateProfileSchema = z.object({ fullName: fullNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const deleteAccountMessages = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That password is not right',
  codeRequired: 'Enter the code we mailed you',
  wrongCode: 'That code is wrong or has expired. Ask for a new one.',
  tooManyTries: 'Too many tries. Please wait a few minutes and try again.',
  codeSent: 'We mailed you a code. It expires in 10 minutes.',
} as const;

/**
 * Deleting an account is confirmed by typing DELETE, and proved by the account's password, or,
 * for an account without one (Google, single sign-on), by a code mailed to it just before.
 */
export const deleteAccountSchema = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  password: z.string().max(passwordMaxLength).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, deleteAccountMessages.wrongCode)
    .optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// ---------------------------------------------------------------------------------------------
// Account pages (client forms). Request bodies are the same objects minus the confirm fields.

/** GET/PATCH /api/auth/me: the signed-in user as the client sees it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(['user', 'admin', 'staff']),
  permissions: z.array(z.string()),
  staffRole: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  hasPassword: z.boolean(),
  ordersPlaced: z.number().int(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const confirmPasswordField = z
  .string({ error: authMessages.confirmPassword })
  .min(passwordMinLength, authMessages.confirmPassword);

/** /confirm-email: the address and the 6-digit code mailed to it. */
export const confirmEmailFormSchema = z.object({ email: emailSchema, otp: otpSchema });
export type ConfirmEmailFormInput = z.input<typeof confirmEmailFormSchema>;
export type ConfirmEmailForm = z.infer<typeof confirmEmailFormSchema>;

/** /forgot-password: where to send the reset code. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** /reset-password: the code and the new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    email: emailSchema,
    otp: otpSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** /profile: the editable name. */
export const profileFormSchema = z.object({ fullName: fullNameSchema });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** /profile: the phone number to verify, then its code. */
export const phoneNumberFormSchema = z.object({ phoneNumber: phoneSchema });
export type PhoneNumberFormInput = z.input<typeof phoneNumberFormSchema>;
export type PhoneNumberForm = z.infer<typeof phoneNumberFormSchema>;
export const phoneCodeFormSchema = z.object({ code: otpSchema });
export type PhoneCodeFormInput = z.input<typeof phoneCodeFormSchema>;
export type PhoneCodeForm = z.infer<typeof phoneCodeFormSchema>;

/** /profile: change password (the current one, then the new one twice). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: authMessages.passwordRequired })
      .min(1, authMessages.passwordRequired),
    newPassword: passwordSchema,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** DELETE /api/auth/me asks for the word typed out, so a stray click cannot delete an account. */
export const deleteAccountConfirmWord = 'DELETE';
/** The password, or the mailed code for an account without one: the form asks for one of them. */
export const deleteAccountFormSchema = (hasPassword: boolean) =>
  z.object({
    confirm: z.literal(deleteAccountConfirmWord, {
      error: `Type ${deleteAccountConfirmWord} to confirm`,
    }),
    secret: hasPassword
      ? z.string().min(1, deleteAccountMessages.passwordRequired)
      : z
          .string()
          .trim()
          .min(1, deleteAccountMessages.codeRequired)
          .regex(/^\d{6}$/, deleteAccountMessages.wrongCode),
  });
export type DeleteAccountFormInput = z.input<ReturnType<typeof deleteAccountFormSchema>>;
