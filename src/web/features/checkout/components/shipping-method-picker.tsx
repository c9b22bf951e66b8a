import { formatINR } from '@shared/money.ts';
import type { Quote, ShippingMethod } from '@shared/schemas/checkout.ts';
import { ChoiceCard } from './choice-card.tsx';

const methods: { value: ShippingMethod; label: string; note: string }[] = [
  { value: 'standard', label: 'Standard delivery', note: '3–7 business days after dispatch' },
  {
    value: 'express',
    label: 'Express delivery',
    note: 'Dispatched first; usually 1–3 business days sooner',
  },
];

/** A method's fee: "…" while it is worked out, "Not available" where the method is not offered. */
export function shippingFeeLabel(fee: number | null | undefined): string {
  if (fee === undefined) return '…';
  if (fee === null) return 'Not available';
  return fee === 0 ? 'Free' : formatINR(fee);
}

/** The delivery zone's estimate for Standard delivery, when the shop has zones. */
function standardNote(quote: Quote | undefined, fallback: string): string {
  const days = quote?.delivery?.estimate;
  if (!days) return fallback;
  const span =
    days.minDays === days.maxDays ? `${days.maxDays}` : `${days.minDays}–${days.maxDays}`;
  return `${span} business days after dispatch to ${quote.delivery!.pincode}`;
}

export function ShippingMethodPicker({
  quote,
  value,
  onChange,
}: {
  quote: Quote | undefined;
  value: ShippingMethod;
  onChange: (method: ShippingMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="font-serif text-xl font-semibold">Shipping method</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {methods.map((method) => (
          <ChoiceCard
            key={method.value}
            name="shippingMethod"
            value={method.value}
            checked={value === method.value}
            disabled={quote?.shipping[method.value] === null}
            onChange={() => onChange(method.value)}
          >
            <span className="flex items-baseline justify-between gap-3 font-medium">
              {method.label}
              <span className="tabular-nums">
                {shippingFeeLabel(quote?.shipping[method.value])}
              </span>
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">
              {quote?.shipping[method.value] === null
                ? 'Not offered to this PIN code'
                : method.value === 'standard'
                  ? standardNote(quote, method.note)
                  : method.note}
            </span>
          </ChoiceCard>
        ))}
      </div>
      {quote && (quote.shipping.standard ?? 0) > 0 && quote.freeShippingThreshold > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Standard delivery is free on orders of {formatINR(quote.freeShippingThreshold)} or more.
        </p>
      ) : null}
    </fieldset>
  );
}
