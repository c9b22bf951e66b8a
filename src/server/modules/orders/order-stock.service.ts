import type { Tx } from '../../db/client.ts';
import { findOrderLines, insertOrderEvent, returnStock } from './orders.repository.ts';

export type OrderLine = Awaited<ReturnType<typeof findOrderLines>>[number];

/** An order's lines as bought (book, quantity, price then). */
export function getOrderLines(db: Tx, orderId: string): Promise<OrderLine[]> {
  return findOrderLines(db, orderId);
}

/**
 * Puts an order's books back on the shelf (a cancel, a refund, an unpaid order released), in the
 * caller's transaction. `lines` saves a read when the caller has them already.
 */
export async function restockOrder(tx: Tx, orderId: string, lines?: OrderLine[]) {
  await returnStock(tx, lines ?? (await findOrderLines(tx, orderId)));
}

/** Adds a step to an order's history (status, note, and the staff member who took it). */
export async function recordOrderEvent(
  tx: Tx,
  event: { orderId: string; status: string; note?: string; actorUserId?: number | null },
) {
  await insertOrderEvent(tx, event);
}
