import { z } from 'zod';
import { adminPageQuery, pageOf } from './admin-common.ts';

export const outboxChannels = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** `held`: no mail server or SMS provider, so only staff can read it (in the admin Outbox). */
export const outboxStatuses = ['held', 'pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** GET /api/admin/outbox: newest first; `to` matches part of the recipient, any case. */
export const adminOutboxQuerySchema = z.object({
  status: z.enum(outboxStatuses).optional(),
  channel: z.enum(outboxChannels).optional(),
  to: z.string().trim().max(200, 'Search is too long').optional(),
  ...adminPageQuery,
});
export type AdminOutboxQuery = z.output<typeof adminOutboxQuerySchema>;

/** A message in the list: no body (a code is read by opening the message). */
export const adminOutboxRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A pending message: when the outbox worker tries it (again). */
  nextAttemptAt: z.string().nullable(),
});
export type AdminOutboxRow = z.infer<typeof adminOutboxRowSchema>;

export const adminOutboxPageSchema = pageOf(adminOutboxRowSchema).extend({
  /** Whether the shop has a mail server (SMTP_URL) and an SMS provider; false: messages are held. */
  deliveryConfigured: z.object({ mail: z.boolean(), sms: z.boolean() }),
});
export type AdminOutboxPage = z.infer<typeof adminOutboxPageSchema>;

/** GET /api/admin/outbox/:id: the message with its text (and HTML, when it has one). */
export const adminOutboxMessageSchema = adminOutboxRowSchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string().nullable(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;
