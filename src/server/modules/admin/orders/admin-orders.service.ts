import { paiseToRupees } from '@shared/money.ts';
import {
  adminOrderMessages,
  canTransition,
  orderTransitions,
  type AdminOrderDetail,
  type AdminOrderPulse,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type OrderStatusChange,
} from '@shared/schemas/admin-orders.ts';
import { formatOrderNumber, type Order, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { conflict, notFound } from '../../../plugins/errors.ts';
import { invalidateCatalogCache } from '../../catalog/catalog.public.ts';
import { notifyUsers } from '../../notifications/notifications.public.ts';
import { getOrderLines, recordOrderEvent, restockOrder } from '../../orders/orders.public.ts';
import { notifyWishlisters } from '../../wishlist/wishlist.public.ts';
import { findBooksForAdmin } from '../books/admin-books.public.ts';
import {
  countAdminOrders,
  findAdminOrdersPage,
  findOrderEventsWithActors,
  findOrderForAdmin,
  findOrderPulse,
  findRecentOrders,
  updateOrderStatus,
  type AdminOrderRowData,
} from './admin-orders.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

export interface AdminOrderDeps {
  db: Db;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
  publicUrl: string;
}

export function toAdminOrderRow(row: AdminOrderRowData): AdminOrderRow {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    shippingMethod: row.shippingMethod as Order['shippingMethod'],
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    itemCount: row.itemCount,
    totalAmount: paiseToRupees(row.totalAmountPaise),
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest orders (of one shopper, given `userId`) as the admin tables show them. */
export async function listRecentOrders(
  db: Db,
  limit: number,
  userId?: number,
): Promise<AdminOrderRow[]> {
  return (await findRecentOrders(db, limit, userId)).map(toAdminOrderRow);
}

/** What the admin area polls to notice a new order (ADR 022). */
export async function getOrderPulse(db: Db): Promise<AdminOrderPulse> {
  const { latest, pendingCount } = await findOrderPulse(db);
  return {
    pendingCount,
    latest: latest
      ? {
          id: latest.id,
          orderNumber: formatOrderNumber(latest.orderNumber),
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
  };
}

export async function listAdminOrders(db: Db, query: AdminOrdersQuery) {
  const { page, pageSize, ...filters } = query;
  const [rows, total] = await Promise.all([
    findAdminOrdersPage(db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAdminOrders(db, filters),
  ]);
  return { items: rows.map(toAdminOrderRow), total, page, pageSize };
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrderDetail> {
  const row = await findOrderForAdmin(db, id);
  if (!row) throw notFound('Order not found');
  const [lines, events] = await Promise.all([
    getOrderLines(db, id),
    findOrderEventsWithActors(db, id),
  ]);
  const { fullName, mobile, line1, line2 = '', city, state, pincode } = row.shippingAddress;
  const status = row.status as OrderStatus;
  return {
    ...toAdminOrderRow({ ...row, itemCount: lines.reduce((n, l) => n + l.quantity, 0) }),
    items: lines.map((l) => ({
      bookId: l.bookId,
      title: l.title,
      author: l.author,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unitPricePaise),
      mrp: paiseToRupees(l.mrpPaise),
      lineTotal: paiseToRupees(l.lineTotalPaise),
    })),
    shippingAddress: { fullName, mobile, line1, line2, city, state, pincode },
    subtotal: paiseToRupees(row.subtotalPaise),
    shippingFee: paiseToRupees(row.shippingFeePaise),
    tax: paiseToRupees(row.taxPaise),
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    events: events.map((e) => ({
      status: e.status,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
      actor:
        e.actorId === null
          ? null
          : { id: e.actorId, name: e.actorName ?? '', email: e.actorEmail ?? '' },
    })),
    nextStatuses: [...orderTransitions[status]],
  };
}

/** What the shopper is told, by the notification and the mail. */
function shopperNotice(orderNumber: string, to: OrderStatus, tracking: string | null) {
  const bodies: Record<OrderStatus, string> = {
    pending: 'Your order is waiting to be confirmed.',
    confirmed: 'Your order is confirmed and will be packed soon.',
    shipped: `Your order is on its way. Tracking number: ${tracking ?? '—'}.`,
    delivered: 'Your order has been delivered. Happy reading!',
    cancelled: 'Your order has been cancelled by the shop.',
    refunded: 'Your order has been refunded.',
  };
  return { title: `Order ${orderNumber} ${to}`, body: bodies[to] };
}

/** Books back on the shelf (cancel, refund), telling wishlisters about any that were sold out. */
async function restock(tx: Tx, orderId: string) {
  const lines = await getOrderLines(tx, orderId);
  const ids = [...new Set(lines.flatMap((l) => (l.bookId === null ? [] : [l.bookId])))];
  const before = await findBooksForAdmin(tx, ids, true);
  await restockOrder(tx, orderId, lines);
  const after = new Map((await findBooksForAdmin(tx, ids)).map((b) => [b.id, b]));
  await notifyWishlisters(
    tx,
    before.map((b) => ({ before: b, after: after.get(b.id)! })),
  );
}

/**
 * Moves an order along the transitions of docs/product.md "Order status" only, in one transaction with its event (the
 * admin as actor), the restock of a cancel or refund, the shopper's notification and the audit
 * row and the shopper's mail.
 */
export async function changeOrderStatus(
  deps: AdminOrderDeps,
  actorUserId: number,
  id: string,
  input: OrderStatusChange,
): Promise<AdminOrderDetail> {
  const { db } = deps;
  const to = input.status;
  await db.transaction(async (tx) => {
    const order = await findOrderForAdmin(tx, id, true);
    if (!order) throw notFound('Order not found');
    const from = order.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw conflict(adminOrderMessages.refused(from, to), 'INVALID_TRANSITION');
    }
    const trackingNumber = to === 'shipped' ? input.trackingNumber! : order.trackingNumber;
    const paymentStatus =
      to === 'refunded' && order.paymentStatus === 'paid' ? 'refunded' : order.paymentStatus;
    await updateOrderStatus(tx, id, { status: to, trackingNumber, paymentStatus });
    if (to === 'cancelled' || to === 'refunded') await restock(tx, id);
    await recordOrderEvent(tx, {
      orderId: id,
      status: to,
      note: input.note || (to === 'shipped' ? `Tracking number: ${trackingNumber}` : undefined),
      actorUserId,
    });
    const number = formatOrderNumber(order.orderNumber);
    const notice = shopperNotice(number, to, trackingNumber);
    if (input.note) notice.body += ` Note from the shop: ${input.note}`;
    if (order.userId !== null) {
      await notifyUsers(tx, [
        { userId: order.userId, type: 'order', ...notice, link: `/orders/${id}` },
      ]);
    }
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'order.status',
        entity: 'order',
        entityId: id,
        before: {
          status: from,
          trackingNumber: order.trackingNumber,
          paymentStatus: order.paymentStatus,
        },
        after: { status: to, trackingNumber, paymentStatus, note: input.note ?? null },
      },
    ]);
    // The mail commits with the change and is delivered by the outbox worker (ADR 020).
    if (order.userEmail) {
      await deps.mailer.send(
        {
          to: order.userEmail,
          subject: notice.title,
          text: `${notice.body}\n\nSee your order: ${deps.publicUrl}/orders/${id}`,
        },
        tx,
      );
    }
  });
  deps.mailer.wake();
  if (to === 'cancelled' || to === 'refunded') invalidateCatalogCache(db);
  return getAdminOrder(db, id);
}
