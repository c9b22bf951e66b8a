import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/commerce.ts';
import { returnEvents, returnLines, returnPhotos, returns } from '../../db/schema/returns.ts';

/** The order, locked for the transaction, with when it was delivered. */
export async function lockOrderForReturn(tx: Tx, orderId: string, userId: number | null) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      razorpayPaymentId: orders.razorpayPaymentId,
      shippingFeePaise: orders.shippingFeePaise,
      userEmail: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      userId === null
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, userId)),
    )
    .for('update', { of: orders });
  return row;
}

export async function findDeliveredAt(tx: Tx, orderId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The order's lines with how many copies of each are already in a return not declined. */
export async function findLinesWithReturned(tx: Tx, orderId: string) {
  return tx
    .select({
      orderItemId: orderItems.id,
      bookId: orderItems.bookId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      lineTotalPaise: orderItems.lineTotalPaise,
      discountPaise: orderItems.discountPaise,
      taxPaise: orderItems.taxPaise,
      preorderUntil: orderItems.preorderUntil,
      returned: sql<number>`coalesce((SELECT sum(rl.quantity)::int FROM ${returnLines} rl
        JOIN ${returns} r ON r.id = rl.return_id
        WHERE rl.order_item_id = "order_items"."id" AND r.status <> 'declined'), 0)`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function insertReturn(
  tx: Tx,
  row: typeof returns.$inferInsert,
  lines: Omit<typeof returnLines.$inferInsert, 'returnId'>[],
) {
  const [created] = await tx.insert(returns).values(row).returning({ id: returns.id });
  await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: created!.id })));
  return created!.id;
}

export async function insertReturnEvent(
  tx: Tx,
  event: { returnId: number; status: string; note?: string | null; actorUserId?: number | null },
) {
  await tx.insert(returnEvents).values({ ...event, note: event.note || null });
}

export async function lockReturn(tx: Tx, id: number) {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

export async function updateReturn(
  tx: Tx,
  id: number,
  values: Partial<typeof returns.$inferInsert>,
) {
  await tx.update(returns).set(values).where(eq(returns.id, id));
}

export async function setRestocked(tx: Tx, lineId: number, returnId: number, quantity: number) {
  await tx
    .update(returnLines)
    .set({ restocked: quantity })
    .where(and(eq(returnLines.id, lineId), eq(returnLines.returnId, returnId)));
}

/** Returns with their lines (titles from the order) and events, newest first. */
export async function findReturns(tx: Tx, where: { orderId?: string; open?: boolean }) {
  const heads = await tx
    .select({
      ...getTableColumns(returns),
      hasPhoto: sql<boolean>`EXISTS (SELECT 1 FROM ${returnPhotos} p WHERE p.return_id = "returns"."id")`,
      orderNumber: orders.orderNumber,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(
      and(
        where.orderId ? eq(returns.orderId, where.orderId) : undefined,
        where.open ? inArray(returns.status, ['requested', 'approved', 'received']) : undefined,
      ),
    )
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(200);
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.id);
  const [lines, events] = await Promise.all([
    tx
      .select({
        id: returnLines.id,
        returnId: returnLines.returnId,
        orderItemId: returnLines.orderItemId,
        quantity: returnLines.quantity,
        refundPaise: returnLines.refundPaise,
        restocked: returnLines.restocked,
        title: orderItems.title,
        bookId: orderItems.bookId,
        preorderUntil: orderItems.preorderUntil,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
    tx
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
  ]);
  return heads.map((h) => ({
    ...h,
    lines: lines.filter((l) => l.returnId === h.id),
    events: events.filter((e) => e.returnId === h.id),
  }));
}
