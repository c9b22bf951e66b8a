import { longDate, shopToday } from '@shared/preorder.ts';
import {
  adminOrderMessages,
  canTransition,
  type OrderStatusChange,
} from '@shared/schemas/admin-orders.ts';
import { formatOrderNumber, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { issueInvoice } from '../invoices/invoices.public.ts';
import { notifyUsers } from '../notifications/notifications.public.ts';
import { recordOrderEvent, restockAndAlert } from './order-stock.service.ts';
import { findOrderLines, lockOrder, updateOrderStatus } from './orders.repository.ts';

/** What a status change needs besides its data. */
export interface OrderStatusDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** An order's state as a status change finds and leaves it (the staff audit keeps both). */
export interface OrderState {
  status: OrderStatus;
  trackingNumber: string | null;
  paymentStatus: string;
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

/** An order with a pre-ordered book does not ship before the book is published. */
async function assertPublished(tx: Tx, orderId: string) {
  const today = shopToday();
  const waiting = (await findOrderLines(tx, orderId)).find(
    (line) => line.preorderUntil && line.preorderUntil > today,
  );
  if (waiting) {
    throw conflict(
      `“${waiting.title}” is a pre-order: it is published on ${longDate(waiting.preorderUntil!)}, and the order ships on or after that date.`,
      'PREORDER_NOT_PUBLISHED',
    );
  }
}

/**
 * Moves an order along the transitions of docs/product.md "Order status" only, in one
 * transaction with its event (the staff member as actor), the restock of a cancel or refund, the
 * shopper's notification and mail, and whatever `alsoInTransaction` adds (the staff's audit row).
 */
export async function changeOrderStatus(
  deps: OrderStatusDeps,
  actorUserId: number,
  id: string,
  input: OrderStatusChange,
  alsoInTransaction?: (tx: Tx, change: { before: OrderState; after: OrderState }) => Promise<void>,
): Promise<void> {
  const { db } = deps;
  const to = input.status;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order not found');
    const from = order.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw conflict(adminOrderMessages.refused(from, to), 'INVALID_TRANSITION');
    }
    if (to === 'shipped' || to === 'delivered') await assertPublished(tx, id);
    const trackingNumber = to === 'shipped' ? input.trackingNumber! : order.trackingNumber;
    const paymentStatus =
      to === 'refunded' && order.paymentStatus === 'paid' ? 'refunded' : order.paymentStatus;
    await updateOrderStatus(tx, id, { status: to, trackingNumber, paymentStatus });
    if (to === 'cancelled' || to === 'refunded') await restockAndAlert(tx, id, deps);
    if (to === 'confirmed' || to === 'shipped' || to === 'delivered') await issueInvoice(tx, id);
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
    await alsoInTransaction?.(tx, {
      before: {
        status: from,
        trackingNumber: order.trackingNumber,
        paymentStatus: order.paymentStatus,
      },
      after: { status: to, trackingNumber, paymentStatus },
    });
  });
  deps.mailer.wake();
  if (to === 'cancelled' || to === 'refunded') invalidateCatalogCache(db);
}
