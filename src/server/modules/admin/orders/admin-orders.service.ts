import { paiseToRupees } from '@shared/money.ts';
import {
  orderTransitions,
  type AdminOrderDetail,
  type AdminOrderPulse,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type OrderStatusChange,
} from '@shared/schemas/admin-orders.ts';
import { formatOrderNumber, type Order, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { notFound } from '../../../plugins/errors.ts';
import {
  changeOrderStatus as applyOrderStatusChange,
  getOrderLines,
} from '../../orders/orders.public.ts';
import {
  countAdminOrders,
  findAdminOrdersPage,
  findOrderEventsWithActors,
  findOrderForAdmin,
  findOrderPulse,
  findRecentOrders,
  type AdminOrderRowData,
} from './admin-orders.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

export interface AdminOrderDeps {
  db: Db;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
  publicUrl: string;
}

export function toAdminOrderRow(row: AdminOrderRowData): AdminOrderRow {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    shippingMethod: row.shippingMethod as Order['shippingMethod'],
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    itemCount: row.itemCount,
    totalAmount: paiseToRupees(row.totalAmountPaise),
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest orders (of one shopper, given `userId`) as the admin tables show them. */
export async function listRecentOrders(
  db: Db,
  limit: number,
  userId?: number,
): Promise<AdminOrderRow[]> {
  return (await findRecentOrders(db, limit, userId)).map(toAdminOrderRow);
}

/** What the admin area polls to notice a new order (ADR 022). */
export async function getOrderPulse(db: Db): Promise<AdminOrderPulse> {
  const { latest, pendingCount } = await findOrderPulse(db);
  return {
    pendingCount,
    latest: latest
      ? {
          id: latest.id,
          orderNumber: formatOrderNumber(latest.orderNumber),
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
  };
}

export async function listAdminOrders(db: Db, query: AdminOrdersQuery) {
  const { page, pageSize, ...filters } = query;
  const [rows, total] = await Promise.all([
    findAdminOrdersPage(db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAdminOrders(db, filters),
  ]);
  return { items: rows.map(toAdminOrderRow), total, page, pageSize };
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrderDetail> {
  const row = await findOrderForAdmin(db, id);
  if (!row) throw notFound('Order not found');
  const [lines, events] = await Promise.all([
    getOrderLines(db, id),
    findOrderEventsWithActors(db, id),
  ]);
  const { fullName, mobile, line1, line2 = '', city, state, pincode } = row.shippingAddress;
  const status = row.status as OrderStatus;
  return {
    ...toAdminOrderRow({ ...row, itemCount: lines.reduce((n, l) => n + l.quantity, 0) }),
    items: lines.map((l) => ({
      bookId: l.bookId,
      title: l.title,
      author: l.author,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unitPricePaise),
      mrp: paiseToRupees(l.mrpPaise),
      lineTotal: paiseToRupees(l.lineTotalPaise),
    })),
    shippingAddress: { fullName, mobile, line1, line2, city, state, pincode },
    subtotal: paiseToRupees(row.subtotalPaise),
    shippingFee: paiseToRupees(row.shippingFeePaise),
    tax: paiseToRupees(row.taxPaise),
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    events: events.map((e) => ({
      status: e.status,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
      actor:
        e.actorId === null
          ? null
          : { id: e.actorId, name: e.actorName ?? '', email: e.actorEmail ?? '' },
    })),
    nextStatuses: [...orderTransitions[status]],
  };
}

/**
 * A staff member moves an order along (the orders module does the change, its restock, its
 * event and the shopper's notice and mail), with the audit row in the same transaction.
 */
export async function changeOrderStatus(
  deps: AdminOrderDeps,
  actorUserId: number,
  id: string,
  input: OrderStatusChange,
): Promise<AdminOrderDetail> {
  await applyOrderStatusChange(deps, actorUserId, id, input, (tx, { before, after }) =>
    recordAudit(tx, [
      {
        actorUserId,
        action: 'order.status',
        entity: 'order',
        entityId: id,
        before,
        after: { ...after, note: input.note ?? null },
      },
    ]),
  );
  return getAdminOrder(deps.db, id);
}
