import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { Quote } from '@shared/schemas/checkout.ts';
import { buttonVariants, Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { paths } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';
import { useClearCart } from '../api/clear-cart.ts';
import { DeliveryCheck } from '@web/features/delivery/delivery.public.ts';
import { OrderTotals } from '@web/components/orders/order-totals.tsx';

export interface CartSummaryProps {
  subtotal: number;
  count: number;
  quote: Quote | undefined;
  /** Something in the cart cannot be ordered as it is (out of stock, too many). */
  blocked: boolean;
}

/** "Add ₹N more for free delivery", or nothing once Standard delivery is free. */
export function freeDeliveryHint(subtotal: number, quote: Quote | undefined): string | null {
  if (!quote || quote.freeShippingThreshold <= 0) return null;
  const missing = Math.round((quote.freeShippingThreshold - subtotal) * 100) / 100;
  return missing > 0 ? `Add ${formatINR(missing)} more for free delivery` : null;
}

/** Subtotal, the Standard delivery estimate, the total, checkout and "Clear cart". */
export function CartSummary({ subtotal, count, quote, blocked }: CartSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const clear = useClearCart();
  const shipping = quote?.shipping.standard;
  const hint = freeDeliveryHint(subtotal, quote);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id="cart-summary-heading" className="text-xl font-semibold">
        Order summary
      </h2>
      <OrderTotals
        className="mt-4"
        rows={[
          { label: `Subtotal (${plural(count, 'item')})`, value: subtotal },
          {
            label: 'Delivery (Standard)',
            value:
              shipping === undefined
                ? 'Calculating…'
                : shipping === null
                  ? 'Not available'
                  : shipping === 0
                    ? 'Free'
                    : shipping,
          },
          {
            label: 'Estimated total',
            value: subtotal + (shipping ?? 0),
            emphasis: true,
          },
        ]}
      />
      {hint ? (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {hint}
        </p>
      ) : null}
      {blocked ? (
        <p className="mt-4 text-sm font-medium text-destructive">
          Fix the books marked above to check out.
        </p>
      ) : null}
      <div className="mt-5 grid gap-2">
        {blocked ? (
          <Button size="lg" disabled>
            Proceed to checkout
          </Button>
        ) : (
          <Link to={paths.checkout} className={buttonVariants({ size: 'lg' })}>
            Proceed to checkout
          </Link>
        )}
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Clear cart
        </Button>
      </div>
      <DeliveryCheck amount={subtotal} className="mt-5 border-t pt-4" />
      <p className="mt-3 text-xs text-muted-foreground">
        Express delivery can be chosen at checkout.
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear your cart?"
        description="Every book will be taken out of your cart. Your wishlist stays as it is."
        confirmLabel="Clear cart"
        busyLabel="Clearing..."
        busy={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
