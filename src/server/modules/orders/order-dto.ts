import { paiseToRupees } from '@shared/money.ts';
import { formatOrderNumber, type Order, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { Db } from '../../db/client.ts';
import type { orders as ordersTable } from '../../db/schema/commerce.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RazorpayConfig } from '../payments/razorpay-client.ts';
import { findOrderEvents, findOrderLines } from './orders.repository.ts';

type OrderRow = typeof ordersTable.$inferSelect;

export interface OrderDeps {
  db: Db;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  publicUrl: string;
  /** Set when online payment is configured. */
  razorpay?: RazorpayConfig;
}

export const cancellable: OrderStatus[] = ['pending', 'confirmed'];

export async function toOrder(db: Db, row: OrderRow): Promise<Order> {
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
