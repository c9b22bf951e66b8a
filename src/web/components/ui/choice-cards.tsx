import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

export interface ChoiceCardOption<T extends string> {
  value: T;
  title: string;
  text: string;
}

export interface ChoiceCardsProps<T extends string> {
  /** The radio group's name. */
  name: string;
  legend: ReactNode;
  options: readonly ChoiceCardOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** The grid's columns from the small breakpoint on, e.g. `sm:grid-cols-2`. */
  columnsClassName?: string;
}

/**
 * Radio cards in a fieldset, one a choice with its title and a line on what it does; the arrow
 * keys move between them as usual, and the chosen card is outlined.
 */
export function ChoiceCards<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  columnsClassName,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className={cn('grid gap-3', columnsClassName)}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring',
              value === o.value && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-primary"
            />
            <span>
              <span className="block font-medium">{o.title}</span>
              <span className="block text-sm text-muted-foreground">{o.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
