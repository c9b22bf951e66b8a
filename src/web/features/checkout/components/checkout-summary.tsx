import type { ReactNode } from 'react';
import { formatINR } from '@shared/money.ts';
import type { Quote, PaymentMethod, ShippingMethod } from '@shared/schemas/checkout.ts';
import type { CartItem } from '@shared/schemas/shopping.ts';
import { OrderTotals, promotionRows } from '@web/components/orders/order-totals.tsx';
import { BookThumbnail } from '@web/components/books/book-thumbnail.tsx';
import { shippingFeeLabel } from './shipping-method-picker.tsx';

export interface CheckoutSummaryProps {
  items: CartItem[];
  subtotal: number;
  quote: Quote | undefined;
  shippingMethod: ShippingMethod;
  /** Null when no way to pay is open (the page says why): the small print says nothing of it. */
  paymentMethod: PaymentMethod | null;
  /** The coupon field, between the lines and the totals. */
  coupon?: ReactNode;
  /** The place-order button and its messages. */
  children: ReactNode;
}

/** The lines and totals of the order about to be placed (the server prices it again). */
export function CheckoutSummary({
  items,
  subtotal,
  quote,
  shippingMethod,
  paymentMethod,
  coupon,
  children,
}: CheckoutSummaryProps) {
  const shipping = quote?.shipping[shippingMethod];
  const discount = quote?.discount ?? 0;
  // Tax as the server works it out: on the subtotal after promotions.
  const tax = quote ? quote.tax : 0;
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-semibold">
        Order summary
      </h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3">
            <BookThumbnail imageUrl={item.book?.imageUrl ?? ''} size="sm" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium">{item.book?.title ?? 'Book'}</p>
              <p className="text-muted-foreground">
                {item.quantity} × {formatINR(item.book?.sellingPrice ?? 0)}
              </p>
            </div>
            <p className="text-sm font-medium tabular-nums">
              {formatINR(Math.round((item.book?.sellingPrice ?? 0) * 100 * item.quantity) / 100)}
            </p>
          </li>
        ))}
      </ul>
      {coupon ? <div className="mt-5">{coupon}</div> : null}
      <OrderTotals
        className="mt-5 border-t pt-4"
        rows={[
          { label: 'Subtotal', value: subtotal },
          ...promotionRows(quote?.promotions ?? []),
          {
            label: shippingMethod === 'express' ? 'Express delivery' : 'Standard delivery',
            value: shippingFeeLabel(shipping),
          },
          ...(quote && quote.taxRatePercent > 0
            ? [{ label: `GST (${quote.taxRatePercent}%)`, value: tax }]
            : []),
          {
            label: 'Total',
            value: Math.round((subtotal - discount + (shipping ?? 0) + tax) * 100) / 100,
            emphasis: true,
          },
        ]}
      />
      <p className="mt-2 text-xs text-muted-foreground">
        {quote?.taxRatePercent === 0 ? 'Printed books carry 0% GST. ' : ''}
        {paymentMethod === 'cod'
          ? 'Pay in cash when your order arrives.'
          : paymentMethod === 'razorpay'
            ? 'You pay online once the order is placed; it holds your books for 30 minutes.'
            : ''}
      </p>
      <div className="mt-5 grid gap-3">{children}</div>
    </section>
  );
}
