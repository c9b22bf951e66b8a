import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatINR } from '@shared/money.ts';
import { holds } from '@shared/permissions.ts';
import type { ReturnView } from '@shared/schemas/returns.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { apiGet, apiRequest, errorMessage } from '@web/lib/api-client.ts';
import { formatDate } from '@web/lib/format.ts';
import { DetailSection } from './order-detail-sections.tsx';

const labels: Record<ReturnView['status'], string> = {
  requested: 'Requested: approve or decline',
  approved: 'Approved: waiting for the parcel',
  declined: 'Declined',
  received: 'Received: refund due',
  refunded: 'Refunded',
};

function useReturnStep(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: number; step: string; body: object }) =>
      apiRequest('POST', `/api/admin/returns/${id}/${step}`, body),
    onSuccess: (_, { step, body }) =>
      toast({
        variant: 'success',
        title:
          step === 'decision'
            ? (body as { approve: boolean }).approve
              ? 'Return approved'
              : 'Return declined'
            : step === 'receive'
              ? 'Parcel recorded'
              : 'Refund recorded',
        description: 'The shopper has been told.',
      }),
    onError: (error) =>
      toast({ variant: 'error', title: 'Return not updated', description: errorMessage(error) }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'order-returns', orderId] }),
  });
}

function ReturnSteps({ orderId, item }: { orderId: string; item: ReturnView }) {
  const id = useId();
  const { user } = useCurrentUser();
  const step = useReturnStep(orderId);
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [restock, setRestock] = useState<Record<number, number>>(
    Object.fromEntries(item.lines.map((l) => [l.id, l.quantity])),
  );
  const refunds = holds(user, 'orders.refund');
  const receives = refunds || holds(user, 'orders.fulfil');
  const send = (name: string, body: object) => step.mutate({ id: item.id, step: name, body });

  if (item.status === 'requested' && refunds) {
    return (
      <div className="grid gap-2">
        <FormField id={`${id}-note`} label="Note to the shopper (optional)">
          <Input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={step.isPending}
            onClick={() => send('decision', { approve: true, note })}
          >
            Approve return
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={step.isPending}
            onClick={() => send('decision', { approve: false, note })}
          >
            Decline return
          </Button>
        </div>
      </div>
    );
  }
  if (item.status === 'approved' && receives) {
    return (
      <div className="grid gap-2">
        {item.lines.map((l) => (
          <FormField key={l.id} id={`${id}-restock-${l.id}`} label={`Back on sale: ${l.title}`}>
            <Input
              id={`${id}-restock-${l.id}`}
              type="number"
              min={0}
              max={l.quantity}
              value={restock[l.id] ?? 0}
              onChange={(e) => setRestock((r) => ({ ...r, [l.id]: Number(e.target.value) }))}
            />
          </FormField>
        ))}
        <Button
          size="sm"
          className="justify-self-start"
          disabled={step.isPending}
          onClick={() =>
            send('receive', {
              restock: Object.entries(restock).map(([lineId, quantity]) => ({
                lineId: Number(lineId),
                quantity: Math.max(0, Math.floor(quantity) || 0),
              })),
            })
          }
        >
          Parcel received
        </Button>
      </div>
    );
  }
  if (item.status === 'received' && refunds) {
    return item.refundMethod === 'razorpay' ? (
      <Button
        size="sm"
        className="justify-self-start"
        disabled={step.isPending}
        onClick={() => send('refund', {})}
      >
        Refund {formatINR(item.refund)} to the original payment
      </Button>
    ) : (
      <div className="grid gap-2">
        {item.bank ? (
          <p className="text-sm">
            Pay {formatINR(item.refund)} to {item.bank.accountName}, account{' '}
            {item.bank.accountNumber}, IFSC {item.bank.ifsc}.
          </p>
        ) : null}
        <FormField id={`${id}-ref`} label="Bank transfer reference">
          <Input
            id={`${id}-ref`}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </FormField>
        <Button
          size="sm"
          className="justify-self-start"
          disabled={step.isPending}
          onClick={() => send('refund', { reference })}
        >
          Record refund
        </Button>
      </div>
    );
  }
  return null;
}

/** An order's returns in the staff's order view: each step, and the next one the role may take. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useQuery({
    queryKey: ['admin', 'order-returns', orderId],
    queryFn: ({ signal }) =>
      apiGet<ReturnView[]>(`/api/admin/orders/${encodeURIComponent(orderId)}/returns`, signal),
  });
  if (!returns.data?.length) return null;
  return (
    <DetailSection title="Returns">
      <ul className="grid gap-4">
        {returns.data.map((item) => (
          <li key={item.id} className="grid gap-2 text-sm">
            <p className="font-medium">
              {labels[item.status]} · refund {formatINR(item.refund)} (
              {item.refundMethod === 'razorpay' ? 'to the payment' : 'by bank transfer'})
            </p>
            <ul>
              {item.lines.map((l) => (
                <li key={l.id}>
                  {l.quantity} × {l.title}
                  {l.restocked !== null ? ` · ${l.restocked} back on sale` : ''}
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">
              {item.reason}
              {item.details ? `: ${item.details}` : ''} · asked {formatDate(item.createdAt)}
            </p>
            {item.hasPhoto ? (
              <a href={`/api/admin/returns/${item.id}/photo`} target="_blank" rel="noreferrer">
                <img
                  src={`/api/admin/returns/${item.id}/photo`}
                  alt="The shopper’s photo of the problem"
                  className="max-h-40 rounded-md border"
                  loading="lazy"
                />
              </a>
            ) : null}
            {item.refundReference ? (
              <p className="text-muted-foreground">Refund reference: {item.refundReference}</p>
            ) : null}
            <ReturnSteps orderId={orderId} item={item} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
