import type { OrderStatus } from '@shared/schemas/checkout.ts';
import { cn } from '@web/lib/cn.ts';
import { statusLabel } from './order-labels.ts';

const tones: Record<OrderStatus, string> = {
  pending: 'border-warning/40 text-warning',
  confirmed: 'border-info/40 text-info',
  shipped: 'border-info/40 text-info',
  delivered: 'border-success/40 text-success',
  cancelled: 'border-destructive/40 text-destructive',
  refunded: 'border-border text-muted-foreground',
};

export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border bg-card px-2.5 py-0.5 text-xs font-semibold',
        tones[status],
        className,
      )}
    >
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </span>
  );
}
