import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '@shared/schemas/checkout.ts';
import type { ReturnView } from '@shared/schemas/returns.ts';
import { Button } from '@web/components/ui/button.tsx';
import { formatINR as formatPrice } from '@shared/money.ts';
import { formatDate } from '@web/lib/format.ts';
import { returnPhotoUrl, useOrderReturns } from '../api/returns.ts';
import { panelClassName } from './order-parts.tsx';
import { ReturnForm } from './return-form.tsx';

export const returnStatusLabels: Record<ReturnView['status'], string> = {
  requested: 'Requested',
  approved: 'Approved: waiting for the parcel',
  declined: 'Declined',
  received: 'Received: refund on its way',
  refunded: 'Refunded',
};

function ReturnCard({ item, orderId }: { item: ReturnView; orderId: string }) {
  return (
    <li className="rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{returnStatusLabels[item.status]}</p>
        <p className="text-sm">Refund {formatPrice(item.refund)}</p>
      </div>
      <ul className="mt-2 text-sm">
        {item.lines.map((l) => (
          <li key={l.id}>
            {l.quantity} × {l.title}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-muted-foreground">Reason: {item.reason}</p>
      {item.hasPhoto ? (
        <img
          src={returnPhotoUrl(orderId, item.id)}
          alt="The photo you sent"
          className="mt-2 max-h-40 rounded-md border"
          loading="lazy"
        />
      ) : null}
      <ol className="mt-3 grid gap-1 border-l pl-3 text-sm">
        {item.events.map((e, i) => (
          <li key={i}>
            <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time> ·{' '}
            {returnStatusLabels[e.status as ReturnView['status']] ?? e.status}
            {e.note && e.status !== 'requested' ? ` · ${e.note}` : ''}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** A delivered order's returns: each one's steps, and the way to ask for one in the window. */
export function ReturnsPanel({ order }: { order: Order }) {
  const returns = useOrderReturns(order.id, order.status === 'delivered');
  const [asking, setAsking] = useState(false);
  if (order.status !== 'delivered' || !returns.data) return null;
  const { returnable, closedReason, windowDays, deliveredAt } = returns.data;
  if (returns.data.returns.length === 0 && returnable.length === 0 && windowDays === 0) return null;
  const until = deliveredAt && new Date(new Date(deliveredAt).getTime() + windowDays * 86_400_000);
  return (
    <section aria-labelledby="order-returns-heading" className={panelClassName}>
      <h2 id="order-returns-heading" className="mb-3 text-xl font-semibold">
        Returns
      </h2>
      {returns.data.returns.length > 0 ? (
        <ul className="mb-4 grid gap-3">
          {returns.data.returns.map((r) => (
            <ReturnCard key={r.id} item={r} orderId={order.id} />
          ))}
        </ul>
      ) : null}
      {returnable.length > 0 ? (
        asking ? (
          <ReturnForm
            orderId={order.id}
            returnable={returnable}
            cash={order.paymentMethod === 'cod'}
            onDone={() => setAsking(false)}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              A book damaged, defective or not what you ordered? You can ask to return it
              {until ? ` until ${formatDate(until.toISOString())}` : ''}.
            </p>
            <Button variant="outline" onClick={() => setAsking(true)}>
              <PackageOpen aria-hidden="true" />
              Return books
            </Button>
          </div>
        )
      ) : closedReason ? (
        <p className="text-sm text-muted-foreground">{closedReason}</p>
      ) : null}
    </section>
  );
}
