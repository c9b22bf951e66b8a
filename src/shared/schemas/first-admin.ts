import { z } from 'zod';
import { authMessages, emailSchema, fullNameSchema, passwordSchema } from './auth.ts';

export const firstAdminMessages = {
  invalid:
    'This setup link is not valid any more. Restart the shop and use the new link it prints on its console.',
  used: 'The shop already has an admin. Sign in instead.',
  existingAccount:
    'An account with this email already exists. Enter its password to make it the shop’s admin.',
} as const;

/** POST /api/setup/first-admin: the link's token and the first admin's account. */
export const firstAdminInputSchema = z.object({
  token: z.string().min(1).max(200),
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type FirstAdminInput = z.infer<typeof firstAdminInputSchema>;

/** GET /api/setup/first-admin?token=…: whether the link can still create the first admin. */
export const firstAdminStateSchema = z.object({ state: z.enum(['ready', 'used', 'invalid']) });
export type FirstAdminState = z.infer<typeof firstAdminStateSchema>;

/** The /setup form: the account's fields and the password typed twice. */
export const firstAdminFormSchema = firstAdminInputSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string().min(1, authMessages.confirmPassword) })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type FirstAdminFormInput = z.input<typeof firstAdminFormSchema>;
export type FirstAdminForm = z.infer<typeof firstAdminFormSchema>;
