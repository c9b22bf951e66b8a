import { Check, Circle, X } from 'lucide-react';
import type { Order, OrderStatus } from '@shared/schemas/checkout.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { statusLabel } from '@web/components/orders/order-labels.ts';

const journey: OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

/** The steps still ahead of an order that is on its way (none once cancelled or refunded). */
export function stepsAhead(order: Pick<Order, 'status' | 'events'>): OrderStatus[] {
  const at = journey.indexOf(order.status);
  if (at < 0) return [];
  return journey.slice(at + 1);
}

/** docs/product.md "Order status": what happened (from the order's events) and what comes next. */
export function OrderTimeline({ order }: { order: Order }) {
  const ahead = stepsAhead(order);
  return (
    <ol className="grid gap-0">
      {order.events.map((event, i) => {
        const last = i === order.events.length - 1 && ahead.length === 0;
        const bad = event.status === 'cancelled' || event.status === 'refunded';
        return (
          <li key={`${event.status}-${event.createdAt}`} className="relative flex gap-3 pb-5">
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-7 bottom-0 left-3.5 w-px bg-border"
              />
            )}
            <span
              className={cn(
                'relative inline-flex size-7 shrink-0 items-center justify-center rounded-full',
                bad
                  ? 'bg-destructive text-destructive-foreground'
                  : 'bg-primary text-primary-foreground',
              )}
            >
              {bad ? (
                <X aria-hidden="true" className="size-4" />
              ) : (
                <Check aria-hidden="true" className="size-4" />
              )}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className="font-medium">{statusLabel(event.status)}</p>
              {event.note ? <p className="text-sm text-muted-foreground">{event.note}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
            </div>
          </li>
        );
      })}
      {ahead.map((status, i) => (
        <li key={status} className="relative flex gap-3 pb-5 last:pb-0">
          {i === ahead.length - 1 ? null : (
            <span aria-hidden="true" className="absolute top-7 bottom-0 left-3.5 w-px bg-border" />
          )}
          <span className="relative inline-flex size-7 shrink-0 items-center justify-center rounded-full border bg-card text-muted-foreground">
            <Circle aria-hidden="true" className="size-3" />
          </span>
          <p className="pt-0.5 text-muted-foreground">
            {statusLabel(status)}
            <span className="sr-only"> (not yet)</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
