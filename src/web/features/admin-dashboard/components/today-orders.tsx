import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';
import { DashboardOrderList } from './dashboard-order-list.tsx';
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
        <DashboardOrderList
          orders={orders}
          label={(orderNumber) => `Today’s order ${orderNumber}`}
          time={(createdAt) => istTime.format(new Date(createdAt))}
          className="mt-2"
        />
      ) : null}
    </DashboardPanel>
  );
}
