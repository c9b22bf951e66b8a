import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shared/schemas/checkout.ts';
import type { Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { users } from '../../../db/schema/auth.ts';
import { orderEvents, orders } from '../../../db/schema/commerce.ts';
import { endOfDay, startOfDay } from '../admin.public.ts';

export interface AdminOrderFilters {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  userId?: number;
}

function conditions(f: AdminOrderFilters): SQL[] {
  const where: SQL[] = [];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.userId !== undefined) where.push(eq(orders.userId, f.userId));
  if (f.from) where.push(gte(orders.createdAt, startOfDay(f.from)));
  if (f.to) where.push(lt(orders.createdAt, endOfDay(f.to)));
  if (f.q) {
    const number = /^(?:psk-?)?0*(\d{1,9})$/i.exec(f.q)?.[1];
    if (number) {
      where.push(eq(orders.orderNumber, Number(number)));
    } else {
      const pattern = containsPattern(f.q);
      where.push(
        or(sql`${orders.userEmail} ILIKE ${pattern}`, sql`${orders.userName} ILIKE ${pattern}`)!,
      );
    }
  }
  return where;
}

/** An order's row with its number of copies (qualified by hand inside the subquery). */
export const adminOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  shippingMethod: orders.shippingMethod,
  userId: orders.userId,
  userName: orders.userName,
  userEmail: orders.userEmail,
  totalAmountPaise: orders.totalAmountPaise,
  trackingNumber: orders.trackingNumber,
  createdAt: orders.createdAt,
  itemCount: sql<number>`(SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = "orders"."id")`,
};

export async function findAdminOrdersPage(
  db: Tx,
  filters: AdminOrderFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select(adminOrderColumns)
    .from(orders)
    .where(and(...conditions(filters)))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(page.limit)
    .offset(page.offset);
}
export type AdminOrderRowData = Awaited<ReturnType<typeof findAdminOrdersPage>>[number];

export async function countAdminOrders(db: Tx, filters: AdminOrderFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...conditions(filters)));
  return row?.n ?? 0;
}

/** One batch of the export, newest order number first, after the last one already sent. */
export async function findOrdersForExport(
  db: Tx,
  filters: AdminOrderFilters,
  beforeOrderNumber: number | null,
  limit: number,
) {
  return db
    .select({
      ...adminOrderColumns,
      subtotalPaise: orders.subtotalPaise,
      shippingFeePaise: orders.shippingFeePaise,
      taxPaise: orders.taxPaise,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(
      and(
        ...conditions(filters),
        beforeOrderNumber === null ? undefined : lt(orders.orderNumber, beforeOrderNumber),
      ),
    )
    .orderBy(desc(orders.orderNumber))
    .limit(limit);
}

/** Any order by id. */
export async function findOrderForAdmin(db: Tx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderEventsWithActors(db: Tx, orderId: string) {
  return db
    .select({
      status: orderEvents.status,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
      actorId: users.id,
      actorName: users.fullName,
      actorEmail: users.email,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function findRecentOrders(db: Tx, limit: number, userId?: number) {
  return db
    .select(adminOrderColumns)
    .from(orders)
    .where(userId === undefined ? undefined : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
}

/** The newest order and the number of pending ones: two index-friendly reads for the poll. */
export async function findOrderPulse(db: Tx) {
  const [latest] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(1);
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, 'pending'));
  return { latest, pendingCount: Number(pending?.n ?? 0) };
}
