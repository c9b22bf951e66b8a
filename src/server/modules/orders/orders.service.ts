import { shipsOnOrAfter, shopToday } from '@shared/preorder.ts';
import { createHash } from 'node:crypto';
import { formatINR, paiseToRupees } from '@shared/money.ts';
import { formatOrderNumber, type Order, type PlaceOrderInput } from '@shared/schemas/checkout.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mail } from '../../mail/mailer.ts';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.ts';
import { insertOrderPromotions } from '../promotions/promotions.public.ts';
import { notifyUsers } from '../notifications/notifications.public.ts';
import { paymentWindowMs, startOnlinePayment, unavailable } from './payments.service.ts';
import { getShopSettings, type ShopSettings } from '../site-config/site-config.public.ts';
import { cancellable, toOrder, toOrders } from './order-dto.ts';
import type { OrderDeps } from './order-deps.ts';
import { recordOrderEvent, restockAndAlert } from './order-stock.service.ts';
import type { WishlistMail } from '../wishlist/wishlist.public.ts';
import {
  claimIdempotencyKey,
  countOrderPlaced,
  countOrders,
  emptyCartOf,
  findAddress,
  findCartForOrder,
  findIdempotencyKey,
  findOrder,
  findOrdersPage,
  insertOrder,
  saveIdempotentAnswer,
  takeStock,
  transitionOrder,
} from './orders.repository.ts';
import { checkDelivery, priceOrder } from './order-pricing.service.ts';

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
  const online = checkPaymentMethod(deps, settings, input.paymentMethod);

  const outcome = await db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, user.id, idempotencyKey, requestHash))) {
      return { replay: await findIdempotencyKey(tx, user.id, idempotencyKey) };
    }
    const address = await findAddress(tx, user.id, input.addressId);
    if (!address) throw new HttpError(404, 'NOT_FOUND', 'Address not found');
    const cart = await findCartForOrder(tx, user.id);
    if (cart.length === 0) throw conflict('Your cart is empty.', 'CART_EMPTY');

    const taken = await takeStockFor(tx, cart);
    const codes = [...(input.couponCode ? [input.couponCode] : []), ...(input.couponCodes ?? [])];
    const price = await priceOrder(
      tx,
      settings,
      { userId: user.id, lines: taken, codes, pincode: address.pincode },
      'redeem',
    );
    if (input.shippingMethod === 'express') price.freeDelivery = null;
    const shipping = checkDelivery(price, settings, input);
    const lines = taken.map((line, i) => ({
      ...line,
      discountPaise: price.lineDiscounts[i]!,
      taxRateBp: price.lineTaxes[i]!.rateBp,
      taxPaise: price.lineTaxes[i]!.taxPaise,
      hsn: price.lineTaxes[i]!.hsn,
    }));
    const { subtotalPaise, discountPaise: discount, taxPaise: tax } = price;
    const goods = subtotalPaise - discount;
    const promotions = [
      ...price.applied.map((p) => ({ ...p, delivery: false })),
      ...(price.freeDelivery ? [{ ...price.freeDelivery, delivery: true }] : []),
    ];
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
      shippingAddress: shippingAddressOf(address),
      paymentMethod: input.paymentMethod,
      shippingMethod: input.shippingMethod,
      subtotalPaise,
      discountPaise: discount,
      shippingFeePaise: shipping,
      taxPaise: tax,
      totalAmountPaise: goods + shipping + tax,
      paymentDueAt: online ? new Date(Date.now() + paymentWindowMs) : null,
    });
    await insertOrderPromotions(
      tx,
      promotions.map((p) => ({ ...p, orderId, userId: user.id })),
    );
    await recordOrderEvent(tx, {
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
    const order = await toOrder(tx, (await findOrder(tx, orderId))!);
    await notifyUsers(tx, [
      {
        userId: user.id,
        type: 'order',
        title: `Order placed: ${order.orderNumber}`,
        body: `We have received your order. We will let you know when it ships.`,
        link: `/orders/${orderId}`,
      },
    ]);
    // The confirmation commits with the order: a mail server that is down or slow neither
    // loses it nor holds this answer (ADR 020).
    await deps.mailer.send(confirmationMail(deps, user.email, order), tx);
    // An online order's answer is saved once Razorpay has its order (below).
    if (!online) await saveIdempotentAnswer(tx, user.id, idempotencyKey, 201, order);
    return { created: order };
  });
  if ('created' in outcome) deps.mailer.wake();

  if ('replay' in outcome) return replayOf(outcome.replay, requestHash);
  let created = outcome.created;
  if (online) created = await startOnlinePayment(deps, user.id, idempotencyKey, created);
  return { status: 201, body: created };
}

/** Whether the order is paid online; refuses a way to pay that staff or the server have off. */
function checkPaymentMethod(
  deps: OrderDeps,
  settings: ShopSettings,
  paymentMethod: PlaceOrderInput['paymentMethod'],
): boolean {
  if (paymentMethod === 'cod' && !settings.codEnabled) {
    throw badRequest('Cash on delivery is not available right now.', {
      paymentMethod: 'Cash on delivery is not available right now.',
    });
  }
  const online = paymentMethod === 'razorpay';
  if (online && (!deps.razorpay || !settings.razorpayEnabled)) throw unavailable();
  return online;
}

/** Takes every cart line's stock at today's price; one short line fails the whole order. */
async function takeStockFor(tx: Tx, cart: Awaited<ReturnType<typeof findCartForOrder>>) {
  const lines = [];
  for (const item of cart) {
    const book = await takeStock(tx, item.bookId, item.quantity, shopToday());
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
      preorderUntil: book.preorderUntil,
    });
  }
  return lines;
}

function shippingAddressOf(address: NonNullable<Awaited<ReturnType<typeof findAddress>>>) {
  return {
    fullName: address.fullName,
    mobile: address.mobile,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}

/** The first answer to a repeated Idempotency-Key, if it was for the same order and is ready. */
function replayOf(
  saved: Awaited<ReturnType<typeof findIdempotencyKey>>,
  requestHash: string,
): { status: number; body: Order } {
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

function confirmationMail(deps: OrderDeps, to: string, order: Order): Mail {
  const lines = order.items.map(
    (i) =>
      `  ${i.quantity} × ${i.title} — ${formatINR(i.lineTotal)}${
        i.shipsOnOrAfter ? ` (pre-order: ${shipsOnOrAfter(i.shipsOnOrAfter)})` : ''
      }`,
  );
  const text = [
    `Thank you for your order ${order.orderNumber}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatINR(order.subtotal)}`,
    ...order.promotions.map(
      (p) =>
        `${p.name}${p.code ? ` (${p.code})` : ''}: ${p.delivery ? 'free delivery' : `-${formatINR(p.amount)}`}`,
    ),
    `Shipping: ${order.shippingFee === 0 ? 'Free' : formatINR(order.shippingFee)}`,
    `Total: ${formatINR(order.totalAmount)} (${order.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online'})`,
    '',
    `Follow your order: ${deps.publicUrl}/orders/${order.id}`,
  ].join('\n');
  return { to, subject: `Your Pustak order ${order.orderNumber}`, text };
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
  return { items: await toOrders(db, rows), total, page, pageSize };
}

/** The shopper cancels while the order is pending or confirmed; its books go back to stock. */
export async function cancelOrder(
  db: Db,
  userId: number,
  id: string,
  mail: WishlistMail & { mailer: { wake(): void } },
): Promise<Order> {
  await db.transaction(async (tx) => {
    const row = await findOrder(tx, id, userId);
    if (!row) throw notFound('Order not found');
    if (!(await transitionOrder(tx, id, cancellable, 'cancelled'))) {
      throw conflict(
        `This order is ${row.status} and can no longer be cancelled.`,
        'NOT_CANCELLABLE',
      );
    }
    await restockAndAlert(tx, id, mail);
    await recordOrderEvent(tx, {
      orderId: id,
      status: 'cancelled',
      note: 'Cancelled by you',
      actorUserId: userId,
    });
    await notifyUsers(tx, [
      {
        userId,
        type: 'order',
        title: `Order ${formatOrderNumber(row.orderNumber)} cancelled`,
        body: 'Your order has been cancelled.',
        link: `/orders/${id}`,
      },
    ]);
  });
  mail.mailer.wake();
  return getOrder(db, userId, id);
}
