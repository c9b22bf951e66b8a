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

/** Coupon codes as a query parameter: `A,B`, each as couponCodeSchema, at most 5. */
export const couponListSchema = z
  .string()
  .transform((v) => v.split(',').filter((c) => c.trim() !== ''))
  .pipe(z.array(couponCodeSchema).max(5, 'Use at most 5 coupon codes'));

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

/**
 * What a promotion gives: a percentage or an amount off, "buy N, get M free" (the cheapest
 * free), "N for ₹X" (`bundle`), or free delivery.
 */
export const promotionKinds = ['percent', 'fixed', 'buy_get', 'bundle', 'free_delivery'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** What it applies to: the whole order, books by one of these, a saved query's books, a zone. */
export const promotionTargets = [
  'order',
  'category',
  'collection',
  'author',
  'publisher',
  'series',
  'query',
  'zone',
] as const;
export type PromotionTarget = (typeof promotionTargets)[number];

/** A promotion as staff create or edit it (amounts in rupees, the percentage as a number). */
export const promotionInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters'),
    /** Empty for an automatic offer, which applies without a code. */
    code: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      couponCodeSchema.nullable().default(null),
    ),
    kind: z.enum(promotionKinds, { error: 'Choose what the promotion gives' }),
    targetKind: z.enum(promotionTargets, { error: 'Choose what it applies to' }).default('order'),
    targetValue: z
      .string()
      .trim()
      .max(200, 'The target must be at most 200 characters')
      .nullable()
      .default(null),
    buyQuantity: z
      .number({ error: 'The number of books must be a whole number' })
      .int('The number of books must be a whole number')
      .min(1, 'The number of books must be at least 1')
      .max(100, 'The number of books must be at most 100')
      .nullable()
      .default(null),
    getQuantity: z
      .number({ error: 'The number of free books must be a whole number' })
      .int('The number of free books must be a whole number')
      .min(1, 'The number of free books must be at least 1')
      .max(100, 'The number of free books must be at most 100')
      .nullable()
      .default(null),
    combinable: z.boolean().default(false),
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
    if (p.kind === 'bundle' && !(p.amount && p.amount > 0)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the price of the set', path: ['amount'] });
    }
    if (p.kind === 'bundle' && !(p.buyQuantity && p.buyQuantity >= 2)) {
      ctx.addIssue({
        code: 'custom',
        message: 'A set is of 2 books or more',
        path: ['buyQuantity'],
      });
    }
    if (p.kind === 'buy_get' && p.buyQuantity === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter how many to buy', path: ['buyQuantity'] });
    }
    if (p.kind === 'buy_get' && p.getQuantity === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter how many are free', path: ['getQuantity'] });
    }
    if (p.targetKind !== 'order' && !p.targetValue) {
      ctx.addIssue({ code: 'custom', message: 'Say which it applies to', path: ['targetValue'] });
    }
    if (p.targetKind === 'query' && p.targetValue && !/^[1-9]\d{0,8}$/.test(p.targetValue)) {
      ctx.addIssue({ code: 'custom', message: 'Choose a saved query', path: ['targetValue'] });
    }
    if (p.kind === 'free_delivery' && p.targetKind !== 'order' && p.targetKind !== 'zone') {
      ctx.addIssue({
        code: 'custom',
        message: 'Free delivery applies to the whole order or to a delivery zone',
        path: ['targetKind'],
      });
    }
    if (p.kind !== 'free_delivery' && p.targetKind === 'zone') {
      ctx.addIssue({
        code: 'custom',
        message: 'Only free delivery can be for a delivery zone',
        path: ['targetKind'],
      });
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
  kind: z.enum(promotionKinds),
  targetKind: z.enum(promotionTargets),
  targetValue: z.string().nullable(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  combinable: z.boolean(),
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
