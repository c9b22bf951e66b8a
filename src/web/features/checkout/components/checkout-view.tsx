import { orderableStock } from '@shared/preorder.ts';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Order, PaymentMethod, ShippingMethod } from '@shared/schemas/checkout.ts';
import { cartTotals } from '@shared/shopping.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { buttonVariants, Button } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { LoadingScreen } from '@web/components/ui/loading-screen.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import {
  CouponField,
  takenCoupons,
  useAppliedCoupons,
  useCart,
  useCartQuote,
} from '@web/features/cart/cart.public.ts';
import { useSiteConfig } from '@web/features/site-config/site-config.public.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { track } from '@web/lib/tracking.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { usePayOnline } from '../hooks/use-pay-online.ts';
import { createAttemptKeys } from '../idempotency-key.ts';
import { AddressPicker } from './address-picker.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { PaymentMethodPicker } from './payment-method-picker.tsx';
import { ShippingMethodPicker } from './shipping-method-picker.tsx';

function CheckoutSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading checkout"
      className="grid gap-8 lg:grid-cols-[1fr_24rem]"
    >
      <div className="space-y-6">
        <Skeleton className="h-7 w-48" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-32 rounded-lg" />
          <Skeleton className="h-32 rounded-lg" />
        </div>
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-20 rounded-lg" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

const sectionClassName = 'rounded-xl border bg-card p-5 shadow-sm sm:p-6';

/** Address, shipping, payment and the order summary; "Place order" sends it once. */
export function CheckoutView() {
  const navigate = useNavigate();
  const cart = useCart({ fresh: true });
  const addresses = useAddresses();
  const config = useSiteConfig();
  const place = usePlaceOrder();
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null);
  const saved = addresses.data ?? [];
  const addressId =
    chosenAddressId !== null && saved.some((a) => a.id === chosenAddressId)
      ? chosenAddressId
      : ((saved.find((a) => a.isDefault) ?? saved[0])?.id ?? null);
  const [coupons, setCoupons] = useAppliedCoupons();
  // The fees, estimate and cash on delivery of the chosen address's PIN code, and the coupons.
  const quote = useCartQuote(saved.find((a) => a.id === addressId)?.pincode ?? null, coupons);
  const delivery = quote.data?.delivery ?? null;
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('standard');
  const [chosenPayment, setChosenPayment] = useState<PaymentMethod>('cod');
  const online = usePayOnline();
  const [leaving, setLeaving] = useState(false);
  const attempts = useRef(createAttemptKeys());
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !cart.data || cart.data.length === 0) return;
    started.current = true;
    track('InitiateCheckout', {
      content_ids: cart.data.map((l) => l.bookId),
      value: cartTotals(cart.data).total,
    });
  }, [cart.data]);

  if (leaving) return <LoadingScreen fullScreen={false} />;
  if (cart.isPending || addresses.isPending) return <CheckoutSkeleton />;
  if (cart.isError || addresses.isError) {
    const failed = cart.isError ? cart : addresses;
    return (
      <QueryError
        title="We couldn't load your checkout"
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (cart.data.length === 0) {
    return (
      <EmptyState
        Icon={ShoppingCart}
        title="Your cart is empty"
        action={
          <Link to={paths.books()} className={buttonVariants()}>
            Browse books
          </Link>
        }
      >
        Add some books to your cart, then come back here to place your order.
      </EmptyState>
    );
  }

  const { total: subtotal } = cartTotals(cart.data);
  const short = cart.data.filter(
    (item) => (item.book ? orderableStock(item.book) : 1) < item.quantity,
  );

  const onlineAvailable = config.data?.features.razorpay ?? false;
  const codOn = config.data?.features.cod ?? true;
  // Cash on delivery is on, but the address's delivery zone is beyond it.
  const codRefused = codOn && delivery !== null && delivery.deliverable && !delivery.cod;
  const codAvailable = codOn && !codRefused;
  const paymentMethod: PaymentMethod =
    onlineAvailable && (chosenPayment === 'razorpay' || !codAvailable) ? 'razorpay' : 'cod';
  const noWayToPay = !codAvailable && !onlineAvailable;
  const undeliverable = delivery !== null && !delivery.deliverable;
  const shipping: ShippingMethod =
    shippingMethod === 'express' && quote.data?.shipping.express === null
      ? 'standard'
      : shippingMethod;

  const finish = (to: string) => {
    attempts.current.reset();
    setLeaving(true);
    void navigate(to, { replace: true });
  };
  const trackPurchase = (order: Order) =>
    track('Purchase', {
      content_ids: order.items.flatMap((i) => (i.bookId === null ? [] : [i.bookId])),
      value: order.totalAmount,
    });

  const onPlace = () => {
    if (addressId === null) return;
    // A coupon the quote refused is not sent: the order goes without it.
    const couponCodes = takenCoupons(quote.data, coupons);
    const input = { addressId, shippingMethod: shipping, paymentMethod, couponCodes };
    const idempotencyKey = attempts.current.keyFor(
      `${input.addressId}|${input.shippingMethod}|${input.paymentMethod}|${couponCodes.join(',')}`,
    );
    place.mutate(
      { input, idempotencyKey },
      {
        onSuccess: (order) => {
          if (order.paymentMethod !== 'razorpay') {
            trackPurchase(order);
            finish(paths.thankYou(order.id));
            return;
          }
          // The order holds its books while the shopper pays; closing the window leaves it on
          // the order page with a "Pay now" button.
          online.pay(order).then(
            (outcome) => {
              if (outcome === 'paid') trackPurchase(order);
              finish(outcome === 'paid' ? paths.thankYou(order.id) : paths.order(order.id));
            },
            () => finish(paths.order(order.id)),
          );
        },
      },
    );
  };
  const busy = place.isPending || online.isPaying;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
      <div className="grid gap-6">
        <section className={sectionClassName}>
          <AddressPicker addresses={saved} selectedId={addressId} onSelect={setChosenAddressId} />
        </section>
        <section className={sectionClassName}>
          <ShippingMethodPicker quote={quote.data} value={shipping} onChange={setShippingMethod} />
        </section>
        <section className={sectionClassName}>
          <PaymentMethodPicker
            value={paymentMethod}
            onChange={setChosenPayment}
            onlineAvailable={onlineAvailable}
            codAvailable={codAvailable}
            codRefusal={
              codRefused
                ? `Cash on delivery is not available for PIN code ${delivery.pincode}${delivery.zone ? ` (${delivery.zone})` : ''}: please pay online.`
                : null
            }
          />
        </section>
      </div>
      <CheckoutSummary
        items={cart.data}
        subtotal={subtotal}
        quote={quote.data}
        shippingMethod={shipping}
        paymentMethod={noWayToPay ? null : paymentMethod}
        coupon={
          <CouponField
            quote={quote.data}
            applied={coupons}
            // The same codes again are asked about again: one may have been paused since.
            onChange={(codes) =>
              codes.join() === coupons.join() ? void quote.refetch() : setCoupons(codes)
            }
          />
        }
      >
        {place.isError ? (
          <Alert title="Your order was not placed">
            <p>{errorMessage(place.error)}</p>
            <p className="mt-2">
              <Link
                to={paths.cart}
                className="font-medium text-primary underline underline-offset-4"
              >
                Review your cart
              </Link>
            </p>
          </Alert>
        ) : null}
        {short.length > 0 ? (
          <Alert title="Some books are short of stock">
            Lower their quantity in{' '}
            <Link to={paths.cart} className="font-medium text-primary underline underline-offset-4">
              your cart
            </Link>{' '}
            to place this order.
          </Alert>
        ) : null}
        {undeliverable ? (
          <Alert title="We can't deliver to this address">
            {delivery.message} Choose or add another address.
          </Alert>
        ) : noWayToPay && codRefused ? (
          <Alert title="No way to pay for this address">
            Cash on delivery does not reach PIN code {delivery.pincode} and online payment is not
            open right now. Choose another address or contact us.
          </Alert>
        ) : noWayToPay ? (
          <Alert title="Ordering is paused">
            No way to pay is open right now. Please try again later or contact us.
          </Alert>
        ) : null}
        {addressId === null ? (
          <p className="text-sm text-muted-foreground">
            Add a delivery address to place your order.
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={busy || addressId === null || short.length > 0 || noWayToPay || undeliverable}
          onClick={onPlace}
        >
          {place.isPending
            ? 'Placing order...'
            : online.isPaying
              ? 'Waiting for payment...'
              : paymentMethod === 'razorpay'
                ? 'Place order and pay'
                : 'Place order'}
        </Button>
        <p className="text-xs text-muted-foreground">
          By placing your order you agree to our{' '}
          <Link to={paths.termsAndConditions} className="underline underline-offset-2">
            terms
          </Link>{' '}
          and{' '}
          <Link to={paths.refundCancellationPolicy} className="underline underline-offset-2">
            cancellation policy
          </Link>
          .
        </p>
      </CheckoutSummary>
    </div>
  );
}
