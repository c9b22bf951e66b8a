import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Quote } from '@shared/schemas/checkout.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';

/** The codes the quote took (those the order is placed with). */
export function takenCoupons(quote: Quote | undefined, applied: string[]): string[] {
  return applied.filter((code) => quote?.coupons.some((c) => c.code === code && c.error === null));
}

/**
 * "Coupon code": the shopper types a code and applies it; the quote asked with the codes applied
 * says what each takes off, or why not. A code is removed with its button; another can be added
 * (staff decide which codes combine: the quote says when one does not).
 */
export function CouponField({
  quote,
  applied,
  onChange,
}: {
  quote: Quote | undefined;
  applied: string[];
  onChange: (codes: string[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const checked = applied.map((code) => ({
    code,
    error: quote?.coupons.find((c) => c.code === code)?.error,
  }));
  const failed = checked.find((c) => c.error);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = normalised(text);
    if (code === '') return;
    setText('');
    // A code that failed is replaced by the next one typed.
    const kept = applied.filter((c) => c !== code && !checked.find((k) => k.code === c)?.error);
    onChange([...kept, code]);
  }

  return (
    <div className="grid gap-2 border-t pt-4">
      {checked
        .filter((c) => c.error === null)
        .map((c) => (
          <p key={c.code} className="flex items-center justify-between gap-2 text-sm">
            <span className="flex items-center gap-2 font-medium text-success">
              <Tag aria-hidden="true" className="size-4" />
              Coupon {c.code} applied
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove coupon ${c.code}`}
              onClick={() => onChange(applied.filter((a) => a !== c.code))}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </p>
        ))}
      <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-coupon`} className="text-sm font-medium">
            {checked.some((c) => c.error === null) ? 'Another coupon code' : 'Coupon code'}
          </label>
          <Input
            id={`${id}-coupon`}
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={failed ? true : undefined}
            aria-describedby={`${id}-coupon-status`}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>
      <p id={`${id}-coupon-status`} role="status" className="text-sm text-destructive">
        {failed?.error ?? ''}
      </p>
    </div>
  );
}

/** As the server reads a code: no spaces, upper case. */
function normalised(code: string): string {
  return code.replace(/\s/g, '').toUpperCase();
}
