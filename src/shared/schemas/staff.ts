import { z } from 'zod';
import { permissions } from '../permissions.ts';
import { authMessages, emailSchema, fullNameSchema, passwordSchema } from './auth.ts';

export const staffMessages = {
  ownerOnly: 'Only an owner can change an owner’s access or make someone an owner.',
  beyondOwn: 'You cannot give a role permissions you do not hold yourself. Ask an owner to do it.',
  self: 'You cannot change your own access. Ask another owner.',
  lastOwner: 'The shop needs at least one owner who can sign in. Make someone else an owner first.',
  alreadyStaff: (name: string, role: string) => `${name} is already on the team as ${role}.`,
  noSuchRole: 'No such role. Reload the page and choose again.',
  roleInUse: (n: number) =>
    `${n} staff member${n === 1 ? ' holds' : 's hold'} this role. Give them another role first.`,
  readyMade: 'Ready-made roles cannot be changed or deleted. Make a custom role instead.',
  nameTaken: 'A role with this name already exists.',
  inviteInvalid: 'This invitation link is not valid any more. Ask the shop’s owner for a new one.',
} as const;

/** The role a staff member holds: an owner, a role's id, or none (back to a shopper). */
export const staffRoleChoiceSchema = z
  .string({ error: 'Choose a role' })
  .regex(/^(owner|none|\d{1,9})$/, 'Choose a role');

export const staffRoleSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  name: z.string(),
  permissions: z.array(z.enum(permissions)),
  readyMade: z.boolean(),
  members: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** 'owner' or the role's id as text. */
  role: z.string(),
  roleName: z.string(),
  suspended: z.boolean(),
  /** Invited and not yet signed up through the link. */
  invited: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffPageSchema = z.object({
  members: z.array(staffMemberSchema),
  roles: z.array(staffRoleSchema),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

/** POST /api/admin/staff: invite someone (a new or an existing account) with a role. */
export const staffInviteSchema = z.object({
  email: emailSchema,
  fullName: fullNameSchema,
  role: staffRoleChoiceSchema.refine((v) => v !== 'none', 'Choose a role'),
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** PUT /api/admin/staff/:id: a new role, and/or suspend or restore. */
export const staffUpdateSchema = z
  .object({ role: staffRoleChoiceSchema.optional(), suspended: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.suspended !== undefined, 'Nothing to change');
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const staffRoleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the role a name')
    .max(60, 'A role’s name must be at most 60 characters'),
  permissions: z
    .array(z.enum(permissions, { error: 'Unknown permission' }))
    .min(1, 'Choose at least one permission')
    .max(permissions.length),
});
export type StaffRoleInput = z.infer<typeof staffRoleInputSchema>;

/** GET /api/staff-invite?token=…: whether an invitation can still be accepted, and for whom. */
export const staffInviteStateSchema = z.object({
  state: z.enum(['ready', 'invalid']),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
});
export type StaffInviteState = z.infer<typeof staffInviteStateSchema>;

/** POST /api/staff-invite: the invitation's token and the password chosen. */
export const staffInviteAcceptSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

export const staffInviteFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, authMessages.confirmPassword),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type StaffInviteForm = z.infer<typeof staffInviteFormSchema>;
