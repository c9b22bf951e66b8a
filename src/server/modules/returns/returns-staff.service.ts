import { returnMessages, type ReturnStatus } from '@shared/schemas/returns.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { HttpError, badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../admin/audit/audit.public.ts';
import { restockCopies } from '../orders/orders.public.ts';
import { createRazorpayRefund } from './razorpay-refund.ts';
import {
  findReturns,
  insertReturnEvent,
  lockOrderForReturn,
  lockReturn,
  setRestocked,
  updateReturn,
} from './returns.repository.ts';
import { rupees, tell, toView, type ReturnDeps } from './returns-view.ts';

// Staff's steps of a return: decide, receive the parcel, refund (permissions per route).

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
