import { useState } from 'react';
import type { AdminOrderRow } from '@shared/schemas/admin-orders.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { forwardStatus, statusActions } from '../order-labels.ts';
import { StatusChangeForm } from './order-status-actions.tsx';

/**
 * Moves an order one step along from the list (pending → confirmed → shipped → delivered):
 * the step's own short form opens over the list (a tracking number when shipping, a note).
 */
export function NextStatusButton({
  order,
  className,
}: {
  order: AdminOrderRow;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const to = forwardStatus[order.status];
  if (!to) return null;
  const action = statusActions[to];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="outline"
        className={className}
        aria-label={`${action.label} ${order.orderNumber}`}
        onClick={() => setOpen(true)}
      >
        {action.label}
      </Button>
      <DialogContent closeLabel="Close">
        <div className="pr-10">
          <DialogTitle className="text-xl">
            {action.label}: {order.orderNumber}
          </DialogTitle>
          <DialogDescription>{order.userName} is told by notification and email.</DialogDescription>
        </div>
        {open ? <StatusChangeForm order={order} to={to} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
