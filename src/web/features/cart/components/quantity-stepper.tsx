import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@web/lib/cn.ts';

/**
 * Clicks are gathered for this long before one update is sent: fewer calls, and never the same
 * PUT twice inside the API client's 500 ms duplicate guard (docs/product.md §7).
 */
export const quantityCommitDelayMs = 600;

export interface QuantityStepperProps {
  /** The quantity the server has. */
  value: number;
  max: number;
  /** What is counted, for the labels: "Quantity of The Guide". */
  itemName: string;
  disabled?: boolean;
  onCommit: (quantity: number) => Promise<unknown>;
}

const clamp = (n: number, max: number) => Math.min(Math.max(1, Math.round(n)), Math.max(1, max));

/** − / number / +, bounded to 1..max; shows the new number at once and sends it shortly after. */
export function QuantityStepper({
  value,
  max,
  itemName,
  disabled,
  onCommit,
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const shown = draft ?? value;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: number) => {
    window.clearTimeout(timer.current);
    setTyped(null);
    if (next === value) {
      setDraft(null);
      return;
    }
    // Whatever the answer, show the server's number again: the cart cache holds it.
    void onCommit(next).finally(() => setDraft(null));
  };

  const step = (delta: number) => {
    const next = clamp(shown + delta, max);
    setDraft(next);
    setTyped(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(next), quantityCommitDelayMs);
  };

  const commitTyped = () => {
    if (typed === null) return;
    const n = Number(typed);
    const next = Number.isFinite(n) && typed.trim() !== '' ? clamp(n, max) : value;
    setDraft(next);
    commit(next);
  };

  const buttonClass =
    'inline-flex size-9 cursor-pointer items-center justify-center text-foreground hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="inline-flex h-9 items-center overflow-hidden rounded-md border border-input bg-card">
      <button
        type="button"
        className={buttonClass}
        aria-label={`Decrease quantity of ${itemName}`}
        aria-controls={inputId}
        disabled={disabled || shown <= 1}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        aria-label={`Quantity of ${itemName}`}
        disabled={disabled}
        value={typed ?? String(shown)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commitTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitTyped();
          }
        }}
        className={cn(
          'h-full w-11 border-x border-input bg-transparent text-center text-sm font-medium tabular-nums',
          '[appearance:textfield] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
        )}
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={`Increase quantity of ${itemName}`}
        aria-controls={inputId}
        disabled={disabled || shown >= max}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
