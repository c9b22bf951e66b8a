import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardStats } from './dashboard-stats.tsx';
import { LowStockBooks } from './low-stock-books.tsx';
import { OrdersByStatus } from './orders-by-status.tsx';
import { RecentOrders } from './recent-orders.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { TodayOrders } from './today-orders.tsx';
import { UnreadMessages } from './unread-messages.tsx';

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

/** /admin: how the shop is doing today, and what needs a hand. */
export function AdminDashboardScreen() {
  const dashboard = useDashboard();
  let content;
  if (dashboard.isPending) {
    content = <DashboardSkeleton />;
  } else if (dashboard.isError) {
    content = (
      <QueryError
        title="We couldn't load the dashboard"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  } else {
    const d = dashboard.data;
    content = (
      // What needs a hand comes first, on a phone too: today's orders and low stock (ADR 022).
      <div className="space-y-4">
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <TodayOrders dashboard={d} />
          <LowStockBooks lowStock={d.lowStock} />
        </div>
        <DashboardStats dashboard={d} />
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="grid gap-4">
            <RevenueChart days={d.revenueByDay} />
            <RecentOrders orders={d.recentOrders} />
          </div>
          <div className="grid gap-4">
            <OrdersByStatus counts={d.ordersByStatus} />
            <UnreadMessages />
          </div>
        </div>
      </div>
    );
  }
  return (
    <AdminPage
      title="Dashboard"
      description="Revenue and orders at a glance (India Standard Time days; cancelled and refunded orders are not counted as revenue)."
    >
      {content}
    </AdminPage>
  );
}
