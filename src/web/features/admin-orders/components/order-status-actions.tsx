import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  orderStatusChangeSchema,
  type AdminOrderDetail,
  type OrderStatusChangeInput,
} from '@shared/schemas/admin-orders.ts';
import type { OrderStatus } from '@shared/schemas/checkout.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input, Textarea } from '@web/components/ui/input.tsx';
import { statusLabel } from '@web/components/orders/order-labels.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { statusActions } from '../order-labels.ts';
import { DetailSection } from './order-detail-sections.tsx';

/** The form of one status step: a tracking number when shipping, a note, and the step's button. */
export function StatusChangeForm({
  order,
  to,
  onDone,
}: {
  order: Pick<AdminOrderDetail, 'id' | 'orderNumber'>;
  to: OrderStatus;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const { toast } = useToast();
  const change = useChangeOrderStatus();
  const [confirming, setConfirming] = useState<OrderStatusChangeInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const action = statusActions[to];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrderStatusChangeInput>({
    resolver: zodResolver(orderStatusChangeSchema),
    defaultValues: { status: to, note: '', trackingNumber: '' },
  });

  function send(values: OrderStatusChangeInput) {
    setFailure(null);
    const input: OrderStatusChangeInput = {
      status: to,
      ...(values.note ? { note: values.note } : {}),
      ...(to === 'shipped' ? { trackingNumber: values.trackingNumber } : {}),
    };
    change.mutate(
      { id: order.id, input },
      {
        onSuccess: (changed) => {
          toast({
            variant: 'success',
            title: action.done,
            description: `Order ${changed.orderNumber} is now ${statusLabel(changed.status).toLowerCase()}. The shopper has been notified.`,
          });
          onDone();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.error.fields : undefined;
          if (fields?.trackingNumber) {
            setError('trackingNumber', { type: 'server', message: fields.trackingNumber });
          } else if (fields?.note) {
            setError('note', { type: 'server', message: fields.note });
          } else {
            setFailure(errorMessage(error));
          }
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  const onSubmit = handleSubmit((values) =>
    action.destructive ? setConfirming(values) : send(values),
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 rounded-md border p-3">
      {failure ? <Alert title="The status was not changed">{failure}</Alert> : null}
      {to === 'shipped' ? (
        <FormField
          id={id('tracking')}
          label="Tracking number"
          error={errors.trackingNumber?.message}
        >
          <Input
            autoComplete="off"
            maxLength={100}
            {...fieldAria(id('tracking'), errors.trackingNumber?.message)}
            {...register('trackingNumber')}
          />
        </FormField>
      ) : null}
      <FormField
        id={id('note')}
        label="Note to the shopper (optional)"
        hint="Added to the notification and the email the shopper gets."
        error={errors.note?.message}
      >
        <Textarea
          className="min-h-20"
          maxLength={500}
          {...fieldAria(id('note'), errors.note?.message, true)}
          {...register('note')}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={change.isPending}>
          Back
        </Button>
        <Button
          type="submit"
          variant={action.destructive ? 'destructive' : 'default'}
          disabled={change.isPending}
        >
          {change.isPending && !confirming ? 'Saving…' : action.label}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={to === 'cancelled' ? 'Cancel this order?' : 'Refund this order?'}
        description={
          to === 'cancelled'
            ? `Order ${order.orderNumber} will be cancelled and its books put back in stock. The shopper is told at once. This cannot be undone.`
            : `Order ${order.orderNumber} will be marked refunded and its books put back in stock. Return the money through the payment provider yourself. This cannot be undone.`
        }
        confirmLabel={action.label}
        busyLabel="Saving…"
        busy={change.isPending}
        cancelLabel="Keep the order"
        onConfirm={() => (confirming ? send(confirming) : undefined)}
      />
    </form>
  );
}

/** The steps docs/product.md "Order status" allows from the order's status (the server's `nextStatuses`). */
export function OrderStatusActions({ order }: { order: AdminOrderDetail }) {
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const area = useRef<HTMLDivElement>(null);
  // The form goes away when it is done: focus stays in the dialog rather than falling to the page.
  const done = () => {
    setChosen(null);
    area.current?.focus();
  };
  return (
    <DetailSection title="Update status">
      <div ref={area} tabIndex={-1} className="focus:outline-none">
        {order.nextStatuses.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {['delivered', 'cancelled', 'refunded'].includes(order.status)
              ? `A ${statusLabel(order.status).toLowerCase()} order cannot change any more.`
              : 'Your role cannot change this order’s status.'}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              {order.nextStatuses.map((to) => (
                <Button
                  key={to}
                  size="sm"
                  variant={chosen === to ? 'secondary' : 'outline'}
                  aria-expanded={chosen === to}
                  onClick={() => setChosen(chosen === to ? null : to)}
                >
                  {statusActions[to].label}
                </Button>
              ))}
            </div>
            {chosen ? (
              <StatusChangeForm key={chosen} order={order} to={chosen} onDone={done} />
            ) : null}
          </>
        )}
      </div>
    </DetailSection>
  );
}
