import { createHash } from 'node:crypto';
import { formatINR, paiseToRupees } from '@shared/money.ts';
import {
  formatOrderNumber,
  type Order,
  type OrderStatus,
  type PlaceOrderInput,
  type Quote,
  type RazorpayPayment,
} from '@shared/schemas/checkout.ts';
import type { Db } from '../../db/client.ts';
import type { orders as ordersTable } from '../../db/schema/commerce.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { findCartLines } from '../cart/cart.repository.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import {
  createRazorpayOrder,
  isValidPaymentSignature,
  type RazorpayConfig,
} from '../payments/razorpay-client.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings.service.ts';
import {
  cancelIfStillUnpaid,
  claimIdempotencyKey,
  deleteIdempotencyKey,
  findExpiredUnpaidOrderIds,
  recordPayment,
  setRazorpayOrderId,
  countOrderPlaced,
  countOrders,
  emptyCartOf,
  findAddress,
  findCartForOrder,
  findIdempotencyKey,
  findOrder,
  findOrderEvents,
  findOrderLines,
  findOrdersPage,
  insertOrder,
  insertOrderEvent,
  returnStock,
  saveIdempotentAnswer,
  takeStock,
  transitionOrder,
} from './orders.repository.ts';

type OrderRow = typeof ordersTable.$inferSelect;

export interface OrderDeps {
  db: Db;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  publicUrl: string;
  /** Set when online payment is configured. */
  razorpay?: RazorpayConfig;
}

/** How long an online order holds its stock while the shopper pays. */
export const paymentWindowMs = 30 * 60 * 1000;

const unavailable = () =>
  badRequest('Online payment is not available right now.', {
    paymentMethod: 'Online payment is not available right now.',
  });

/** Shipping in paise for a subtotal (DESIGN.md: free Standard at or above the threshold). */
export function shippingFeePaise(
  settings: ShopSettings,
  method: 'standard' | 'express',
  subtotalPaise: number,
): number {
  if (method === 'express') return Math.round(settings.expressShippingFee * 100);
  return subtotalPaise >= Math.round(settings.freeShippingThreshold * 100)
    ? 0
    : Math.round(settings.standardShippingFee * 100);
}

/** Tax in paise, rounded half up to the paisa (printed books carry 0 % GST by default). */
export function taxPaise(settings: ShopSettings, subtotalPaise: number): number {
  return Math.round((subtotalPaise * settings.taxRatePercent) / 100);
}

const cancellable: OrderStatus[] = ['pending', 'confirmed'];

async function toOrder(db: Db, row: OrderRow): Promise<Order> {
  const [lines, events] = await Promise.all([
    findOrderLines(db, row.id),
    findOrderEvents(db, row.id),
  ]);
  const { fullName, mobile, line1, line2 = '', city, state, pincode } = row.shippingAddress;
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    shippingMethod: row.shippingMethod as Order['shippingMethod'],
    items: lines.map((l) => ({
      bookId: l.bookId,
      title: l.title,
      author: l.author,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unitPricePaise),
      lineTotal: paiseToRupees(l.lineTotalPaise),
    })),
    shippingAddress: {
      fullName,
      mobile,
      line1,
      line2,
      city,
      state,
      pincode,
    },
    subtotal: paiseToRupees(row.subtotalPaise),
    shippingFee: paiseToRupees(row.shippingFeePaise),
    tax: paiseToRupees(row.taxPaise),
    totalAmount: paiseToRupees(row.totalAmountPaise),
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    canCancel: cancellable.includes(row.status as OrderStatus),
    razorpayOrderId: row.razorpayOrderId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the cart costs now, and each shipping method's fee, for the checkout page. */
export async function quote(db: Db, userId: number): Promise<Quote> {
  const settings = await getShopSettings(db);
  const lines = await findCartLines(db, userId);
  const subtotal = lines.reduce((sum, l) => sum + l.book.sellingPricePaise * l.quantity, 0);
  return {
    subtotal: paiseToRupees(subtotal),
    shipping: {
      standard: paiseToRupees(shippingFeePaise(settings, 'standard', subtotal)),
      express: paiseToRupees(shippingFeePaise(settings, 'express', subtotal)),
    },
    freeShippingThreshold: settings.freeShippingThreshold,
    taxRatePercent: settings.taxRatePercent,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/**
 * Places the signed-in shopper's cart as an order, all in one transaction: the idempotency key
 * is claimed first (a concurrent repeat waits on it, then reads the first answer), every line
 * takes its stock atomically (one short line fails the whole order), totals come from the
 * prices at this moment, and the cart is emptied.
 */
export async function placeOrder(
  deps: OrderDeps,
  user: { id: number; email: string; fullName: string },
  input: PlaceOrderInput,
  idempotencyKey: string,
): Promise<{ status: number; body: Order }> {
  const { db } = deps;
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const settings = await getShopSettings(db);
  if (input.paymentMethod === 'cod' && !settings.codEnabled) {
    throw badRequest('Cash on delivery is not available right now.', {
      paymentMethod: 'Cash on delivery is not available right now.',
    });
  }
  const online = input.paymentMethod === 'razorpay';
  if (online && (!deps.razorpay || !settings.razorpayEnabled)) throw unavailable();

  const outcome = await db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, user.id, idempotencyKey, requestHash))) {
      return { replay: await findIdempotencyKey(tx, user.id, idempotencyKey) };
    }
    const address = await findAddress(tx, user.id, input.addressId);
    if (!address) throw new HttpError(404, 'NOT_FOUND', 'Address not found');
    const cart = await findCartForOrder(tx, user.id);
    if (cart.length === 0) throw conflict('Your cart is empty.', 'CART_EMPTY');

    const lines = [];
    for (const item of cart) {
      const book = await takeStock(tx, item.bookId, item.quantity);
      if (!book) {
        throw conflict(
          `Sorry, “${item.title}” does not have ${item.quantity} ${item.quantity === 1 ? 'copy' : 'copies'} in stock any more. Please update your cart.`,
          'NOT_ENOUGH_STOCK',
        );
      }
      lines.push({
        bookId: book.id,
        title: book.title,
        author: book.author,
        imageUrl: book.imageUrl,
        quantity: item.quantity,
        unitPrice: paiseToRupees(book.sellingPricePaise),
        unitPricePaise: book.sellingPricePaise,
        mrpPaise: book.mrpPaise,
        lineTotalPaise: book.sellingPricePaise * item.quantity,
      });
    }
    const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
    const shipping = shippingFeePaise(settings, input.shippingMethod, subtotalPaise);
    const tax = taxPaise(settings, subtotalPaise);
    const orderId = await insertOrder(tx, {
      userId: user.id,
      userName: user.fullName || address.fullName,
      userEmail: user.email,
      items: lines.map(({ bookId, title, author, quantity, unitPrice, imageUrl }) => ({
        bookId,
        title,
        author,
        quantity,
        unitPrice,
        imageUrl,
      })),
      lines,
      shippingAddress: {
        fullName: address.fullName,
        mobile: address.mobile,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
      },
      paymentMethod: input.paymentMethod,
      shippingMethod: input.shippingMethod,
      subtotalPaise,
      shippingFeePaise: shipping,
      taxPaise: tax,
      totalAmountPaise: subtotalPaise + shipping + tax,
      paymentDueAt: online ? new Date(Date.now() + paymentWindowMs) : null,
    });
    await insertOrderEvent(tx, {
      orderId,
      status: 'pending',
      note: 'Order placed',
      actorUserId: user.id,
    });
    await emptyCartOf(
      tx,
      user.id,
      lines.map((l) => l.bookId),
    );
    await countOrderPlaced(tx, user.id);
    await insertNotifications(tx as Db, [
      {
        userId: user.id,
        type: 'order',
        title: 'Order placed',
        body: `We have received your order. We will let you know when it ships.`,
        link: `/orders/${orderId}`,
      },
    ]);
    const order = await toOrder(tx as Db, (await findOrder(tx, orderId))!);
    // An online order's answer is saved once Razorpay has its order (below).
    if (!online) await saveIdempotentAnswer(tx, user.id, idempotencyKey, 201, order);
    return { created: order };
  });

  if ('replay' in outcome) {
    const saved = outcome.replay;
    if (!saved || saved.requestHash !== requestHash) {
      throw new HttpError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different order. Use a new key for a new order.',
      );
    }
    if (saved.responseStatus === null) {
      throw conflict('This order is still being placed. Please wait a moment.', 'IN_PROGRESS');
    }
    return { status: saved.responseStatus, body: saved.responseBody as Order };
  }
  let created = outcome.created;
  if (online) created = await startOnlinePayment(deps, user.id, idempotencyKey, created);
  void sendConfirmation(deps, user.email, created);
  return { status: 201, body: created };
}

/**
 * Creates the Razorpay order after the shop's own order is committed (no network call holds a
 * database transaction open). If Razorpay cannot be reached, the order is released again and
 * the same Idempotency-Key may be retried.
 */
async function startOnlinePayment(
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
        await returnStock(tx, await findOrderLines(tx, order.id));
        await insertOrderEvent(tx, {
          orderId: order.id,
          status: 'cancelled',
          note: 'Online payment could not be started',
        });
      }
      await deleteIdempotencyKey(tx, userId, idempotencyKey);
    });
    throw new HttpError(
      502,
      'PAYMENT_UNAVAILABLE',
      'Online payment could not be started. Please try again or choose cash on delivery.',
    );
  }
  const started = await getOrder(db, userId, order.id);
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
    if (refundDue) deps.log.warn({ orderId }, 'payment arrived for a cancelled order: refund due');
    await insertOrderEvent(tx, {
      orderId,
      status: paid.status,
      note: refundDue
        ? `Payment received (${via}) after cancellation: refund due`
        : `Payment received (${via})`,
    });
    if (paid.userId !== null && !refundDue) {
      await insertNotifications(tx as Db, [
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
  return getOrder(deps.db, userId, orderId);
}

/** Releases the stock of online orders left unpaid past their window. */
export async function releaseUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  let released = 0;
  for (const id of await findExpiredUnpaidOrderIds(db, now)) {
    await db.transaction(async (tx) => {
      const row = await cancelIfStillUnpaid(tx, id);
      if (!row) return;
      released++;
      await returnStock(tx, await findOrderLines(tx, id));
      await insertOrderEvent(tx, {
        orderId: id,
        status: 'cancelled',
        note: 'Not paid within 30 minutes',
      });
      if (row.userId !== null) {
        await insertNotifications(tx as Db, [
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
  return released;
}

async function sendConfirmation(deps: OrderDeps, to: string, order: Order) {
  const lines = order.items.map((i) => `  ${i.quantity} × ${i.title} — ${formatINR(i.lineTotal)}`);
  const text = [
    `Thank you for your order ${order.orderNumber}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatINR(order.subtotal)}`,
    `Shipping: ${order.shippingFee === 0 ? 'Free' : formatINR(order.shippingFee)}`,
    `Total: ${formatINR(order.totalAmount)} (${order.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online'})`,
    '',
    `Follow your order: ${deps.publicUrl}/orders/${order.id}`,
  ].join('\n');
  try {
    await deps.mailer.send({ to, subject: `Your Pustak order ${order.orderNumber}`, text });
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'could not send the order confirmation');
  }
}

export async function getOrder(db: Db, userId: number, id: string): Promise<Order> {
  const row = await findOrder(db, id, userId);
  if (!row) throw notFound('Order not found');
  return toOrder(db, row);
}

export async function listOrders(db: Db, userId: number, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    findOrdersPage(db, userId, pageSize, (page - 1) * pageSize),
    countOrders(db, userId),
  ]);
  return { items: await Promise.all(rows.map((r) => toOrder(db, r))), total, page, pageSize };
}

/** The shopper cancels while the order is pending or confirmed; its books go back to stock. */
export async function cancelOrder(db: Db, userId: number, id: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const row = await findOrder(tx, id, userId);
    if (!row) throw notFound('Order not found');
    if (!(await transitionOrder(tx, id, cancellable, 'cancelled'))) {
      throw conflict(
        `This order is ${row.status} and can no longer be cancelled.`,
        'NOT_CANCELLABLE',
      );
    }
    await returnStock(tx, await findOrderLines(tx, id));
    await insertOrderEvent(tx, {
      orderId: id,
      status: 'cancelled',
      note: 'Cancelled by you',
      actorUserId: userId,
    });
    await insertNotifications(tx as Db, [
      {
        userId,
        type: 'order',
        title: `Order ${formatOrderNumber(row.orderNumber)} cancelled`,
        body: 'Your order has been cancelled.',
        link: `/orders/${id}`,
      },
    ]);
  });
  return getOrder(db, userId, id);
}
