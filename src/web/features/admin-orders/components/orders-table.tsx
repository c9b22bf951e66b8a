import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminOrderRow } from '@shared/schemas/admin-orders.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { paymentLabels } from '@web/components/orders/order-labels.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { paymentStatusLabel } from '../order-labels.ts';
import { NextStatusButton } from './next-status-button.tsx';

export interface OrdersTableProps {
  orders: AdminOrderRow[];
  /** Where an order's number leads: this list with that order open over it. */
  hrefFor: (id: string) => string;
  caption: string;
}

export function OrdersTable({ orders, hrefFor, caption }: OrdersTableProps) {
  return (
    <Table aria-label={caption}>
      <TableHead>
        <tr>
          <TableHeaderCell scope="col">Order</TableHeaderCell>
          <TableHeaderCell scope="col">Placed</TableHeaderCell>
          <TableHeaderCell scope="col">Customer</TableHeaderCell>
          <TableHeaderCell scope="col" className="text-right">
            Items
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="text-right">
            Total
          </TableHeaderCell>
          <TableHeaderCell scope="col">Payment</TableHeaderCell>
          <TableHeaderCell scope="col">Status</TableHeaderCell>
          <TableHeaderCell scope="col">
            <span className="sr-only">Next step</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {orders.map((o) => (
          <TableRow key={o.id}>
            <TableCell className="font-medium whitespace-nowrap">
              <Link
                to={hrefFor(o.id)}
                className="text-primary underline-offset-4 hover:underline"
                aria-label={`Order ${o.orderNumber}`}
              >
                {o.orderNumber}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
            </TableCell>
            <TableCell className="max-w-64">
              <span className="block truncate font-medium">{o.userName}</span>
              {o.userEmail ? (
                <span className="block truncate text-xs text-muted-foreground">{o.userEmail}</span>
              ) : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{o.itemCount}</TableCell>
            <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
              {formatINR(o.totalAmount)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {paymentLabels[o.paymentMethod]}
              <span className="block text-xs text-muted-foreground">
                {paymentStatusLabel(o.paymentStatus)}
              </span>
            </TableCell>
            {/* relative: the badge's hidden "Status:" stays inside the table's scroll box. */}
            <TableCell className="relative">
              <OrderStatusBadge status={o.status} />
            </TableCell>
            <TableCell className="text-right">
              <NextStatusButton order={o} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
