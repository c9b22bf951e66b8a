import { CreditCard } from 'lucide-react';
import type { Order } from '@shared/schemas/checkout.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { usePayOnline } from '../hooks/use-pay-online.ts';

/** Whether an online order still waits for its payment (and still holds its books). */
export function awaitsPayment(order: Order, now = Date.now()): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    order.status === 'pending' &&
    order.paymentStatus === 'unpaid' &&
    order.razorpayOrderId !== null &&
    order.paymentDueAt !== null &&
    Date.parse(order.paymentDueAt) > now
  );
}

/** On an unpaid online order: when it will be released, and a button to pay it now. */
export function PayNowPanel({ order }: { order: Order }) {
  const online = usePayOnline();
  const { toast } = useToast();
  if (!awaitsPayment(order)) return null;

  const onPay = () => {
    online.pay(order).then(
      (outcome) => {
        if (outcome === 'paid') {
          toast({
            variant: 'success',
            title: 'Payment received',
            description: `Order ${order.orderNumber} is confirmed.`,
          });
        }
      },
      () => undefined,
    );
  };

  return (
    <Alert tone="info" title="Waiting for your payment">
      <p>
        Pay by {formatDateTime(order.paymentDueAt!)} or this order is cancelled and its books go
        back on the shelf.
      </p>
      {online.error ? (
        <p className="mt-2 font-medium text-destructive">{errorMessage(online.error)}</p>
      ) : null}
      <Button className="mt-3" onClick={onPay} disabled={online.isPaying}>
        <CreditCard aria-hidden="true" />
        {online.isPaying ? 'Waiting for payment...' : 'Pay now'}
      </Button>
    </Alert>
  );
}
