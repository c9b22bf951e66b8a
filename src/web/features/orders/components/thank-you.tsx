import { CircleCheck, Mail, Package, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { useAuthDialog } from '@web/app/session/auth-dialog-context.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useOrder } from '../api/get-order.ts';
import { shippingLabels } from '@web/components/orders/order-labels.ts';
import { OrderAddress, OrderAmounts, OrderItems, panelClassName } from './order-parts.tsx';

function ThankYouSkeleton() {
  return (
    <div role="status" aria-label="Loading your order" className="space-y-6">
      <Skeleton className="mx-auto h-10 w-80" />
      <Skeleton className="mx-auto h-6 w-56" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** After "Place order": the order number, what was ordered, where it goes and what happens next. */
export function ThankYou({ orderId }: { orderId: string | null }) {
  const { user, isLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  const order = useOrder(orderId ?? '', { enabled: user !== null });
  if (!user && !isLoading) {
    return (
      <EmptyState
        Icon={Package}
        headingLevel="h1"
        title="Sign in to see your order"
        action={<Button onClick={() => authDialog.open('login')}>Sign In</Button>}
      >
        Your order details are kept in your account.
      </EmptyState>
    );
  }
  if (!orderId) {
    return (
      <EmptyState
        Icon={Package}
        headingLevel="h1"
        title="No order to show"
        action={
          <Link to={paths.orders} className={buttonVariants()}>
            See my orders
          </Link>
        }
      >
        Your orders and their status are always on the My orders page.
      </EmptyState>
    );
  }
  if (order.isPending) return <ThankYouSkeleton />;
  if (order.isError) {
    return (
      <QueryError
        headingLevel="h1"
        title="We couldn't load your order"
        error={order.error}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  const o = order.data;
  return (
    <div className="space-y-8">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Thank you for your order!</h1>
        <p className="mt-3 text-lg">
          Your order number is{' '}
          <strong className="font-semibold whitespace-nowrap">{o.orderNumber}</strong>
        </p>
        <p className="mt-1 text-muted-foreground">
          {o.paymentMethod === 'cod'
            ? `Please keep ${formatINR(o.totalAmount)} ready to pay in cash on delivery.`
            : 'Your payment has been received.'}
        </p>
      </div>

      <div className="grid items-start gap-6 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="thanks-summary-heading" className={panelClassName}>
          <h2 id="thanks-summary-heading" className="mb-4 text-xl font-semibold">
            Order summary
          </h2>
          <OrderItems order={o} />
          <div className="mt-5 border-t pt-4">
            <OrderAmounts order={o} />
          </div>
        </section>
        <div className="grid gap-6">
          <section aria-labelledby="thanks-address-heading" className={panelClassName}>
            <h2 id="thanks-address-heading" className="mb-3 text-xl font-semibold">
              Delivering to
            </h2>
            <OrderAddress order={o} />
            <p className="mt-3 text-sm text-muted-foreground">{shippingLabels[o.shippingMethod]}</p>
          </section>
          <section aria-labelledby="thanks-next-heading" className={panelClassName}>
            <h2 id="thanks-next-heading" className="mb-3 text-xl font-semibold">
              What happens next
            </h2>
            <ul className="grid gap-3 text-sm">
              <li className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                We have emailed you a confirmation.
              </li>
              <li className="flex gap-2">
                <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                We will email you when it ships.
              </li>
              <li className="flex gap-2">
                <Package aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                You can follow it, or cancel it before it ships, from My orders.
              </li>
            </ul>
          </section>
        </div>
      </div>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.order(o.id)} className={buttonVariants({ size: 'lg' })}>
          View order
        </Link>
        <Link to={paths.books()} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Keep shopping
        </Link>
      </div>
    </div>
  );
}
