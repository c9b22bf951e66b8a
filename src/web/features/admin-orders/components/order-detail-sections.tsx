import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminOrderDetail } from '@shared/schemas/admin-orders.ts';
import { paths } from '@web/config/paths.ts';
import { paymentLabels, shippingLabels, statusLabel } from '@web/components/orders/order-labels.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { paymentStatusLabel } from '../order-labels.ts';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border bg-card p-4">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label–value pairs (payment, shipping). */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Items">
      <ul className="divide-y text-sm">
        {order.items.map((item, i) => (
          <li key={`${item.bookId}-${i}`} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium">
                {item.bookId !== null ? (
                  <Link to={paths.admin.editBook(item.bookId)} className="hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="text-muted-foreground">{item.author}</p>
              <p className="text-muted-foreground tabular-nums">
                {item.quantity} × {formatINR(item.unitPrice)}
                {item.mrp > item.unitPrice ? (
                  <span className="ml-1 text-xs">(MRP {formatINR(item.mrp)})</span>
                ) : null}
              </p>
            </div>
            <p className="font-medium tabular-nums">{formatINR(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t pt-2 text-sm tabular-nums">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right">{formatINR(order.subtotal)}</dd>
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className="text-right">
          {order.shippingFee === 0 ? 'Free' : formatINR(order.shippingFee)}
        </dd>
        {order.tax > 0 ? (
          <>
            <dt className="text-muted-foreground">GST</dt>
            <dd className="text-right">{formatINR(order.tax)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatINR(order.totalAmount)}</dd>
      </dl>
    </DetailSection>
  );
}

export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const a = order.shippingAddress;
  return (
    <DetailSection title="Customer and address">
      <p className="text-sm font-medium">{order.userName}</p>
      {order.userEmail ? (
        <p className="text-sm">
          <a href={`mailto:${order.userEmail}`} className="text-primary hover:underline">
            {order.userEmail}
          </a>
        </p>
      ) : null}
      <address className="mt-2 text-sm leading-relaxed not-italic">
        <span className="block">{a.fullName}</span>
        {order.contactHidden ? null : (
          <span className="block">
            {a.line1}
            {a.line2 ? `, ${a.line2}` : ''}
          </span>
        )}
        <span className="block">
          {a.city}, {a.state} {a.pincode}
        </span>
        {order.contactHidden ? (
          <span className="block text-muted-foreground">
            The street address and phone are shown to staff who ship orders or serve customers.
          </span>
        ) : (
          <span className="block text-muted-foreground">Mobile: {a.mobile}</span>
        )}
      </address>
    </DetailSection>
  );
}

export function OrderPaymentAndShipping({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Payment and shipping">
      <Facts
        rows={[
          ['Payment', paymentLabels[order.paymentMethod]],
          ['Payment status', paymentStatusLabel(order.paymentStatus)],
          ...(order.razorpayPaymentId
            ? ([['Razorpay payment', order.razorpayPaymentId]] as [string, ReactNode][])
            : []),
          ...(order.paymentDueAt && order.paymentStatus !== 'paid'
            ? ([['Payment due by', formatDateTime(order.paymentDueAt)]] as [string, ReactNode][])
            : []),
          ['Shipping', shippingLabels[order.shippingMethod]],
          ['Tracking number', order.trackingNumber ?? '—'],
        ]}
      />
    </DetailSection>
  );
}

/** Every step the order took, who took it and the note that went to the shopper. */
export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Timeline">
      <ol className="space-y-3 border-l pl-4 text-sm">
        {order.events.map((e, i) => (
          <li key={`${e.status}-${e.createdAt}-${i}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary"
            />
            <p className="font-medium">{statusLabel(e.status)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              {e.actor ? ` · by ${e.actor.name || e.actor.email}` : ''}
            </p>
            {e.note ? <p className="mt-0.5 text-muted-foreground">{e.note}</p> : null}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
