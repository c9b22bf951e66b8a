import { Download, Package } from 'lucide-react';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { hasOrdersFilters, useOrdersFilters } from '../orders-filters.ts';
import { OrderCards } from './order-cards.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { OrdersFilterBar } from './orders-filter-bar.tsx';
import { OrdersTable } from './orders-table.tsx';

function TableSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="space-y-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

/** /admin/orders: every order, filtered through the address, with one open over the list. */
export function AdminOrdersScreen() {
  const { filters, openOrderId, setFilters, clearFilters, closeOrder } = useOrdersFilters();
  const orders = useAdminOrders(filters);
  // Phones get cards; from 768 px the table (ADR 022).
  const wide = useMediaQuery('(min-width: 768px)');
  const page = filters.page ?? 1;
  const customerName =
    filters.userId && orders.data?.items[0]?.userId === filters.userId
      ? orders.data.items[0].userName
      : undefined;

  let content;
  if (orders.isPending) {
    content = <TableSkeleton />;
  } else if (orders.isError) {
    content = (
      <QueryError
        title="We couldn't load the orders"
        error={orders.error}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.data.total === 0) {
    content = hasOrdersFilters(filters) ? (
      <EmptyState Icon={Package} title="No orders match these filters">
        Try another status, a wider date range or a different search.
      </EmptyState>
    ) : (
      <EmptyState Icon={Package} title="No orders yet">
        Orders appear here as soon as shoppers place them.
      </EmptyState>
    );
  } else {
    const { items, total, pageSize } = orders.data;
    const totalPages = Math.ceil(total / pageSize);
    content = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {plural(total, 'order')}
          {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
        </p>
        <div className={orders.isPlaceholderData ? 'opacity-60' : undefined}>
          {wide ? (
            <OrdersTable
              orders={items}
              caption="Orders, newest first"
              hrefFor={(id) => adminOrdersUsersApi.ordersScreen(filters, id)}
            />
          ) : (
            <OrderCards
              orders={items}
              caption="Orders, newest first"
              hrefFor={(id) => adminOrdersUsersApi.ordersScreen(filters, id)}
            />
          )}
        </div>
        <Pagination
          label="Order pages"
          page={page}
          totalPages={totalPages}
          hrefFor={(p) => adminOrdersUsersApi.ordersScreen({ ...filters, page: p })}
        />
      </div>
    );
  }

  return (
    <AdminPage
      title="Orders"
      description="Find an order, follow it through its statuses and tell the shopper as it moves."
      actions={
        <a
          href={adminOrdersUsersApi.ordersExport(filters)}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      <OrdersFilterBar
        filters={filters}
        customerName={customerName}
        onChange={setFilters}
        onClear={clearFilters}
      />
      {content}
      <OrderDetailDialog orderId={openOrderId} onClose={closeOrder} />
    </AdminPage>
  );
}
