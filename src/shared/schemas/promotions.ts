import { z } from 'zod';
import { rupeeAmount } from './admin-common.ts';

/** A coupon code as typed: spaces dropped, upper case; letters, digits, - and _. */
export const couponCodeSchema = z
  .string({ error: 'Enter a coupon code' })
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter a coupon code')
      .max(40, 'A coupon code is at most 40 characters')
      .regex(/^[A-Z0-9_-]+$/, 'A coupon code has only letters, digits, - and _'),
  );

const optionalCount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (or empty for no limit)`)
    .max(10_000_000, `${label} must be at most 1,00,00,000`)
    .nullable()
    .default(null);

const optionalDate = z.iso
  .datetime({ offset: true, error: 'Enter a date and time' })
  .nullable()
  .default(null);

/** A promotion as staff create or edit it (amounts in rupees, the percentage as a number). */
export const promotionInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters'),
    code: couponCodeSchema,
    kind: z.enum(['percent', 'fixed'], { error: 'Choose a percentage or an amount off' }),
    percent: z
      .number({ error: 'The percentage must be a number' })
      .gt(0, 'The percentage must be more than 0')
      .max(100, 'The percentage must be at most 100')
      .refine((v) => Number.isInteger(v * 100), 'The percentage can have at most two decimals')
      .nullable()
      .default(null),
    amount: rupeeAmount('The amount off').nullable().default(null),
    minOrder: rupeeAmount('The minimum order').default(0),
    startsAt: optionalDate,
    endsAt: optionalDate,
    usageLimit: optionalCount('Total uses'),
    perCustomerLimit: optionalCount('Uses per customer'),
    firstOrderOnly: z.boolean().default(false),
    paused: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && p.percent === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter the percentage off', path: ['percent'] });
    }
    if (p.kind === 'fixed' && !(p.amount && p.amount > 0)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the amount off', path: ['amount'] });
    }
    if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt)) {
      ctx.addIssue({ code: 'custom', message: 'It must end after it starts', path: ['endsAt'] });
    }
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionValues = z.output<typeof promotionInputSchema>;

/** A promotion as staff see it, with its figures. */
export const promotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  paused: z.boolean(),
  /** `scheduled`, `active`, `paused`, `ended` or `used up`, now. */
  state: z.string(),
  uses: z.number().int(),
  /** What it took off orders still standing, and those orders' totals. */
  discountGiven: z.number(),
  revenue: z.number(),
});
export type Promotion = z.infer<typeof promotionSchema>;
