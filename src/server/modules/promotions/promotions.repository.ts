import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPromotions, orders, promotions } from '../../db/schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionWrite = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'uses'>;

export async function findPromotionByCode(db: Tx, code: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(isNotNull(promotions.code), sql`upper(${promotions.code}) = ${code}`));
  return row;
}

export async function findPromotion(db: Tx, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

export function listPromotions(db: Tx) {
  return db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
}

export async function insertPromotion(db: Tx, values: PromotionWrite) {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(db: Tx, id: number, values: Partial<PromotionWrite>) {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return row;
}

/**
 * Takes one use of a promotion, if one is left: a conditional update, so of two orders taking
 * the last use at once, the second waits for the first and then finds none left.
 */
export async function takeUse(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(
      and(
        eq(promotions.id, id),
        sql`(${promotions.usageLimit} IS NULL OR ${promotions.uses} < ${promotions.usageLimit})`,
      ),
    )
    .returning({ id: promotions.id });
  return rows.length > 0;
}

/** The uses of a promotion by one customer's orders, not given back. */
export async function customerUses(db: Tx, promotionId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderPromotions)
    .where(
      and(
        eq(orderPromotions.promotionId, promotionId),
        eq(orderPromotions.userId, userId),
        eq(orderPromotions.released, false),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether the customer has an order that was not cancelled (first-order-only coupons). */
export async function hasStandingOrder(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
    .limit(1);
  return Boolean(row);
}

export async function insertOrderPromotions(
  db: Tx,
  rows: (typeof orderPromotions.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(orderPromotions).values(rows);
}

export function findPromotionsOfOrders(db: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderPromotions.orderId,
      name: orderPromotions.name,
      code: orderPromotions.code,
      discountPaise: orderPromotions.discountPaise,
      delivery: orderPromotions.delivery,
    })
    .from(orderPromotions)
    .where(inArray(orderPromotions.orderId, orderIds))
    .orderBy(orderPromotions.id);
}

/** Gives back the uses a cancelled or refunded order held (once). */
export async function releaseOrderPromotions(db: Tx, orderId: string): Promise<void> {
  const released = await db
    .update(orderPromotions)
    .set({ released: true })
    .where(and(eq(orderPromotions.orderId, orderId), eq(orderPromotions.released, false)))
    .returning({ promotionId: orderPromotions.promotionId });
  for (const { promotionId } of released) {
    if (promotionId === null) continue;
    await db
      .update(promotions)
      .set({ uses: sql`greatest(${promotions.uses} - 1, 0)` })
      .where(eq(promotions.id, promotionId));
  }
}

/** Per promotion: the discount it gave and the totals of the orders that still hold it. */
export async function promotionFigures(db: Tx) {
  const rows = await db
    .select({
      promotionId: orderPromotions.promotionId,
      discount: sql<string>`coalesce(sum(${orderPromotions.discountPaise}), 0)::text`,
      revenue: sql<string>`coalesce(sum(${orders.totalAmountPaise}), 0)::text`,
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(eq(orderPromotions.released, false))
    .groupBy(orderPromotions.promotionId);
  return new Map(
    rows.map((r) => [r.promotionId, { discount: Number(r.discount), revenue: Number(r.revenue) }]),
  );
}
