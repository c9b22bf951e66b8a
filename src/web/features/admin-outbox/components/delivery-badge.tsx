import type { OutboxChannel, OutboxStatus } from '@shared/schemas/admin-outbox.ts';
import { cn } from '@web/lib/cn.ts';
import { deliveryLabel } from '../outbox-labels.ts';

const tones: Record<OutboxStatus, string> = {
  held: 'border-warning/50 text-warning',
  pending: 'border-info/40 text-info',
  sent: 'border-success/40 text-success',
  failed: 'border-destructive/40 text-destructive',
};

export function DeliveryBadge({
  status,
  channel,
  className,
}: {
  status: OutboxStatus;
  channel: OutboxChannel;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border bg-card px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
        className,
      )}
    >
      <span className="sr-only">Delivery: </span>
      {deliveryLabel(status, channel)}
    </span>
  );
}
