import { z } from 'zod';
import { adminPageQuery, pageOf, queryFlag } from './admin-common.ts';

/** GET /api/admin/contact-messages: newest first; `unread=1` leaves out those already read. */
export const adminContactMessagesQuerySchema = z.object({
  unread: queryFlag.optional(),
  ...adminPageQuery,
});
export type AdminContactMessagesQuery = z.output<typeof adminContactMessagesQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactMessagesPageSchema = pageOf(adminContactMessageSchema);
export type AdminContactMessagesPage = z.infer<typeof adminContactMessagesPageSchema>;
