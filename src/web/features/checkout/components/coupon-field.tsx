import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Quote } from '@shared/schemas/checkout.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';

/**
 * "Coupon code": the shopper types a code and applies it; the quote asked with it says what it
 * takes off, or why not. `applied` is the code asked about, `onApply(null)` removes it.
 */
export function CouponField({
  quote,
  applied,
  onApply,
}: {
  quote: Quote | undefined;
  applied: string | null;
  onApply: (code: string | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(applied ?? '');
  const checked =
    quote?.coupon && quote.coupon.code === normalised(applied ?? '') ? quote.coupon : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = normalised(text);
    onApply(code === '' ? null : code);
  }

  return (
    <div className="grid gap-2 border-t pt-4">
      {checked && checked.error === null ? (
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-2 font-medium text-success">
            <Tag aria-hidden="true" className="size-4" />
            Coupon {checked.code} applied
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              onApply(null);
            }}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={`${id}-coupon`} className="text-sm font-medium">
              Coupon code
            </label>
            <Input
              id={`${id}-coupon`}
              value={text}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={checked?.error ? true : undefined}
              aria-describedby={`${id}-coupon-status`}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
      )}
      <p id={`${id}-coupon-status`} role="status" className="text-sm text-destructive">
        {checked?.error ?? ''}
      </p>
    </div>
  );
}

/** As the server reads a code: no spaces, upper case. */
function normalised(code: string): string {
  return code.replace(/\s/g, '').toUpperCase();
}
