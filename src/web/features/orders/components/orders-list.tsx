import { ChevronRight, Package } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { Order } from '@shared/schemas/checkout.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { PageStepper } from '@web/components/ui/page-stepper.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { BookThumbnail } from '@web/components/books/book-thumbnail.tsx';
import { formatDate, plural } from '@web/lib/format.ts';
import { useOrders } from '../api/get-orders.ts';
import { itemCount } from '@web/components/orders/order-labels.ts';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="relative rounded-xl border bg-card p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 className="font-sans text-base font-semibold">
            <Link
              to={paths.order(order.id)}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              Order {order.orderNumber}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex items-end justify-between gap-4">
        <div className="flex -space-x-3">
          {order.items.slice(0, 4).map((item, i) => (
            <BookThumbnail
              key={`${item.bookId}-${i}`}
              imageUrl={item.imageUrl}
              alt={item.title}
              size="sm"
              className="ring-2 ring-card"
            />
          ))}
        </div>
        <div className="flex items-center gap-2 text-right">
          <div>
            <p className="font-semibold tabular-nums">{formatINR(order.totalAmount)}</p>
            <p className="text-sm text-muted-foreground">{plural(itemCount(order), 'item')}</p>
          </div>
          <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
        </div>
      </div>
    </li>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="grid gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border bg-card p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-28" />
          <div className="mt-4 flex justify-between">
            <Skeleton className="h-16 w-24" />
            <Skeleton className="h-10 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The shopper's orders, newest first, a page at a time (the page is in the address). */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const orders = useOrders(page);

  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) {
    return (
      <QueryError
        title="We couldn't load your orders"
        error={orders.error}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  const { items, total, pageSize } = orders.data;
  if (total === 0) {
    return (
      <EmptyState
        Icon={Package}
        title="No orders yet"
        action={
          <Link to={paths.books()} className={buttonVariants()}>
            Start shopping
          </Link>
        }
      >
        When you place an order, you can follow it here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <ul className="grid gap-4">
        {items.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <PageStepper
        label="Order pages"
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        disabled={orders.isFetching}
        onPageChange={(next) => {
          setParams(next > 1 ? { page: String(next) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
