import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { plural } from '@web/lib/format.ts';
import { DashboardPanel, panelLinkClassName } from './dashboard-panel.tsx';

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short' });

/**
 * The first thing on the dashboard (ADR 022): today's orders (India Standard Time), what they
 * brought in, and how many wait to be confirmed.
 */
export function TodayOrders({ dashboard }: { dashboard: AdminDashboard }) {
  const today = dashboard.revenueByDay.at(-1);
  const todayDate = today?.date ?? istDay.format(new Date());
  const orders = dashboard.recentOrders.filter(
    (o) => istDay.format(new Date(o.createdAt)) === todayDate,
  );
  const count = today?.orders ?? orders.length;
  const pending = dashboard.ordersByStatus.pending ?? 0;
  return (
    <DashboardPanel
      title="Today’s orders"
      action={
        pending > 0 ? (
          <Link
            to={adminOrdersUsersApi.ordersScreen({ status: 'pending' })}
            className={panelLinkClassName}
          >
            {plural(pending, 'pending order')} to confirm
          </Link>
        ) : null
      }
    >
      <p className="text-sm text-muted-foreground">
        {count === 0
          ? 'No orders yet today.'
          : `${plural(count, 'order')} today, ${formatINR(dashboard.revenue.today)} in revenue.`}
      </p>
      {orders.length > 0 ? (
        <ul className="mt-2 divide-y">
          {orders.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <Link
                  to={adminOrdersUsersApi.ordersScreen({}, o.id)}
                  className="font-medium text-primary hover:underline"
                  aria-label={`Today’s order ${o.orderNumber}`}
                >
                  {o.orderNumber}
                </Link>
                <p className="truncate text-muted-foreground">
                  {o.userName} ·{' '}
                  <time dateTime={o.createdAt}>{istTime.format(new Date(o.createdAt))}</time>
                </p>
              </div>
              <div className="relative flex shrink-0 flex-col items-end gap-1">
                <span className="font-medium tabular-nums">{formatINR(o.totalAmount)}</span>
                <OrderStatusBadge status={o.status} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardPanel>
  );
}
