import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shared/schemas/checkout.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { books } from '../../db/schema/catalog.ts';
import {
  addresses,
  cartItems,
  idempotencyKeys,
  orderEvents,
  orderItems,
  orders,
  type OrderItemJson,
  type ShippingAddressJson,
} from '../../db/schema/commerce.ts';

export type { Tx };

export async function findAddress(db: Tx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function findCartForOrder(db: Tx, userId: number) {
  return db
    .select({
      bookId: cartItems.bookId,
      quantity: cartItems.quantity,
      title: books.title,
      archivedAt: books.archivedAt,
    })
    .from(cartItems)
    .innerJoin(books, eq(books.id, cartItems.bookId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
}

/**
 * Takes `quantity` copies of a book, only if that many are in stock — one statement, so two
 * shoppers can never both take the last copy. A pre-order (published after `today`) takes none
 * and is always there. Returns the prices at this moment, or nothing.
 */
export async function takeStock(db: Tx, bookId: number, quantity: number, today: string) {
  const preorder = sql`coalesce(${books.publicationDate} > ${today}::date, false)`;
  const [row] = await db
    .update(books)
    .set({
      stockQuantity: sql`CASE WHEN ${preorder} THEN ${books.stockQuantity} ELSE ${books.stockQuantity} - ${quantity} END`,
      soldCount: sql`${books.soldCount} + ${quantity}`,
    })
    .where(
      and(
        eq(books.id, bookId),
        or(gte(books.stockQuantity, quantity), preorder),
        isNull(books.archivedAt),
      ),
    )
    .returning({
      preorderUntil: sql<
        string | null
      >`CASE WHEN ${preorder} THEN ${books.publicationDate}::text END`,
      id: books.id,
      title: books.title,
      author: books.author,
      imageUrl: books.imageUrl,
      mrpPaise: books.mrpPaise,
      sellingPricePaise: books.sellingPricePaise,
    });
  return row;
}

/**
 * Puts the lines' copies back; the books as they stand afterwards, one row a line. A pre-order's
 * line took no stock and gives none back.
 */
export async function returnStock(
  db: Tx,
  lines: { bookId: number | null; quantity: number; preorderUntil?: string | null }[],
) {
  const after = [];
  for (const line of lines) {
    if (line.bookId === null || line.preorderUntil) continue;
    const [row] = await db
      .update(books)
      .set({
        stockQuantity: sql`${books.stockQuantity} + ${line.quantity}`,
        soldCount: sql`greatest(${books.soldCount} - ${line.quantity}, 0)`,
      })
      .where(eq(books.id, line.bookId))
      .returning({
        id: books.id,
        title: books.title,
        author: books.author,
        sellingPricePaise: books.sellingPricePaise,
        stockQuantity: books.stockQuantity,
        archivedAt: books.archivedAt,
      });
    if (row) after.push(row);
  }
  return after;
}

export async function insertOrder(
  db: Tx,
  order: {
    userId: number;
    userName: string;
    userEmail: string;
    items: OrderItemJson[];
    lines: (OrderItemJson & {
      mrpPaise: number;
      lineTotalPaise: number;
      unitPricePaise: number;
      preorderUntil: string | null;
      discountPaise: number;
      taxRateBp: number;
      taxPaise: number;
      hsn: string;
    })[];
    shippingAddress: ShippingAddressJson;
    paymentMethod: string;
    shippingMethod: string;
    subtotalPaise: number;
    discountPaise: number;
    shippingFeePaise: number;
    taxPaise: number;
    totalAmountPaise: number;
    paymentDueAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(orders)
    .values({
      userId: order.userId,
      userName: order.userName,
      userEmail: order.userEmail,
      items: order.items,
      shippingAddress: order.shippingAddress,
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      shippingFeePaise: order.shippingFeePaise,
      taxPaise: order.taxPaise,
      totalAmountPaise: order.totalAmountPaise,
      paymentDueAt: order.paymentDueAt ?? null,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    order.lines.map((l) => ({
      orderId: row!.id,
      bookId: l.bookId,
      title: l.title,
      author: l.author,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      mrpPaise: l.mrpPaise,
      lineTotalPaise: l.lineTotalPaise,
      preorderUntil: l.preorderUntil,
      discountPaise: l.discountPaise,
      taxRateBp: l.taxRateBp,
      taxPaise: l.taxPaise,
      hsn: l.hsn,
    })),
  );
  return row!.id;
}

export async function insertOrderEvent(
  db: Tx,
  event: { orderId: string; status: string; note?: string; actorUserId?: number | null },
) {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    status: event.status,
    note: event.note ?? null,
    actorUserId: event.actorUserId ?? null,
  });
}

export async function emptyCartOf(db: Tx, userId: number, bookIds: number[]) {
  if (bookIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.bookId, bookIds)));
}

export async function countOrderPlaced(db: Tx, userId: number) {
  await db
    .update(users)
    .set({ ordersPlaced: sql`${users.ordersPlaced} + 1` })
    .where(eq(users.id, userId));
}

/** Claims an idempotency key; false when another request holds it already. */
export async function claimIdempotencyKey(
  db: Tx,
  userId: number,
  key: string,
  requestHash: string,
) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(db: Tx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveIdempotentAnswer(
  db: Tx,
  userId: number,
  key: string,
  status: number,
  body: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function findOrder(db: Tx, id: string, userId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId === undefined ? undefined : eq(orders.userId, userId)));
  return row;
}

/** An order held until the transaction ends (one status change at a time). */
export async function lockOrder(db: Tx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrderStatus(
  db: Tx,
  id: string,
  values: { status: OrderStatus; trackingNumber: string | null; paymentStatus: string },
) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function findOrderLines(db: Tx, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The lines of several orders in one query (a page of the shopper's orders). */
export async function findLinesOfOrders(db: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** The status histories of several orders in one query. */
export async function findEventsOfOrders(db: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderEvents.orderId,
      status: orderEvents.status,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function findOrdersPage(db: Tx, userId: number, limit: number, offset: number) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countOrders(db: Tx, userId: number) {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** Moves an order on only from one of the given statuses; nothing when it has moved already. */
export async function transitionOrder(db: Tx, id: string, from: OrderStatus[], to: OrderStatus) {
  const [row] = await db
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning({ id: orders.id });
  return Boolean(row);
}

export async function setRazorpayOrderId(db: Tx, id: string, razorpayOrderId: string) {
  await db.update(orders).set({ razorpayOrderId }).where(eq(orders.id, id));
}

export async function findOrderByRazorpayOrderId(db: Tx, razorpayOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId));
  return row;
}

/** Records a payment once; a pending order becomes confirmed. Nothing when already paid. */
export async function recordPayment(db: Tx, id: string, razorpayPaymentId: string) {
  const [row] = await db
    .update(orders)
    .set({
      paymentStatus: 'paid',
      razorpayPaymentId,
      status: sql`CASE WHEN ${orders.status} = 'pending' THEN 'confirmed' ELSE ${orders.status} END`,
    })
    .where(and(eq(orders.id, id), sql`${orders.paymentStatus} <> 'paid'`))
    .returning({
      id: orders.id,
      status: orders.status,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
    });
  return row;
}

/** Unpaid online orders whose time to pay has run out. */
export async function findExpiredUnpaidOrderIds(db: Tx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'razorpay'),
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.status, 'pending'),
        sql`${orders.paymentDueAt} < ${now}`,
      ),
    )
    .limit(100);
  return rows.map((r) => r.id);
}

export async function cancelIfStillUnpaid(db: Tx, id: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'expired' })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'unpaid')))
    .returning({ id: orders.id, userId: orders.userId, orderNumber: orders.orderNumber });
  return row;
}

export async function deleteIdempotencyKey(db: Tx, userId: number, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
