import { formatOrderNumber, type Order, type RazorpayPayment } from '@shared/schemas/checkout.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../plugins/errors.ts';
import { issueInvoice } from '../invoices/invoices.public.ts';
import { notifyUsers } from '../notifications/notifications.public.ts';
import { toOrder } from './order-dto.ts';
import type { OrderDeps } from './order-deps.ts';
import { recordOrderEvent, restockAndAlert } from './order-stock.service.ts';
import type { WishlistMail } from '../wishlist/wishlist.public.ts';
import {
  cancelIfStillUnpaid,
  deleteIdempotencyKey,
  findExpiredUnpaidOrderIds,
  findOrder,
  recordPayment,
  saveIdempotentAnswer,
  setRazorpayOrderId,
} from './orders.repository.ts';
import { createRazorpayOrder, isValidPaymentSignature } from './razorpay-client.ts';

async function getOwnOrder(db: Db, userId: number, id: string): Promise<Order> {
  const row = await findOrder(db, id, userId);
  if (!row) throw notFound('Order not found');
  return toOrder(db, row);
}

/** How long an online order holds its stock while the shopper pays. */
export const paymentWindowMs = 30 * 60 * 1000;

export const unavailable = () =>
  badRequest('Online payment is not available right now.', {
    paymentMethod: 'Online payment is not available right now.',
  });

/**
 * Creates the Razorpay order after the shop's own order is committed (no network call holds a
 * database transaction open). If Razorpay cannot be reached, the order is released again and
 * the same Idempotency-Key may be retried.
 */
export async function startOnlinePayment(
  deps: OrderDeps,
  userId: number,
  idempotencyKey: string,
  order: Order,
): Promise<Order> {
  const { db } = deps;
  try {
    const remote = await createRazorpayOrder(deps.razorpay!, {
      amountPaise: Math.round(order.totalAmount * 100),
      receipt: order.orderNumber,
      notes: { orderId: order.id },
    });
    await setRazorpayOrderId(db, order.id, remote.id);
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'could not create the Razorpay order');
    await db.transaction(async (tx) => {
      if (await cancelIfStillUnpaid(tx, order.id)) {
        await restockAndAlert(tx, order.id, deps);
        await recordOrderEvent(tx, {
          orderId: order.id,
          status: 'cancelled',
          note: 'Online payment could not be started',
        });
      }
      await deleteIdempotencyKey(tx, userId, idempotencyKey);
    });
    deps.mailer.wake();
    throw new HttpError(
      502,
      'PAYMENT_UNAVAILABLE',
      'Online payment could not be started. Please try again or choose cash on delivery.',
    );
  }
  const started = await getOwnOrder(db, userId, order.id);
  await saveIdempotentAnswer(db, userId, idempotencyKey, 201, started);
  return started;
}

/**
 * Marks an order paid (from Checkout's verified answer or the signed webhook, whichever comes
 * first): a pending order becomes confirmed. A payment for an order already released is
 * recorded and flagged for a refund.
 */
export async function markPaid(
  deps: OrderDeps,
  orderId: string,
  razorpayPaymentId: string,
  via: string,
) {
  await deps.db.transaction(async (tx) => {
    const paid = await recordPayment(tx, orderId, razorpayPaymentId);
    if (!paid) return;
    const refundDue = paid.status === 'cancelled';
    // Paid and confirmed: the order's invoice is issued with the payment.
    if (paid.status === 'confirmed') await issueInvoice(tx, orderId);
    if (refundDue) deps.log.warn({ orderId }, 'payment arrived for a cancelled order: refund due');
    await recordOrderEvent(tx, {
      orderId,
      status: paid.status,
      note: refundDue
        ? `Payment received (${via}) after cancellation: refund due`
        : `Payment received (${via})`,
    });
    if (paid.userId !== null && !refundDue) {
      await notifyUsers(tx, [
        {
          userId: paid.userId,
          type: 'order',
          title: `Payment received for ${formatOrderNumber(paid.orderNumber)}`,
          body: 'Thank you! Your order is confirmed.',
          link: `/orders/${orderId}`,
        },
      ]);
    }
  });
}

/** The shopper's browser reports a payment: only a valid Checkout signature counts. */
export async function verifyPayment(
  deps: OrderDeps,
  userId: number,
  orderId: string,
  payment: RazorpayPayment,
): Promise<Order> {
  const order = await findOrder(deps.db, orderId, userId);
  if (!order) throw notFound('Order not found');
  if (!deps.razorpay) throw unavailable();
  if (
    order.razorpayOrderId !== payment.razorpayOrderId ||
    !isValidPaymentSignature(deps.razorpay.keySecret, payment)
  ) {
    throw new HttpError(400, 'INVALID_SIGNATURE', 'The payment could not be verified.');
  }
  await markPaid(deps, orderId, payment.razorpayPaymentId, 'checkout');
  return getOwnOrder(deps.db, userId, orderId);
}

/** Releases the stock of online orders left unpaid past their window. */
export async function releaseUnpaidOrders(
  db: Db,
  mail: WishlistMail & { mailer: { wake(): void } },
  now = new Date(),
): Promise<number> {
  let released = 0;
  for (const id of await findExpiredUnpaidOrderIds(db, now)) {
    await db.transaction(async (tx) => {
      const row = await cancelIfStillUnpaid(tx, id);
      if (!row) return;
      released++;
      await restockAndAlert(tx, id, mail);
      await recordOrderEvent(tx, {
        orderId: id,
        status: 'cancelled',
        note: 'Not paid within 30 minutes',
      });
      if (row.userId !== null) {
        await notifyUsers(tx, [
          {
            userId: row.userId,
            type: 'order',
            title: `Order ${formatOrderNumber(row.orderNumber)} cancelled`,
            body: 'We did not receive the payment within 30 minutes, so the books went back on the shelf.',
            link: `/orders/${id}`,
          },
        ]);
      }
    });
  }
  if (released > 0) mail.mailer.wake();
  return released;
}
