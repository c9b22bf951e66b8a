import { z } from 'zod';
import { isWholePaise, rupeeAmount } from './admin-common.ts';
import { emailSchema } from './auth.ts';
import { indianStates } from './checkout.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * The settings form and the body of PUT /api/admin/settings (amounts in rupees; with If-Match:
 * the settings' ETag).
 */
export const shopSettingsSchema = z.object({
  storeName: text('Store name', 100),
  contactEmail: emailSchema,
  contactPhone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a phone number (digits, spaces, + and -)'),
  contactAddress: text('Address', 500),
  /** The name invoices carry (the registered business); empty: the store name. */
  legalName: z.string().trim().max(200, 'Legal name must be at most 200 characters').default(''),
  /** Where the shop supplies from: delivery within it is charged CGST and SGST, else IGST. */
  shopState: z
    .enum(indianStates, { error: 'Choose the state the shop ships from' })
    .default('Karnataka'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^$|^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
      'Enter a 15-character GSTIN or leave it empty',
    )
    .default(''),
  standardShippingFee: rupeeAmount('Standard shipping fee'),
  expressShippingFee: rupeeAmount('Express shipping fee'),
  freeShippingThreshold: rupeeAmount('Free-shipping threshold'),
  taxRatePercent: z
    .number({ error: 'Tax rate must be a number' })
    .min(0, 'Tax rate cannot be negative')
    .max(28, 'Tax rate must be at most 28 %')
    .refine(isWholePaise, 'Tax rate can have at most two decimals'),
  codEnabled: z.boolean({ error: 'Cash on delivery must be on or off' }),
  razorpayEnabled: z.boolean({ error: 'Online payment must be on or off' }),
  defaultLowStockThreshold: z
    .number({ error: 'Low-stock threshold must be a whole number' })
    .int('Low-stock threshold must be a whole number')
    .min(0, 'Low-stock threshold cannot be negative')
    .max(10_000, 'Low-stock threshold must be at most 10,000'),
  /** New reviews wait for staff approval before shoppers see them. */
  holdReviews: z.boolean({ error: 'Holding reviews must be on or off' }).default(false),
  /** Days after delivery within which shoppers can ask to return books (0: no returns). */
  returnWindowDays: z
    .number({ error: 'Return window must be a whole number of days' })
    .int('Return window must be a whole number of days')
    .min(0, 'Return window cannot be negative')
    .max(365, 'Return window must be at most 365 days')
    .default(7),
});
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettingsValues = z.output<typeof shopSettingsSchema>;

/**
 * GET/PUT answer: the settings plus whether Razorpay keys are set (never the keys), and their
 * version, also answered as the ETag: a PUT sends it back as If-Match and is refused (409) once
 * someone else has saved in the meantime.
 */
export const adminSettingsSchema = z.object({
  storeName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  legalName: z.string(),
  shopState: z.string(),
  gstin: z.string(),
  standardShippingFee: z.number(),
  expressShippingFee: z.number(),
  freeShippingThreshold: z.number(),
  taxRatePercent: z.number(),
  codEnabled: z.boolean(),
  razorpayEnabled: z.boolean(),
  defaultLowStockThreshold: z.number().int(),
  holdReviews: z.boolean(),
  returnWindowDays: z.number().int(),
  razorpayConfigured: z.boolean(),
  version: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
