import { ArrowLeft, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Order } from '@shared/schemas/checkout.ts';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { formatDate, plural } from '@web/lib/format.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useOrder } from '../api/get-order.ts';
import {
  itemCount,
  paymentLabels,
  paymentStatusLabel,
  shippingLabels,
} from '@web/components/orders/order-labels.ts';
import { InvoiceLinks } from '@web/components/orders/invoice-links.tsx';
import { InvoiceView } from '@web/components/orders/invoice-view.tsx';
import { useOrderInvoices } from '../api/get-order-invoices.ts';
import { OrderAddress, OrderAmounts, OrderItems, panelClassName } from './order-parts.tsx';
import { OrderStatusBadge } from '@web/components/orders/order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ReturnsPanel } from './returns-panel.tsx';

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="space-y-6">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

const backLink = (
  <Link
    to={paths.orders}
    className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline print:hidden"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    All orders
  </Link>
);

/** One order: status history, books, address, payment, totals; cancel and print the invoice. */
export function OrderDetail({
  orderId,
  payment,
}: {
  orderId: string;
  /** What the page shows for an order still to be paid online (the checkout feature's panel). */
  payment?: (order: Order) => ReactNode;
}) {
  const order = useOrder(orderId);
  const invoices = useOrderInvoices(orderId, order.data?.status ?? '');
  const cancel = useCancelOrder();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);

  if (order.isPending) return <DetailSkeleton />;
  if (order.isError) {
    // A mistyped id is refused as invalid; another shopper's order is simply not found.
    const missing =
      isApiError(order.error) &&
      (order.error.error.code === 'NOT_FOUND' || order.error.error.code === 'VALIDATION_ERROR');
    return (
      <div className="space-y-4">
        {backLink}
        <QueryError
          headingLevel="h1"
          title={missing ? 'We could not find this order' : "We couldn't load this order"}
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </div>
    );
  }
  const o = order.data;

  const onCancel = () =>
    cancel.mutate(o.id, {
      onSuccess: (cancelled) =>
        toast({
          variant: 'success',
          title: 'Order cancelled',
          description: `Order ${cancelled.orderNumber} has been cancelled.`,
        }),
      onError: (error) =>
        toast({ variant: 'error', title: 'Order not cancelled', description: errorMessage(error) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <div className="space-y-6 print:hidden">
        {backLink}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="flex flex-wrap items-center gap-3 text-3xl font-semibold sm:text-4xl">
              Order {o.orderNumber}
              <OrderStatusBadge status={o.status} className="font-sans text-sm" />
            </h1>
            <p className="mt-1 text-muted-foreground">
              Placed on <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time> ·{' '}
              {plural(itemCount(o), 'item')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {o.status === 'cancelled' && !invoices.data?.length ? null : (
              <InvoiceLinks orderId={o.id} invoices={invoices.data} />
            )}
            {o.canCancel ? (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <XCircle aria-hidden="true" />
                Cancel order
              </Button>
            ) : null}
          </div>
        </div>

        {payment?.(o)}
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            <section aria-labelledby="order-status-heading" className={panelClassName}>
              <h2 id="order-status-heading" className="mb-4 text-xl font-semibold">
                Order status
              </h2>
              <OrderTimeline order={o} />
            </section>
            <section aria-labelledby="order-items-heading" className={panelClassName}>
              <h2 id="order-items-heading" className="mb-4 text-xl font-semibold">
                Books
              </h2>
              <OrderItems order={o} />
              <div className="mt-5 border-t pt-4">
                <OrderAmounts order={o} />
              </div>
            </section>
            <ReturnsPanel order={o} />
          </div>
          <div className="grid gap-6">
            <section aria-labelledby="order-address-heading" className={panelClassName}>
              <h2 id="order-address-heading" className="mb-3 text-xl font-semibold">
                Delivery address
              </h2>
              <OrderAddress order={o} />
            </section>
            <section aria-labelledby="order-payment-heading" className={panelClassName}>
              <h2 id="order-payment-heading" className="mb-3 text-xl font-semibold">
                Payment and delivery
              </h2>
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Payment</dt>
                  <dd className="font-medium">
                    {paymentLabels[o.paymentMethod]} · {paymentStatusLabel(o)}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Shipping</dt>
                  <dd className="font-medium">{shippingLabels[o.shippingMethod]}</dd>
                </div>
              </dl>
            </section>
          </div>
        </div>
      </div>
      {invoices.data?.map((doc) => (
        <div key={doc.number} className="hidden break-after-page print:block">
          <InvoiceView invoice={doc} />
        </div>
      ))}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this order?"
        description={`Order ${o.orderNumber} will be cancelled and its books go back on the shelf. This cannot be undone.`}
        confirmLabel="Cancel order"
        busyLabel="Cancelling..."
        cancelLabel="Keep order"
        busy={cancel.isPending}
        onConfirm={onCancel}
      />
    </>
  );
}
