import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminOrderRow } from '@shared/schemas/admin-orders.ts';
import { adminOrdersUsersApi, paths } from '@web/config/paths.ts';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { formatDateTime } from '@web/lib/format.ts';
import { DashboardPanel, panelLinkClassName } from './dashboard-panel.tsx';

export function RecentOrders({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <DashboardPanel
      title="Recent orders"
      action={
        <Link to={paths.admin.orders} className={panelLinkClassName}>
          All orders
        </Link>
      }
    >
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No orders yet.</p>
      ) : (
        <ul className="divide-y">
          {orders.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <Link
                  to={adminOrdersUsersApi.ordersScreen({}, o.id)}
                  className="font-medium text-primary hover:underline"
                  aria-label={`Order ${o.orderNumber}`}
                >
                  {o.orderNumber}
                </Link>
                <p className="truncate text-muted-foreground">
                  {o.userName} · <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-medium tabular-nums">{formatINR(o.totalAmount)}</span>
                <OrderStatusBadge status={o.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
