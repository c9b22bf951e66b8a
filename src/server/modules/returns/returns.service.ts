import { paiseToRupees } from '@shared/money.ts';
import { longDate } from '@shared/preorder.ts';
import { formatOrderNumber } from '@shared/schemas/checkout.ts';
import {
  bankDetailsSchema,
  returnMessages,
  returnReasons,
  type BankDetails,
  type OrderReturns,
  type ReturnReason,
  type ReturnStatus,
  type ReturnView,
} from '@shared/schemas/returns.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../admin/audit/audit.public.ts';
import { notifyUsers } from '../notifications/notifications.public.ts';
import { restockCopies, type RazorpayConfig } from '../orders/orders.public.ts';
import { getShopSettings } from '../site-config/site-config.public.ts';
import { createRazorpayRefund } from './razorpay-refund.ts';
import { deliveryShares, refundOf } from './returns-refund.ts';
import {
  findDeliveredAt,
  findLinesWithReturned,
  findReturns,
  insertReturn,
  insertReturnEvent,
  lockOrderForReturn,
  lockReturn,
  setRestocked,
  updateReturn,
} from './returns.repository.ts';

export interface ReturnDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  razorpay?: RazorpayConfig;
  /** Seals the bank account a cash order's refund goes to. */
  box: SecretBox;
}

type ReturnRow = Awaited<ReturnType<typeof findReturns>>[number];
type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrderForReturn>>>;

const dayMs = 24 * 60 * 60 * 1000;
const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

function toView(row: ReturnRow, box: SecretBox | null): ReturnView {
  let bank: BankDetails | null = null;
  if (box && row.bankDetails) {
    const opened = box.open(row.bankDetails);
    const parsed = opened ? bankDetailsSchema.safeParse(JSON.parse(opened)) : null;
    bank = parsed?.success ? parsed.data : null;
  }
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: formatOrderNumber(row.orderNumber),
    status: row.status as ReturnStatus,
    reason: returnReasons[row.reason as ReturnReason] ?? row.reason,
    details: row.details,
    refund: paiseToRupees(row.refundPaise),
    refundMethod: row.refundMethod as 'razorpay' | 'bank',
    refundReference: row.refundReference,
    hasPhoto: Boolean(row.hasPhoto),
    ...(box ? { bank } : {}),
    lines: row.lines.map((l) => ({
      id: l.id,
      orderItemId: l.orderItemId,
      title: l.title,
      quantity: l.quantity,
      refund: paiseToRupees(l.refundPaise),
      restocked: l.restocked,
    })),
    events: row.events.map((e) => ({
      status: e.status,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

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

/** The notification and mail of a return's step. */
async function tell(
  tx: Tx,
  deps: ReturnDeps,
  order: { id: string; userId: number | null; userEmail: string | null; orderNumber: number },
  title: string,
  body: string,
) {
  const number = formatOrderNumber(order.orderNumber);
  const heading = `Return for order ${number}: ${title}`;
  if (order.userId !== null) {
    await notifyUsers(tx, [
      { userId: order.userId, type: 'order', title: heading, body, link: `/orders/${order.id}` },
    ]);
  }
  if (order.userEmail) {
    await deps.mailer.send(
      {
        to: order.userEmail,
        subject: heading,
        text: `${body}\n\nSee your order: ${deps.publicUrl}/orders/${order.id}`,
      },
      tx,
    );
  }
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

/** A return and its order, locked, checked to be at one of `from`. */
async function stepOf(tx: Tx, id: number, from: ReturnStatus[]) {
  const row = await lockReturn(tx, id);
  if (!row) throw notFound('No such return.');
  if (!from.includes(row.status as ReturnStatus)) {
    throw conflict(returnMessages.notNow(row.status), 'RETURN_STATE');
  }
  const order = (await lockOrderForReturn(tx, row.orderId, null))!;
  const [full] = await findReturns(tx, { orderId: row.orderId }).then((all) =>
    all.filter((r) => r.id === id),
  );
  return { row: full!, order };
}

async function audit(
  tx: Tx,
  actorUserId: number,
  id: number,
  action: string,
  before: string,
  after: object,
) {
  await recordAudit(tx, [
    {
      actorUserId,
      action: `return.${action}`,
      entity: 'return',
      entityId: id,
      before: { status: before },
      after,
    },
  ]);
}

export async function decideReturn(
  deps: ReturnDeps,
  actorUserId: number,
  id: number,
  input: { approve: boolean; note: string },
) {
  await deps.db.transaction(async (tx) => {
    const { row, order } = await stepOf(tx, id, ['requested']);
    const status = input.approve ? 'approved' : 'declined';
    await updateReturn(tx, id, { status });
    await insertReturnEvent(tx, { returnId: id, status, note: input.note, actorUserId });
    const note = input.note ? ` Note from the shop: ${input.note}` : '';
    await tell(
      tx,
      deps,
      order,
      status,
      input.approve
        ? `Your return is approved. Please pack the books as they came; we will arrange the pickup.${note}`
        : `We cannot accept this return.${note}`,
    );
    await audit(
      tx,
      actorUserId,
      id,
      status === 'approved' ? 'approve' : 'decline',
      row.status,
      input,
    );
  });
  deps.mailer.wake();
}

/** The parcel is back: what goes back on sale is restocked (wishlisters told as for a cancel). */
export async function receiveReturn(
  deps: ReturnDeps,
  actorUserId: number,
  id: number,
  input: { restock: { lineId: number; quantity: number }[]; note: string },
) {
  await deps.db.transaction(async (tx) => {
    const { row, order } = await stepOf(tx, id, ['approved']);
    const copies: { bookId: number | null; quantity: number; preorderUntil: string | null }[] = [];
    for (const line of row.lines) {
      const asked = input.restock.find((r) => r.lineId === line.id)?.quantity ?? 0;
      if (asked > line.quantity) {
        throw badRequest(`At most ${line.quantity} of “${line.title}” came back.`);
      }
      await setRestocked(tx, line.id, id, asked);
      if (asked > 0) copies.push({ bookId: line.bookId, quantity: asked, preorderUntil: null });
    }
    await restockCopies(tx, copies, { mailer: deps.mailer, publicUrl: deps.publicUrl });
    await updateReturn(tx, id, { status: 'received' });
    await insertReturnEvent(tx, {
      returnId: id,
      status: 'received',
      note: input.note,
      actorUserId,
    });
    await tell(
      tx,
      deps,
      order,
      'received',
      `The books have reached us. Your refund of ${rupees(row.refundPaise)} follows.`,
    );
    await audit(tx, actorUserId, id, 'receive', row.status, input);
  });
  deps.mailer.wake();
  invalidateCatalogCache(deps.db);
}

/**
 * Refunds a received return: to the original payment through Razorpay's refund call, or, for a
 * cash order, recorded as a bank transfer staff made (its reference). A refund Razorpay refuses
 * changes nothing.
 */
export async function refundReturn(
  deps: ReturnDeps,
  actorUserId: number,
  id: number,
  input: { reference: string },
) {
  await deps.db.transaction(async (tx) => {
    const { row, order } = await stepOf(tx, id, ['received']);
    let reference = input.reference || null;
    if (row.refundMethod === 'razorpay') {
      if (!deps.razorpay || !order.razorpayPaymentId) {
        throw new HttpError(409, 'RAZORPAY_OFF', returnMessages.refundFailed);
      }
      try {
        const refund = await createRazorpayRefund(deps.razorpay, {
          paymentId: order.razorpayPaymentId,
          amountPaise: row.refundPaise,
          receipt: `return-${id}`,
        });
        reference = refund.id;
      } catch {
        throw new HttpError(502, 'REFUND_FAILED', returnMessages.refundFailed);
      }
    } else if (!reference) {
      throw badRequest('Enter the bank transfer’s reference', {
        reference: 'Enter the bank transfer’s reference',
      });
    }
    await updateReturn(tx, id, { status: 'refunded', refundReference: reference });
    await insertReturnEvent(tx, { returnId: id, status: 'refunded', note: reference, actorUserId });
    await tell(
      tx,
      deps,
      order,
      'refunded',
      row.refundMethod === 'razorpay'
        ? `${rupees(row.refundPaise)} is refunded to your original payment. Banks usually credit it in 5–7 business days.`
        : `${rupees(row.refundPaise)} is sent to your bank account (reference ${reference}).`,
    );
    await audit(tx, actorUserId, id, 'refund', row.status, { reference });
  });
  deps.mailer.wake();
}

/** Staff's view of an order's returns, or of every open return. */
export async function staffReturns(
  db: Db,
  where: { orderId?: string; open?: boolean },
  box: SecretBox | null,
) {
  return (await findReturns(db, where)).map((r) => toView(r, box));
}
