import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { paymentLabels } from '@web/components/orders/order-labels.ts';
import { formatDateTime, plural } from '@web/lib/format.ts';
import { paymentStatusLabel } from '../order-labels.ts';
import { NextStatusButton } from './next-status-button.tsx';
import type { OrdersTableProps } from './orders-table.tsx';

/** The order list on a phone (ADR 022): a card per order, its next step one tap away. */
export function OrderCards({ orders, hrefFor, caption }: OrdersTableProps) {
  return (
    <ul aria-label={caption} className="grid gap-2">
      {orders.map((o) => (
        <li key={o.id} className="grid gap-2 rounded-lg border bg-card p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                to={hrefFor(o.id)}
                className="font-semibold text-primary underline-offset-4 hover:underline"
                aria-label={`Order ${o.orderNumber}`}
              >
                {o.orderNumber}
              </Link>
              <p className="truncate font-medium">{o.userName}</p>
              <p className="text-muted-foreground">
                <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
              </p>
            </div>
            <div className="relative shrink-0 text-right">
              <p className="font-semibold tabular-nums">{formatINR(o.totalAmount)}</p>
              <p className="text-xs text-muted-foreground">{plural(o.itemCount, 'item')}</p>
            </div>
          </div>
          <div className="relative flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={o.status} />
            <span className="text-xs text-muted-foreground">
              {paymentLabels[o.paymentMethod]} · {paymentStatusLabel(o.paymentStatus)}
            </span>
            <NextStatusButton order={o} className="ml-auto h-10" />
          </div>
        </li>
      ))}
    </ul>
  );
}
