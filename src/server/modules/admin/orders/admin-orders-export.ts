import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { paiseToRupees } from '@shared/money.ts';
import { formatOrderNumber } from '@shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import { findOrdersForExport, type AdminOrderFilters } from './admin-orders.repository.ts';

const batchSize = 500;

export const orderCsvColumns = [
  'Order number',
  'Placed at',
  'Status',
  'Payment status',
  'Payment method',
  'Shipping method',
  'Customer',
  'Email',
  'City',
  'State',
  'PIN code',
  'Items',
  'Subtotal (INR)',
  'Shipping (INR)',
  'Tax (INR)',
  'Total (INR)',
  'Tracking number',
];

/**
 * A spreadsheet reads a cell starting with = + - @ as a formula; text from shoppers (names) is
 * prefixed with ' so it stays text (OWASP "CSV injection").
 */
export function safeCell(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const money = (paise: number) => paiseToRupees(paise).toFixed(2);

async function* exportRows(db: Db, filters: AdminOrderFilters) {
  let before: number | null = null;
  for (;;) {
    const batch = await findOrdersForExport(db, filters, before, batchSize);
    for (const o of batch) {
      yield [
        formatOrderNumber(o.orderNumber),
        o.createdAt.toISOString(),
        o.status,
        o.paymentStatus,
        o.paymentMethod,
        o.shippingMethod,
        safeCell(o.userName),
        safeCell(o.userEmail),
        safeCell(o.shippingAddress.city),
        o.shippingAddress.state,
        o.shippingAddress.pincode,
        String(o.itemCount),
        money(o.subtotalPaise),
        money(o.shippingFeePaise),
        money(o.taxPaise),
        money(o.totalAmountPaise),
        safeCell(o.trackingNumber),
      ];
    }
    if (batch.length < batchSize) return;
    before = batch.at(-1)!.orderNumber;
  }
}

/**
 * The orders matching the list's filters as CSV, streamed batch by batch (newest first) so a
 * large export never sits in memory. A database error ends the stream early.
 */
export function exportOrdersCsv(
  db: Db,
  filters: AdminOrderFilters,
  onError: (err: Error) => void,
): Readable {
  return pipeline(
    Readable.from(exportRows(db, filters)),
    stringify({ header: true, columns: orderCsvColumns, bom: true }),
    (err) => {
      if (err) onError(err);
    },
  );
}
