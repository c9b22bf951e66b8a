import { paiseToRupees } from '@shared/money.ts';
import {
  addDays,
  daysInRange,
  defaultAnalyticsDays,
  maxAnalyticsDays,
  funnelSteps,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
} from '@shared/schemas/admin-analytics.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../plugins/errors.ts';
import {
  countFunnelVisitors,
  findRevenueByDay,
  findTopBooks,
  findTopCategories,
  findTopSearches,
  sumOrderTotals,
  type DayRange,
} from './admin-analytics.repository.ts';
import { shopTimeZone } from '../admin.public.ts';

const listLength = 10;

/** Today in the shop's time zone, as `YYYY-MM-DD`. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(now);
}

/**
 * The asked range with a missing end filled in: `from` alone runs to today, `to` alone covers
 * the 30 days ending then, neither is the last 30 days. The schema checks a range given whole;
 * one filled in here is checked here.
 */
export function resolveRange(query: AdminAnalyticsQuery, today = shopToday()): DayRange {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(defaultAnalyticsDays - 1));
  if (daysInRange(from, to) > maxAnalyticsDays) {
    const message = `Choose a range of at most ${maxAnalyticsDays} days`;
    throw badRequest(message, { from: message });
  }
  return { from, to };
}

/** The analytics screen's figures: sums in paise from SQL, rupees only in the answer. */
export async function getAnalytics(db: Db, query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
  const range = resolveRange(query);
  const [totals, byDay, byCopies, byRevenue, categories, funnel, searches, zeroResults] =
    await Promise.all([
      sumOrderTotals(db, range),
      findRevenueByDay(db, range),
      findTopBooks(db, range, 'copies', listLength),
      findTopBooks(db, range, 'revenue', listLength),
      findTopCategories(db, range, listLength),
      countFunnelVisitors(db, range),
      findTopSearches(db, range, { zeroResults: false, limit: listLength }),
      findTopSearches(db, range, { zeroResults: true, limit: listLength }),
    ]);
  const book = ({ revenuePaise, ...rest }: (typeof byCopies)[number]) => ({
    ...rest,
    revenue: paiseToRupees(revenuePaise),
  });
  return {
    ...range,
    totals: {
      revenue: paiseToRupees(totals.revenuePaise),
      orders: totals.orders,
      averageOrderValue:
        totals.orders === 0 ? 0 : paiseToRupees(Math.round(totals.revenuePaise / totals.orders)),
      copies: totals.copies,
    },
    byDay: byDay.map((d) => ({
      date: d.date,
      revenue: paiseToRupees(d.revenuePaise),
      orders: d.orders,
    })),
    topBooksByCopies: byCopies.map(book),
    topBooksByRevenue: byRevenue.map(book),
    topCategories: categories.map(({ revenuePaise, ...rest }) => ({
      ...rest,
      revenue: paiseToRupees(revenuePaise),
    })),
    funnel: funnelSteps.map((step) => ({ step, visitors: Number(funnel[step] ?? 0) })),
    topSearches: searches,
    zeroResultSearches: zeroResults,
  };
}
