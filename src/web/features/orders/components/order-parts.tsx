import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import { shipsOnOrAfter } from '@shared/preorder.ts';
import type { Order } from '@shared/schemas/checkout.ts';
import { paths } from '@web/config/paths.ts';
import { OrderTotals, promotionRows } from '@web/components/orders/order-totals.tsx';
import { BookThumbnail } from '@web/components/books/book-thumbnail.tsx';

/** The books of an order, as they were priced when it was placed. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <ul className="divide-y">
      {order.items.map((item, i) => (
        <li
          key={`${item.bookId}-${i}`}
          className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
        >
          <BookThumbnail imageUrl={item.imageUrl} size="sm" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium">
              {item.bookId !== null ? (
                <Link to={paths.book(item.bookId)} className="hover:underline">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </p>
            <p className="text-muted-foreground">{item.author}</p>
            <p className="text-muted-foreground">
              {item.quantity} × {formatINR(item.unitPrice)}
            </p>
            {item.shipsOnOrAfter ? (
              <p className="font-medium text-info">
                Pre-order: {shipsOnOrAfter(item.shipsOnOrAfter)}
              </p>
            ) : null}
          </div>
          <p className="text-sm font-medium tabular-nums">{formatINR(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

export function OrderAmounts({ order }: { order: Order }) {
  return (
    <OrderTotals
      rows={[
        { label: 'Subtotal', value: order.subtotal },
        ...promotionRows(order.promotions),
        { label: 'Shipping', value: order.shippingFee === 0 ? 'Free' : order.shippingFee },
        ...(order.tax > 0 ? [{ label: 'GST', value: order.tax }] : []),
        { label: 'Total', value: order.totalAmount, emphasis: true },
      ]}
    />
  );
}

export function OrderAddress({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <address className="text-sm leading-relaxed not-italic">
      <span className="block font-medium">{a.fullName}</span>
      <span className="block">
        {a.line1}
        {a.line2 ? `, ${a.line2}` : ''}
      </span>
      <span className="block">
        {a.city}, {a.state} {a.pincode}
      </span>
      <span className="block text-muted-foreground">Mobile: {a.mobile}</span>
    </address>
  );
}

export const panelClassName = 'rounded-xl border bg-card p-5 shadow-sm sm:p-6';
