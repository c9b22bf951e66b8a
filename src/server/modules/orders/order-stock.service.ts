import type { Tx } from '../../db/client.ts';
import { creditInvoice } from '../invoices/invoices.public.ts';
import { releaseOrderPromotions } from '../promotions/promotions.public.ts';
import { notifyWishlisters, type WishlistMail } from '../wishlist/wishlist.public.ts';
import { findOrderLines, insertOrderEvent, returnStock } from './orders.repository.ts';

export type OrderLine = Awaited<ReturnType<typeof findOrderLines>>[number];

/** A book as a restock found and left it (what wishlist alerts compare). */
export type RestockedBook = Awaited<ReturnType<typeof returnStock>>[number];

/** An order's lines as bought (book, quantity, price then). */
export function getOrderLines(db: Tx, orderId: string): Promise<OrderLine[]> {
  return findOrderLines(db, orderId);
}

/**
 * Puts an order's books back on the shelf (a cancel, a refund, an unpaid order released), in the
 * caller's transaction. `lines` saves a read when the caller has them already. Returns each
 * restocked book before and after, by id.
 */
export async function restockOrder(
  tx: Tx,
  orderId: string,
  lines?: { bookId: number | null; quantity: number; preorderUntil: string | null }[],
): Promise<{ before: RestockedBook; after: RestockedBook }[]> {
  const orderLines = lines ?? (await findOrderLines(tx, orderId));
  const copies = new Map<number, number>();
  for (const { bookId, quantity } of orderLines) {
    if (bookId !== null) copies.set(bookId, (copies.get(bookId) ?? 0) + quantity);
  }
  // A book on two lines is updated twice: its last row is the book after.
  const after = new Map((await returnStock(tx, orderLines)).map((row) => [row.id, row]));
  return [...after.values()]
    .sort((a, b) => a.id - b.id)
    .map((book) => ({
      before: { ...book, stockQuantity: book.stockQuantity - copies.get(book.id)! },
      after: book,
    }));
}

/**
 * `restockOrder`, and a back-in-stock notice and mail (in the same transaction) to the
 * wishlisters of each book that was sold out: every way an order gives its books back.
 */
export async function restockAndAlert(tx: Tx, orderId: string, mail: WishlistMail) {
  await notifyWishlisters(tx, await restockOrder(tx, orderId), mail);
  // A coupon's use comes back with the books (issue #34).
  await releaseOrderPromotions(tx, orderId);
  // An invoiced order cancelled or refunded gets its credit note.
  await creditInvoice(tx, orderId);
}

/**
 * Puts some copies back on the shelf (a return that came back in a state to sell again), with
 * the same back-in-stock notices as a cancel.
 */
export async function restockCopies(
  tx: Tx,
  copies: { bookId: number | null; quantity: number; preorderUntil: string | null }[],
  mail: WishlistMail,
) {
  if (copies.length === 0) return;
  await notifyWishlisters(tx, await restockOrder(tx, '', copies), mail);
}

/** Adds a step to an order's history (status, note, and the staff member who took it). */
export async function recordOrderEvent(
  tx: Tx,
  event: { orderId: string; status: string; note?: string; actorUserId?: number | null },
) {
  await insertOrderEvent(tx, event);
}
