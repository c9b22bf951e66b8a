import { Link } from 'react-router';
import type { AdminOrderRow } from '@shared/schemas/admin-orders.ts';
import { paths } from '@web/config/paths.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { DashboardOrderList } from './dashboard-order-list.tsx';
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
        <DashboardOrderList
          orders={orders}
          label={(orderNumber) => `Order ${orderNumber}`}
          time={formatDateTime}
        />
      )}
    </DashboardPanel>
  );
}
