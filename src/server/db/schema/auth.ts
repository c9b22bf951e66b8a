import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * docs/product.md §3 `users`, which is also better-auth's `user` model (one user table only):
 * better-auth's `name` is mapped onto `fullName`, its plugins add phone, role and ban fields.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull().default(''),
    role: text('role').notNull().default('user'),
    ordersPlaced: integer('orders_placed').notNull().default(0),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Staff other than owners (role 'staff'): the role they hold (ADR 038). */
    staffRoleId: integer('staff_role_id').references(() => staffRoles.id, {
      onDelete: 'restrict',
    }),
    ...timestamps,
  },
  (t) => [index('users_role_idx').on(t.role), index('users_created_at_idx').on(t.createdAt)],
);

/** Staff roles: ready-made ones have a key and their permissions in code; custom ones here. */
export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  key: text('key').unique(),
  name: text('name').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'`),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: integer('impersonated_by'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters kept in the database so limits hold across several server instances. */
export const rateLimits = pgTable('rate_limits', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull().default(0),
  lastRequest: bigint('last_request', { mode: 'number' })
    .notNull()
    .default(sql`0`),
});
