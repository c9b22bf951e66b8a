import { z } from 'zod';
import { shopDay } from './admin-common.ts';

/** The longest range one analytics request may cover (a leap year, both ends included). */
export const maxAnalyticsDays = 366;

/** The default range: today and the 29 days before it. */
export const defaultAnalyticsDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** `day` moved by `days` calendar days (negative for earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * GET /api/admin/analytics: `from`/`to` are India Standard Time days, both included. Either may
 * be left out: the range then ends today and spans 30 days.
 */
export const adminAnalyticsQuerySchema = z
  .object({ from: shopDay.optional(), to: shopDay.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  })
  .refine((v) => !v.from || !v.to || daysInRange(v.from, v.to) <= maxAnalyticsDays, {
    message: `Choose a range of at most ${maxAnalyticsDays} days`,
    path: ['from'],
  });
export type AdminAnalyticsQuery = z.output<typeof adminAnalyticsQuerySchema>;

const bookSales = z.object({
  /** Null when the book has since been deleted (its order lines keep the title). */
  bookId: z.number().int().nullable(),
  title: z.string(),
  author: z.string(),
  copies: z.number().int(),
  revenue: z.number(),
});

const searchTerm = z.object({
  term: z.string(),
  searches: z.number().int(),
  visitors: z.number().int(),
});

export const funnelSteps = ['ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase'] as const;

/**
 * Revenue leaves out cancelled and refunded orders; money is in rupees, summed exactly in paise.
 * A book's sales count once for each of its categories.
 */
export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    revenue: z.number(),
    orders: z.number().int(),
    averageOrderValue: z.number(),
    copies: z.number().int(),
  }),
  /** One entry per day of the range, oldest first, days without orders included. */
  byDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  topBooksByCopies: z.array(bookSales),
  topBooksByRevenue: z.array(bookSales),
  topCategories: z.array(
    z.object({ category: z.string(), copies: z.number().int(), revenue: z.number() }),
  ),
  /** Distinct visitors (a browser, or a signed-in user) with each event in the range. */
  funnel: z.array(z.object({ step: z.enum(funnelSteps), visitors: z.number().int() })),
  topSearches: z.array(searchTerm),
  /** Searches whose listing showed no books (only searches that recorded their result count). */
  zeroResultSearches: z.array(searchTerm),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
