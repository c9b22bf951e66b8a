import { z } from 'zod';

/** True when a rupee amount has at most two decimals (a whole number of paise). */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** A rupee amount typed by staff: a number ≥ 0 with at most two decimals. */
export const rupeeAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} must be at most ₹1,00,00,000`)
    .refine(isWholePaise, `${label} can have at most two decimals (paise)`);

/** `?flag=1|0|true|false` in a query string. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const adminPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `YYYY-MM-DD`, a day in the shop's time zone (India Standard Time). */
export const shopDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-01-31')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'No such date');

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
