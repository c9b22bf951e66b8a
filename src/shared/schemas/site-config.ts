import { z } from 'zod';

/** docs/product.md §3 "Site config": the object served by GET /config. */
export const siteContentSchema = z.object({
  aboveHeader: z.string(),
  belowHeader: z.string(),
  popup: z.string(),
});

export const siteConfigSchema = z.object({
  books: z.object({
    categories: z.array(z.string()),
  }),
  site: z.object({
    name: z.string(),
    content: siteContentSchema,
    /** Days after delivery to ask for a return (the refund policy says it). */
    returnWindowDays: z.number().int(),
  }),
  features: z.object({
    google: z.boolean(),
    oidc: z.object({ name: z.string() }).nullable(),
    /** Cash on delivery (staff can switch it off in the settings). */
    cod: z.boolean(),
    razorpay: z.boolean(),
    /** The public key Razorpay Checkout opens with (null when online payment is off). */
    razorpayKeyId: z.string().nullable(),
    metaPixelId: z.string().nullable(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteContent = z.infer<typeof siteContentSchema>;
