import { z } from 'zod';

/** GET /api/admin/preorders: each title ordered before it is published, and what waits for it. */
export const adminPreordersSchema = z.object({
  items: z.array(
    z.object({
      bookId: z.number().int().nullable(),
      title: z.string(),
      isbn13: z.string().nullable(),
      publicationDate: z.string(),
      /** Orders still open (not cancelled, refunded or delivered) with the title on them. */
      orders: z.number().int(),
      copies: z.number().int(),
    }),
  ),
});
export type AdminPreorders = z.infer<typeof adminPreordersSchema>;
