import { paiseToRupees } from '@shared/money.ts';
import { formatOrderNumber, type Order, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { Tx } from '../../db/client.ts';
import type { orders as ordersTable } from '../../db/schema/commerce.ts';
import { findPromotionsOfOrders } from '../promotions/promotions.public.ts';
import { findEventsOfOrders, findLinesOfOrders } from './orders.repository.ts';

type OrderRow = typeof ordersTable.$inferSelect;

export const cancellable: OrderStatus[] = ['pending', 'confirmed'];

type LineRow = Awaited<ReturnType<typeof findLinesOfOrders>>[number];
type EventRow = Awaited<ReturnType<typeof findEventsOfOrders>>[number];

function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** Orders with their lines, histories and promotions: three queries whatever their number. */
export async function toOrders(db: Tx, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: inside a transaction the three share one connection.
  const lines = await findLinesOfOrders(db, ids);
  const events = await findEventsOfOrders(db, ids);
  const promotions = await findPromotionsOfOrders(db, ids);
  const linesOf = groupByOrder(lines);
  const eventsOf = groupByOrder(events);
  const promotionsOf = groupByOrder(promotions);
  return rows.map((row) =>
    orderDto(
      row,
      linesOf.get(row.id) ?? [],
      eventsOf.get(row.id) ?? [],
      promotionsOf.get(row.id) ?? [],
    ),
  );
}

export async function toOrder(db: Tx, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  return order!;
}

type PromotionRow = Awaited<ReturnType<typeof findPromotionsOfOrders>>[number];

function orderDto(
  row: OrderRow,
  lines: LineRow[],
  events: EventRow[],
  promotions: PromotionRow[],
): Order {
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
      ...(l.preorderUntil ? { shipsOnOrAfter: l.preorderUntil } : {}),
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
    discount: paiseToRupees(row.discountPaise),
    promotions: promotions.map((p) => ({
      name: p.name,
      code: p.code,
      amount: paiseToRupees(p.discountPaise),
      delivery: p.delivery,
    })),
    shippingFee: paiseToRupees(row.shippingFeePaise),
    tax: paiseToRupees(row.taxPaise),
    totalAmount: paiseToRupees(row.totalAmountPaise),
    events: events.map((e) => ({
      status: e.status,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    canCancel: cancellable.includes(row.status as OrderStatus),
    razorpayOrderId: row.razorpayOrderId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
