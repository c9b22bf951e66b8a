import { z } from 'zod';

/** The storefront's tracked events (the ad pixel's standard names, also kept first-party). */
export const trackedEventNames = [
  'PageView',
  'ViewContent',
  'Search',
  'AddToCart',
  'AddToWishlist',
  'InitiateCheckout',
  'Purchase',
] as const;
export type TrackedEventName = (typeof trackedEventNames)[number];

/** docs/product.md §3 "Tracked event payload fields"; currency defaults to INR. */
export const trackedPayloadSchema = z
  .object({
    content_ids: z
      .array(z.union([z.string().max(50), z.number()]))
      .max(50)
      .optional(),
    content_name: z.string().max(300).optional(),
    value: z.number().min(0).max(10_000_000).optional(),
    currency: z.literal('INR').default('INR'),
    search_string: z.string().max(200).optional(),
    /** How many books a Search found (first-party, for "searches with no results"). */
    result_count: z.number().int().min(0).max(100_000_000).optional(),
    rating: z.number().min(0).max(5).optional(),
    content_category: z.string().max(100).optional(),
    content_category_id: z.union([z.string().max(100), z.number()]).optional(),
    content_collection: z.string().max(100).optional(),
    content_collection_id: z.union([z.string().max(100), z.number()]).optional(),
    filter_type: z.string().max(50).optional(),
    filter_value: z.string().max(100).optional(),
    share_method: z.string().max(50).optional(),
  })
  .strict();
export type TrackedPayload = z.input<typeof trackedPayloadSchema>;

export const trackedEventSchema = z.object({
  name: z.enum(trackedEventNames),
  path: z.string().max(500).startsWith('/'),
  bookId: z.number().int().positive().optional(),
  payload: trackedPayloadSchema.default({ currency: 'INR' }),
});

/**
 * POST /api/events: a batch from one browser; no personal data beyond the session's user. The
 * visitor is the server-issued cookie's, never named in the body (a `visitorId` that older pages
 * still send is ignored).
 */
export const eventBatchSchema = z.object({
  events: z.array(trackedEventSchema).min(1).max(20),
});
export type EventBatch = z.input<typeof eventBatchSchema>;
