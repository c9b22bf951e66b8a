import type { PaymentMethod } from '@shared/schemas/checkout.ts';
import { ChoiceCard } from './choice-card.tsx';

/** Cash on delivery (unless staff switched it off); UPI, cards and net banking through Razorpay when the shop has it. */
export function PaymentMethodPicker({
  value,
  onChange,
  onlineAvailable,
  codAvailable,
  codRefusal = null,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  onlineAvailable: boolean;
  codAvailable: boolean;
  /** Why cash on delivery is not offered to this address (its delivery zone), if it is not. */
  codRefusal?: string | null;
}) {
  return (
    <fieldset>
      <legend className="font-serif text-xl font-semibold">Payment</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {codAvailable ? (
          <ChoiceCard
            name="paymentMethod"
            value="cod"
            checked={value === 'cod'}
            onChange={() => onChange('cod')}
          >
            <span className="block font-medium">Cash on Delivery</span>
            <span className="mt-1 block text-sm text-muted-foreground">
              Pay in cash when your books arrive.
            </span>
          </ChoiceCard>
        ) : codRefusal ? (
          <ChoiceCard name="paymentMethod" value="cod" checked={false} disabled onChange={() => {}}>
            <span className="block font-medium">Cash on Delivery</span>
            <span className="mt-1 block text-sm text-muted-foreground">{codRefusal}</span>
          </ChoiceCard>
        ) : null}
        {onlineAvailable ? (
          <ChoiceCard
            name="paymentMethod"
            value="razorpay"
            checked={value === 'razorpay'}
            onChange={() => onChange('razorpay')}
          >
            <span className="block font-medium">UPI, cards or net banking</span>
            <span className="mt-1 block text-sm text-muted-foreground">
              Pay now, securely through Razorpay.
            </span>
          </ChoiceCard>
        ) : null}
      </div>
    </fieldset>
  );
}
