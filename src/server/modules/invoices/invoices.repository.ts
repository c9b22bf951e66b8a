import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  invoiceCounters,
  invoices,
  orderItems,
  orderPromotions,
  orders,
} from '../../db/schema/commerce.ts';

export type InvoiceKind = 'invoice' | 'credit_note';

/** The order as its invoice needs it: the row, its lines and the promotions it kept. */
export async function findOrderForInvoice(db: Tx, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  // One statement after the other: in a transaction they share one connection.
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const promotions = await db
    .select()
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, orderId))
    .orderBy(asc(orderPromotions.id));
  return { order, lines, promotions };
}

export function findInvoicesOfOrder(db: Tx, orderId: string) {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

export async function findInvoice(db: Tx, orderId: string, kind: InvoiceKind) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row;
}

/**
 * The next number of a kind of document in a financial year: the counter's row is raised in
 * the issuing transaction and stays locked until it ends, so numbers follow one another with no
 * gap and no repeat, whichever order commits first.
 */
export async function nextSequence(db: Tx, kind: InvoiceKind, financialYear: string) {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ kind, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(db: Tx, values: typeof invoices.$inferInsert) {
  await db.insert(invoices).values(values);
}

/** Locks the order's row, so one order is not given two invoices by two transactions at once. */
export async function lockOrderRow(db: Tx, orderId: string) {
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** Whose order it is (null: an account since deleted), or nothing when there is no such order. */
export async function findOrderOwner(db: Tx, orderId: string) {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
