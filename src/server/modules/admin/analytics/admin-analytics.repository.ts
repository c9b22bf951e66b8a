import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { books } from '../../../db/schema/catalog.ts';
import { orderItems, orders } from '../../../db/schema/commerce.ts';
import { events } from '../../../db/schema/content.ts';
import { endOfDay, shopTimeZone, startOfDay } from '../admin.public.ts';

/** A range of shop days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** bigint sums come back as strings from node-postgres and as numbers from PGlite. */
const int = (v: string | number | null | undefined) => Number(v ?? 0);

/** Orders that count as revenue, placed within the range (`o` is the orders alias). */
const earningIn = ({ from, to }: DayRange): SQL =>
  sql`o.status NOT IN ('cancelled', 'refunded')
      AND o.created_at >= ${startOfDay(from)} AND o.created_at < ${endOfDay(to)}`;

/** Events within the range (`e` is the events alias). */
const eventsIn = ({ from, to }: DayRange): SQL =>
  sql`e.created_at >= ${startOfDay(from)} AND e.created_at < ${endOfDay(to)}`;

/** One person for the funnel: the browser's id, else the signed-in user. */
const who = sql`coalesce(e.visitor_id, 'user:' || e.user_id::text)`;

export async function sumOrderTotals(db: Tx, range: DayRange) {
  const [row] = await queryRows<{ revenue: string | number; orders: number; copies: string }>(
    db,
    sql`SELECT coalesce(sum(o.total_amount), 0)::bigint AS revenue,
               count(*)::int AS orders,
               coalesce(sum((SELECT sum(i.quantity) FROM ${orderItems} i
                             WHERE i.order_id = o.id)), 0)::bigint AS copies
        FROM ${orders} o
        WHERE ${earningIn(range)}`,
  );
  return { revenuePaise: int(row?.revenue), orders: row?.orders ?? 0, copies: int(row?.copies) };
}

/** One row per shop day of the range, days without orders included. */
export async function findRevenueByDay(db: Tx, range: DayRange) {
  const rows = await queryRows<{ date: string; revenue: string | number; orders: number }>(
    db,
    sql`WITH days AS (
          SELECT generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date
            AS day
        ),
        totals AS (
          SELECT (o.created_at AT TIME ZONE ${shopTimeZone})::date AS day,
                 sum(o.total_amount) AS revenue, count(*) AS orders
          FROM ${orders} o
          WHERE ${earningIn(range)}
          GROUP BY 1
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               coalesce(totals.revenue, 0)::bigint AS revenue,
               coalesce(totals.orders, 0)::int AS orders
        FROM days LEFT JOIN totals ON totals.day = days.day
        ORDER BY days.day`,
  );
  return rows.map((r) => ({ date: r.date, revenuePaise: int(r.revenue), orders: r.orders }));
}

/**
 * The best-selling books, by copies or by revenue (what the lines earned after promotions).
 * Lines of a deleted book are grouped by their title and author, as the order kept them.
 */
export async function findTopBooks(
  db: Tx,
  range: DayRange,
  by: 'copies' | 'revenue',
  limit: number,
) {
  const order = by === 'copies' ? sql`copies DESC, revenue DESC` : sql`revenue DESC, copies DESC`;
  const rows = await queryRows<{
    bookId: number | null;
    title: string;
    author: string;
    copies: string | number;
    revenue: string | number;
  }>(
    db,
    sql`SELECT i.book_id AS "bookId", max(i.title) AS title, max(i.author) AS author,
               sum(i.quantity)::bigint AS copies,
               sum(i.line_total - i.discount_paise)::bigint AS revenue
        FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id
        WHERE ${earningIn(range)}
        GROUP BY i.book_id, CASE WHEN i.book_id IS NULL THEN i.title || ' / ' || i.author END
        ORDER BY ${order}, title
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    bookId: r.bookId,
    title: r.title,
    author: r.author,
    copies: int(r.copies),
    revenuePaise: int(r.revenue),
  }));
}

/** Sales by the books' current categories (a book in two categories counts in both). */
export async function findTopCategories(db: Tx, range: DayRange, limit: number) {
  const rows = await queryRows<{
    category: string;
    copies: string | number;
    revenue: string | number;
  }>(
    db,
    sql`SELECT c AS category, sum(i.quantity)::bigint AS copies,
               sum(i.line_total - i.discount_paise)::bigint AS revenue
        FROM ${orderItems} i
        JOIN ${orders} o ON o.id = i.order_id
        JOIN ${books} b ON b.id = i.book_id
        CROSS JOIN LATERAL unnest(b.category) AS c
        WHERE ${earningIn(range)}
        GROUP BY c
        ORDER BY revenue DESC, copies DESC, c
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    category: r.category,
    copies: int(r.copies),
    revenuePaise: int(r.revenue),
  }));
}

/**
 * Distinct visitors per funnel event. A view is a book page's ViewContent (it names the book),
 * not a category listing's.
 */
export async function countFunnelVisitors(db: Tx, range: DayRange) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
          count(DISTINCT ${who}) FILTER (WHERE e.name = 'ViewContent'
            AND (e.book_id IS NOT NULL OR jsonb_exists(e.payload, 'content_ids')))::int
            AS "ViewContent",
          count(DISTINCT ${who}) FILTER (WHERE e.name = 'AddToCart')::int AS "AddToCart",
          count(DISTINCT ${who}) FILTER (WHERE e.name = 'InitiateCheckout')::int
            AS "InitiateCheckout",
          count(DISTINCT ${who}) FILTER (WHERE e.name = 'Purchase')::int AS "Purchase"
        FROM ${events} e
        WHERE e.name IN ('ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase')
          AND ${eventsIn(range)}`,
  );
  return row ?? {};
}

/**
 * The most frequent search terms (trimmed, case folded). With `zeroResults`, only searches
 * whose listing recorded that it found nothing.
 */
export async function findTopSearches(
  db: Tx,
  range: DayRange,
  { zeroResults, limit }: { zeroResults: boolean; limit: number },
) {
  const term = sql`lower(btrim(e.payload->>'search_string'))`;
  const rows = await queryRows<{ term: string; searches: number; visitors: number }>(
    db,
    sql`SELECT ${term} AS term, count(*)::int AS searches, count(DISTINCT ${who})::int AS visitors
        FROM ${events} e
        WHERE e.name = 'Search' AND ${eventsIn(range)}
          AND ${term} <> ''
          ${zeroResults ? sql`AND e.payload->>'result_count' = '0'` : sql``}
        GROUP BY 1
        ORDER BY searches DESC, visitors DESC, term
        LIMIT ${limit}`,
  );
  return rows;
}
