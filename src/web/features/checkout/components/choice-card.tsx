import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  /** A control beside the choice (an Edit button): outside the label, so it is its own target. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A native radio button dressed as a card: arrow keys move between the cards of its group. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  aside,
  children,
}: ChoiceCardProps) {
  return (
    <div
      className={cn(
        'relative flex items-start gap-2 rounded-lg border bg-card p-4 transition-colors',
        checked ? 'border-primary ring-1 ring-primary' : 'hover:border-input',
        disabled && 'opacity-60',
      )}
    >
      <label
        className={cn(
          'flex flex-1 items-start gap-3',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        )}
      >
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span className="min-w-0 flex-1">{children}</span>
      </label>
      {aside ? <div className="-my-1 -mr-2 shrink-0">{aside}</div> : null}
    </div>
  );
}
