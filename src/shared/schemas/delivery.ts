import { z } from 'zod';
import { rupeeAmount } from './admin-common.ts';

/** A 6-digit Indian PIN code, as shoppers type it (spaces trimmed). */
export const pincodeSchema = z
  .string({ error: 'Enter a 6-digit PIN code' })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code'));

/**
 * The PIN codes a zone covers, as staff type them: whole PIN codes and their starts (`110` is
 * every PIN code from 110001 to 110099…), separated by commas, spaces or new lines.
 */
export const zonePincodesSchema = z
  .string({ error: 'List the PIN codes this zone covers' })
  .transform((text, ctx) => {
    const entries = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
    const wrong = entries.filter((e) => !/^[1-9]\d{0,5}$/.test(e));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${wrong
          .slice(0, 3)
          .map((w) => `“${w.slice(0, 12)}”`)
          .join(
            ', ',
          )} ${wrong.length === 1 ? 'is not a PIN code or the start of one' : 'are not PIN codes or their starts'}: use 1 to 6 digits, not starting with 0 (for example 110 or 110001)`,
      });
      return z.NEVER;
    }
    if (entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'List the PIN codes this zone covers' });
      return z.NEVER;
    }
    if (entries.length > 2000) {
      ctx.addIssue({
        code: 'custom',
        message: 'A zone can list at most 2,000 PIN codes: use their starts (e.g. 110) instead',
      });
      return z.NEVER;
    }
    return entries.sort();
  });

const days = (label: string) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(60, `${label} must be at most 60 days`);

/** A delivery zone as staff create or edit it (amounts in rupees). */
export const deliveryZoneInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(60, 'Name must be at most 60 characters'),
    pincodes: zonePincodesSchema,
    standardFee: rupeeAmount('Standard delivery fee'),
    freeAbove: rupeeAmount('Free-delivery threshold').nullable().default(null),
    expressFee: rupeeAmount('Express delivery fee').nullable().default(null),
    minDays: days('Fastest delivery'),
    maxDays: days('Slowest delivery'),
    cod: z.boolean({ error: 'Cash on delivery must be on or off' }),
  })
  .refine((z) => z.maxDays >= z.minDays, {
    message: 'The slowest delivery cannot be sooner than the fastest',
    path: ['maxDays'],
  });
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;
export type DeliveryZoneValues = z.output<typeof deliveryZoneInputSchema>;

export const deliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pincodes: z.array(z.string()),
  standardFee: z.number(),
  freeAbove: z.number().nullable(),
  expressFee: z.number().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  cod: z.boolean(),
  updatedAt: z.string(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** GET /api/delivery?pincode=…&amount=…: what delivery to a PIN code costs and offers. */
export const deliveryQuoteQuerySchema = z.object({
  pincode: pincodeSchema,
  /** The amount the charge is for (a book's price, the cart's subtotal), in rupees. */
  amount: z.coerce
    .number({ error: 'The amount must be a number of rupees' })
    .min(0, 'The amount cannot be negative')
    .max(10_000_000, 'The amount must be at most ₹1,00,00,000')
    .default(0),
});

export const deliveryQuoteSchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
  /** The zone's name; null when the shop has no zones (one rate for all of India). */
  zone: z.string().nullable(),
  /** Standard delivery's charge for the amount, in rupees; null when not deliverable. */
  standard: z.number().nullable(),
  /** Express delivery's charge; null where it is not offered. */
  express: z.number().nullable(),
  /** Standard delivery is free from this amount; null when it never is. */
  freeAbove: z.number().nullable(),
  cod: z.boolean(),
  /** Business days from dispatch; null when the shop has no zones. */
  estimate: z.object({ minDays: z.number().int(), maxDays: z.number().int() }).nullable(),
  /** One sentence for the shopper: the charge, the estimate and cash on delivery, or why not. */
  message: z.string(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
