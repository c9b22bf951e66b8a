import { longDate } from '@shared/preorder.ts';
import {
  returnMessages,
  type OrderReturns,
  type ReturnReason,
  type BankDetails,
} from '@shared/schemas/returns.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { getShopSettings } from '../site-config/site-config.public.ts';
import { deliveryShares, refundOf } from './returns-refund.ts';
import {
  findDeliveredAt,
  findLinesWithReturned,
  findReturns,
  insertReturn,
  insertReturnEvent,
  lockOrderForReturn,
} from './returns.repository.ts';
import { rupees, tell, toView, type ReturnDeps } from './returns-view.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrderForReturn>>>;

const dayMs = 24 * 60 * 60 * 1000;

/** Why the order cannot be returned now, or null. */
function closedReason(order: OrderRow, deliveredAt: Date | null, days: number): string | null {
  if (order.status !== 'delivered' || !deliveredAt) return returnMessages.notDelivered;
  if (Date.now() - deliveredAt.getTime() > days * dayMs) {
    return returnMessages.window(days, longDate(deliveredAt.toISOString().slice(0, 10)));
  }
  return null;
}

/** A shopper's order: its returns and what can still be asked back. */
export async function orderReturns(db: Db, orderId: string, userId: number): Promise<OrderReturns> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForReturn(tx, orderId, userId);
    if (!order) throw notFound('Order not found');
    const [{ returnWindowDays }, deliveredAt, lines, rows] = [
      await getShopSettings(tx),
      await findDeliveredAt(tx, orderId),
      await findLinesWithReturned(tx, orderId),
      await findReturns(tx, { orderId }),
    ];
    const closed = closedReason(order, deliveredAt, returnWindowDays);
    return {
      returns: rows.map((r) => toView(r, null)),
      returnable: closed
        ? []
        : lines
            .map((l) => ({
              orderItemId: l.orderItemId,
              title: l.title,
              quantity: l.quantity - l.returned,
            }))
            .filter((l) => l.quantity > 0),
      closedReason: closed,
      windowDays: returnWindowDays,
      deliveredAt: deliveredAt?.toISOString() ?? null,
    };
  });
}

export interface ReturnRequest {
  lines: { orderItemId: number; quantity: number }[];
  reason: ReturnReason;
  details: string;
  bank?: BankDetails;
}

/**
 * A shopper asks to return copies of a delivered order's lines, within the return window. The
 * refund is fixed now: those copies' price less their share of discounts, plus their tax and
 * share of delivery.
 */
export async function requestReturn(
  deps: ReturnDeps,
  userId: number,
  orderId: string,
  input: ReturnRequest,
) {
  const id = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForReturn(tx, orderId, userId);
    if (!order) throw notFound('Order not found');
    const { returnWindowDays } = await getShopSettings(tx);
    const closed = closedReason(order, await findDeliveredAt(tx, orderId), returnWindowDays);
    if (closed) throw conflict(closed, 'RETURN_CLOSED');
    const bought = await findLinesWithReturned(tx, orderId);
    const shares = deliveryShares(bought, order.shippingFeePaise);
    const wanted = new Map<number, number>();
    for (const l of input.lines)
      wanted.set(l.orderItemId, (wanted.get(l.orderItemId) ?? 0) + l.quantity);
    const lines = [...wanted].map(([orderItemId, quantity]) => {
      const line = bought.find((b) => b.orderItemId === orderItemId);
      if (!line) throw badRequest(returnMessages.unknownLine);
      const left = line.quantity - line.returned;
      if (quantity > left) throw badRequest(returnMessages.tooMany(left, line.title));
      return {
        orderItemId,
        quantity,
        refundPaise: refundOf(line, shares.get(orderItemId)!, line.returned, quantity),
      };
    });
    const online = order.paymentMethod !== 'cod' && order.razorpayPaymentId !== null;
    if (!online && !input.bank) {
      throw badRequest(returnMessages.bankNeeded, { bank: returnMessages.bankNeeded });
    }
    const refundPaise = lines.reduce((s, l) => s + l.refundPaise, 0);
    const created = await insertReturn(
      tx,
      {
        orderId,
        userId,
        reason: input.reason,
        details: input.details,
        refundPaise,
        refundMethod: online ? 'razorpay' : 'bank',
        bankDetails: online ? null : deps.box.seal(JSON.stringify(input.bank)),
      },
      lines,
    );
    await insertReturnEvent(tx, { returnId: created, status: 'requested', actorUserId: userId });
    await tell(
      tx,
      deps,
      order,
      'requested',
      `We have your request to return ${lines.reduce((s, l) => s + l.quantity, 0)} book(s), ${rupees(refundPaise)} to refund. We will reply within 2 business days.`,
    );
    return created;
  });
  deps.mailer.wake();
  return toView(
    (await findReturns(deps.db, { orderId })).find((r) => r.id === id)!,
    null,
  );
}
