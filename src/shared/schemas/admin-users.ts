import { z } from 'zod';
import { adminPageQuery, pageOf } from './admin-common.ts';
import { adminOrderRowSchema } from './admin-orders.ts';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** GET /api/admin/users: `q` matches email, name or username. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional(),
  role: z.enum(userRoles).optional(),
  ...adminPageQuery,
});

/** POST /api/admin/users/:id/role */
export const userRoleSchema = z.object({
  role: z.enum(userRoles, { error: 'Choose a role: user or admin' }),
});

/** POST /api/admin/users/:id/disable (the reason is optional and kept for staff). */
export const disableUserSchema = z
  .object({ reason: z.string().trim().max(300, 'Reason must be at most 300 characters') })
  .partial()
  .nullish();

export const adminUserRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  /** staff: a member of the team other than an owner (ADR 038). */
  role: z.enum(['user', 'admin', 'staff']),
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  ordersPlaced: z.number().int(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = pageOf(adminUserRowSchema);

export const adminUserDetailSchema = adminUserRowSchema.extend({
  disabledReason: z.string().nullable(),
  /** Every order of the user; `totalSpent` leaves out cancelled and refunded ones. */
  orderCount: z.number().int(),
  totalSpent: z.number(),
  recentOrders: z.array(adminOrderRowSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
