import { paiseToRupees } from '@shared/money.ts';
import { formatOrderNumber } from '@shared/schemas/checkout.ts';
import {
  bankDetailsSchema,
  returnReasons,
  type BankDetails,
  type ReturnReason,
  type ReturnStatus,
  type ReturnView,
} from '@shared/schemas/returns.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notifyUsers } from '../notifications/notifications.public.ts';
import type { RazorpayConfig } from '../orders/orders.public.ts';
import type { findReturns } from './returns.repository.ts';

/** What every step of a return needs, how a return is shown and how the shopper is told. */
export interface ReturnDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  razorpay?: RazorpayConfig;
  /** Seals the bank account a cash order's refund goes to. */
  box: SecretBox;
}

export type ReturnRow = Awaited<ReturnType<typeof findReturns>>[number];

export const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

export function toView(row: ReturnRow, box: SecretBox | null): ReturnView {
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

/** The notification and mail of a return's step. */
export async function tell(
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
