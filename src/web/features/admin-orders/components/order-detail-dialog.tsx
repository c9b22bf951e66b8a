import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceDocument } from '@shared/schemas/invoices.ts';
import { InvoiceLinks } from '@web/components/orders/invoice-links.tsx';
import { apiGet, isApiError } from '@web/lib/api-client.ts';
import { formatDateTime, plural } from '@web/lib/format.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import {
  OrderCustomer,
  OrderHistory,
  OrderLines,
  OrderPaymentAndShipping,
} from './order-detail-sections.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';

function OrderDetailBody({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  const invoices = useQuery({
    // Keyed by the status too: confirming or refunding the order issues a document.
    queryKey: ['admin', 'order-invoices', orderId, order.data?.status],
    queryFn: ({ signal }) =>
      apiGet<InvoiceDocument[]>(
        `/api/admin/orders/${encodeURIComponent(orderId)}/invoices`,
        signal,
      ),
    // An invoice carries the buyer's address: not asked for by roles that may not see it.
    enabled: order.isSuccess && !order.data.contactHidden,
  });
  if (order.isPending) {
    return (
      <div role="status" aria-label="Loading the order" className="space-y-4">
        <DialogTitle>Order</DialogTitle>
        <Skeleton className="h-24" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    const missing =
      isApiError(order.error) && ['NOT_FOUND', 'VALIDATION_ERROR'].includes(order.error.error.code);
    return (
      <div className="space-y-4">
        <DialogTitle>Order</DialogTitle>
        <QueryError
          title={missing ? 'We could not find this order' : "We couldn't load this order"}
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </div>
    );
  }
  const o = order.data;
  return (
    <div className="space-y-4">
      <div className="pr-10">
        <DialogTitle className="flex flex-wrap items-center gap-3">
          Order {o.orderNumber}
          <OrderStatusBadge status={o.status} className="font-sans" />
        </DialogTitle>
        <DialogDescription>
          Placed <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time> by {o.userName} ·{' '}
          {plural(o.itemCount, 'item')}
        </DialogDescription>
      </div>
      <OrderStatusActions order={o} />
      <OrderReturns orderId={o.id} />
      {o.contactHidden ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <InvoiceLinks orderId={o.id} invoices={invoices.data} admin />
        </div>
      )}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <div className="grid gap-4">
          <OrderLines order={o} />
          <OrderPaymentAndShipping order={o} />
        </div>
        <div className="grid gap-4">
          <OrderCustomer order={o} />
          <OrderHistory order={o} />
        </div>
      </div>
    </div>
  );
}

/** One order over the list (its id in `?order=`, so the view can be linked to and shared). */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  return (
    <Dialog open={orderId !== ''} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="wide" closeLabel="Close the order">
        {orderId ? <OrderDetailBody orderId={orderId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
