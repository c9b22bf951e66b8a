import { z } from 'zod';

/** A feed as staff register or edit it. The password is write-only: empty keeps the stored one. */
export const onixFeedInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  url: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(2000, 'Address must be at most 2,000 characters'),
  username: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  password: z
    .string()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  everyHours: z
    .number({ error: 'How often must be a number of hours' })
    .int('How often must be a whole number of hours')
    .min(1, 'At most once an hour')
    .max(720, 'At least once every 30 days (720 hours)'),
  paused: z.boolean().default(false),
});
export type OnixFeedInput = z.input<typeof onixFeedInputSchema>;

export const onixFeedRunSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  /** `fetching`, `importing`, `done` or `failed`. */
  status: z.string(),
  importId: z.string().nullable(),
  products: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Records that matched what the shop has, left alone. */
  unchanged: z.number().int(),
  withdrawn: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
});
export type OnixFeedRun = z.infer<typeof onixFeedRunSchema>;

export const onixFeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  everyHours: z.number().int(),
  paused: z.boolean(),
  nextRunAt: z.string(),
  lastRun: onixFeedRunSchema.nullable(),
});
export type OnixFeed = z.infer<typeof onixFeedSchema>;
