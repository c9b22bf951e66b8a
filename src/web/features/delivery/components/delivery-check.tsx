import { Banknote, MapPin, Truck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatINR } from '@shared/money.ts';
import type { DeliveryQuote } from '@shared/schemas/delivery.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { plural } from '@web/lib/format.ts';
import { useCheckedPincode, useDeliveryQuote } from '../api/delivery-quote.ts';

const pincodePattern = /^[1-9]\d{5}$/;

/**
 * "Deliver to PIN code": the delivery charge for `amount` rupees, the estimate and whether cash
 * on delivery reaches it, or why the shop cannot deliver there (the book page and the cart).
 */
export function DeliveryCheck({ amount, className }: { amount: number; className?: string }) {
  const id = useId();
  const [pincode, setPincode] = useCheckedPincode();
  const [text, setText] = useState(pincode ?? '');
  const [invalid, setInvalid] = useState(false);
  const quote = useDeliveryQuote(pincode, amount);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = text.replace(/\s/g, '');
    if (!pincodePattern.test(typed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPincode(typed);
  }

  return (
    <div className={cn('space-y-2', className)}>
      <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-pincode`} className="flex items-center gap-1 text-sm font-medium">
            <MapPin aria-hidden="true" className="size-4" />
            Deliver to PIN code
          </label>
          <Input
            id={`${id}-pincode`}
            value={text}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder="e.g. 560001"
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-result`}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Check
        </Button>
      </form>
      <div id={`${id}-result`} role="status" className="text-sm">
        {invalid ? (
          <p className="text-destructive">Enter a 6-digit PIN code</p>
        ) : pincode === null ? null : quote.isPending ? (
          <p className="text-muted-foreground">Checking delivery to {pincode}…</p>
        ) : quote.isError ? (
          <p className="text-destructive">{errorMessage(quote.error)}</p>
        ) : !quote.data.deliverable ? (
          <p className="font-medium text-destructive">{quote.data.message}</p>
        ) : (
          <DeliveryTerms quote={quote.data} />
        )}
      </div>
    </div>
  );
}

function DeliveryTerms({ quote }: { quote: DeliveryQuote }) {
  const charge =
    quote.standard === 0 ? 'Free delivery' : `Delivery ${formatINR(quote.standard ?? 0)}`;
  const { estimate } = quote;
  const when = !estimate
    ? ''
    : estimate.minDays === estimate.maxDays
      ? ` in ${plural(estimate.maxDays, 'business day')}`
      : ` in ${estimate.minDays}–${estimate.maxDays} business days`;
  return (
    <ul className="space-y-1">
      <li className="flex items-start gap-2">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {charge}
          {when} to {quote.pincode}
          {quote.zone ? <span className="text-muted-foreground"> ({quote.zone})</span> : null}
          {quote.standard !== 0 && quote.freeAbove !== null ? (
            <span className="block text-muted-foreground">
              Free on orders of {formatINR(quote.freeAbove)} or more
            </span>
          ) : null}
        </span>
      </li>
      <li
        className={cn('flex items-start gap-2', quote.cod ? '' : 'text-muted-foreground')}
        data-cod={quote.cod ? 'yes' : 'no'}
      >
        <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {quote.cod
            ? 'Cash on delivery available'
            : 'No cash on delivery to this PIN code: pay online'}
        </span>
      </li>
    </ul>
  );
}
