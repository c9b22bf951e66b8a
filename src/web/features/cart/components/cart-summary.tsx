import { BadgePercent, Truck } from 'lucide-react';
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
import { OrderTotals, promotionRows } from '@web/components/orders/order-totals.tsx';
import { useAppliedCoupons } from '../api/get-cart-quote.ts';
import { CouponField } from './coupon-field.tsx';

export interface CartSummaryProps {
  subtotal: number;
  count: number;
  quote: Quote | undefined;
  /** Something in the cart cannot be ordered as it is (out of stock, too many). */
  blocked: boolean;
  /** Asks for the quote again (a coupon applied again may have been paused since). */
  onRequote?: () => void;
}

/**
 * The automatic offers a change of the cart dropped ("“3 for 2” no longer applies…"): the quote's
 * offers are compared with those of the quote before, as each arrives.
 */
function useDroppedOffers(quote: Quote | undefined): string | null {
  const [seen, setSeen] = useState<{ quote: Quote | undefined; names: string[] | null }>({
    quote: undefined,
    names: null,
  });
  const [dropped, setDropped] = useState<string | null>(null);
  if (quote && quote !== seen.quote) {
    const names = quote.promotions.filter((p) => p.code === null).map((p) => p.name);
    const gone = seen.names?.filter((n) => !names.includes(n)) ?? [];
    setSeen({ quote, names });
    if (gone.length > 0) {
      const list = gone.map((n) => `“${n}”`).join(' and ');
      setDropped(
        `${list} no longer ${gone.length === 1 ? 'applies' : 'apply'} to your cart after that change.`,
      );
    } else if (seen.names && names.length > seen.names.length) setDropped(null);
  }
  return dropped;
}

/** "Add ₹N more for free delivery", or nothing once Standard delivery is free. */
export function freeDeliveryHint(subtotal: number, quote: Quote | undefined): string | null {
  if (!quote || quote.freeShippingThreshold <= 0) return null;
  const missing = Math.round((quote.freeShippingThreshold - subtotal) * 100) / 100;
  return missing > 0 ? `Add ${formatINR(missing)} more for free delivery` : null;
}

/** Subtotal, the Standard delivery estimate, the total, checkout and "Clear cart". */
export function CartSummary({ subtotal, count, quote, blocked, onRequote }: CartSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const [coupons, setCoupons] = useAppliedCoupons();
  const clear = useClearCart();
  const shipping = quote?.shipping.standard;
  const discount = quote?.discount ?? 0;
  const freeByOffer = quote?.promotions.some((p) => p.delivery) ?? false;
  const hint = freeByOffer ? null : freeDeliveryHint(subtotal - discount, quote);
  const dropped = useDroppedOffers(quote);
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
          ...promotionRows(quote?.promotions ?? []),
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
          ...(quote && quote.tax > 0 ? [{ label: 'GST', value: quote.tax }] : []),
          {
            label: 'Estimated total',
            value:
              Math.round((subtotal - discount + (shipping ?? 0) + (quote?.tax ?? 0)) * 100) / 100,
            emphasis: true,
          },
        ]}
      />
      {dropped ? (
        <p role="status" className="mt-4 text-sm font-medium text-destructive">
          {dropped}
        </p>
      ) : null}
      {(quote?.hints ?? []).map((offerHint) => (
        <p
          key={offerHint}
          className="mt-4 flex items-start gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground"
        >
          <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {offerHint}
        </p>
      ))}
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
      <div className="mt-5">
        <CouponField
          quote={quote}
          applied={coupons}
          onChange={(codes) =>
            codes.join() === coupons.join() ? onRequote?.() : setCoupons(codes)
          }
        />
      </div>
      <DeliveryCheck amount={subtotal - discount} className="mt-5 border-t pt-4" />
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
