import { and, asc, count, gte, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { books } from '../../../db/schema/catalog.ts';
import { orders } from '../../../db/schema/commerce.ts';
import { contactMessages } from '../../../db/schema/content.ts';
import { shopTimeZone, startOfToday } from '../admin.public.ts';

/** Orders that count as revenue. */
const earning = sql`${orders.status} NOT IN ('cancelled', 'refunded')`;

/** bigint sums come back as strings from node-postgres and as numbers from PGlite. */
const paise = (v: string | number | null | undefined) => Number(v ?? 0);

/** Revenue in paise, summed in SQL, since the start of today, 6 and 29 days before. */
export async function sumRevenue(db: Tx) {
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${orders.totalAmountPaise}) FILTER (WHERE ${orders.createdAt} >= ${startOfToday(0)}), 0)::bigint`,
      last7Days: sql<string>`coalesce(sum(${orders.totalAmountPaise}) FILTER (WHERE ${orders.createdAt} >= ${startOfToday(6)}), 0)::bigint`,
      last30Days: sql<string>`coalesce(sum(${orders.totalAmountPaise}), 0)::bigint`,
      orders30Days: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(earning, gte(orders.createdAt, startOfToday(29))));
  return {
    todayPaise: paise(row?.today),
    last7DaysPaise: paise(row?.last7Days),
    last30DaysPaise: paise(row?.last30Days),
    orders30Days: row?.orders30Days ?? 0,
  };
}

export async function countOrdersByStatus(db: Tx) {
  return db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status);
}

export async function countNewUsers(db: Tx, daysBack: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(gte(users.createdAt, startOfToday(daysBack)));
  return row?.n ?? 0;
}

/** One row per shop day for the last `days` days (today last), days without orders included. */
export async function findRevenueByDay(db: Tx, days: number) {
  const rows = await queryRows<{ date: string; revenue: string | number; orders: number }>(
    db,
    sql`WITH days AS (
          SELECT generate_series(
            (now() AT TIME ZONE ${shopTimeZone})::date - ${days - 1}::int,
            (now() AT TIME ZONE ${shopTimeZone})::date,
            interval '1 day')::date AS day
        ),
        totals AS (
          SELECT (o.created_at AT TIME ZONE ${shopTimeZone})::date AS day,
                 sum(o.total_amount) AS revenue, count(*) AS orders
          FROM ${orders} o
          WHERE o.created_at >= ${startOfToday(days - 1)}
            AND o.status NOT IN ('cancelled', 'refunded')
          GROUP BY 1
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               coalesce(totals.revenue, 0)::bigint AS revenue,
               coalesce(totals.orders, 0)::int AS orders
        FROM days LEFT JOIN totals ON totals.day = days.day
        ORDER BY days.day`,
  );
  return rows.map((r) => ({ date: r.date, revenuePaise: paise(r.revenue), orders: r.orders }));
}

const lowStock = and(
  isNull(books.archivedAt),
  sql`${books.stockQuantity} <= ${books.lowStockThreshold}`,
);

export async function findLowStockBooks(db: Tx, limit: number) {
  const [books_, [total]] = await Promise.all([
    db
      .select({
        id: books.id,
        title: books.title,
        author: books.author,
        stockQuantity: books.stockQuantity,
        lowStockThreshold: books.lowStockThreshold,
      })
      .from(books)
      .where(lowStock)
      .orderBy(asc(books.stockQuantity), asc(books.id))
      .limit(limit),
    db.select({ n: count() }).from(books).where(lowStock),
  ]);
  return { count: total?.n ?? 0, books: books_ };
}

export async function countUnreadContactMessages(db: Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}
