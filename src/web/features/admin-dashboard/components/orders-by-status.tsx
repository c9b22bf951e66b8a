import { Link } from 'react-router';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { orderStatuses } from '@shared/schemas/checkout.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { statusLabel } from '@web/components/orders/order-labels.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** All orders ever, by status; each count opens the order list filtered to it. */
export function OrdersByStatus({ counts }: { counts: AdminDashboard['ordersByStatus'] }) {
  return (
    <DashboardPanel title="Orders by status">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {orderStatuses.map((status) => (
          <li key={status}>
            <Link
              to={adminOrdersUsersApi.ordersScreen({ status })}
              className="block rounded-lg border p-3 hover:bg-accent hover:text-accent-foreground"
            >
              <span className="block text-2xl font-semibold tabular-nums">
                {(counts[status] ?? 0).toLocaleString('en-IN')}
              </span>
              <span className="text-sm text-muted-foreground">{statusLabel(status)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
