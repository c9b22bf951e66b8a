import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminOrderRow } from '@shared/schemas/admin-orders.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { cn } from '@web/lib/cn.ts';

/**
 * Orders as the dashboard's panels list them: the number (a link to the order), who placed it
 * and when, the total and the status. `label` names each link; `time` writes its moment.
 */
export function DashboardOrderList({
  orders,
  label,
  time,
  className,
}: {
  orders: AdminOrderRow[];
  label: (orderNumber: string) => string;
  time: (createdAt: string) => string;
  className?: string;
}) {
  return (
    <ul className={cn('divide-y', className)}>
      {orders.map((o) => (
        <li key={o.id} className="flex items-center justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <Link
              to={adminOrdersUsersApi.ordersScreen({}, o.id)}
              className="font-medium text-primary hover:underline"
              aria-label={label(o.orderNumber)}
            >
              {o.orderNumber}
            </Link>
            <p className="truncate text-muted-foreground">
              {o.userName} · <time dateTime={o.createdAt}>{time(o.createdAt)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-medium tabular-nums">{formatINR(o.totalAmount)}</span>
            <OrderStatusBadge status={o.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
