import { ChoiceCard } from './choice-card.tsx';

/**
 * Cash on delivery is the one way to pay for now; online payment is shown, switched off, where
 * the shop has it configured.
 */
export function PaymentMethodPicker({ onlineComingSoon }: { onlineComingSoon: boolean }) {
  return (
    <fieldset>
      <legend className="font-serif text-xl font-semibold">Payment</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ChoiceCard name="paymentMethod" value="cod" checked onChange={() => undefined}>
          <span className="block font-medium">Cash on Delivery</span>
          <span className="mt-1 block text-sm text-muted-foreground">
            Pay in cash when your books arrive.
          </span>
        </ChoiceCard>
        {onlineComingSoon ? (
          <ChoiceCard
            name="paymentMethod"
            value="razorpay"
            checked={false}
            disabled
            onChange={() => undefined}
          >
            <span className="block font-medium">UPI / Cards (coming soon)</span>
            <span className="mt-1 block text-sm text-muted-foreground">
              Online payment is not available yet.
            </span>
          </ChoiceCard>
        ) : null}
      </div>
    </fieldset>
  );
}
