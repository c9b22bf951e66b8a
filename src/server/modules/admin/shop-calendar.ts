import { sql, type SQL } from 'drizzle-orm';

/**
 * The shop keeps Indian days: "today", the dashboard's days and the order list's dates are
 * India Standard Time calendar days, whatever the server's own time zone.
 */
export const shopTimeZone = 'Asia/Kolkata';

/** The moment a shop day (`YYYY-MM-DD`) begins. */
export const startOfDay = (day: string): SQL =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${shopTimeZone})`;

/** The moment the day after a shop day begins. */
export const endOfDay = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${shopTimeZone})`;

/** The moment today (in the shop's time zone) began, `daysBack` days earlier. */
export const startOfToday = (daysBack = 0): SQL =>
  sql`(((now() AT TIME ZONE ${shopTimeZone})::date - ${daysBack}::int)::timestamp AT TIME ZONE ${shopTimeZone})`;
