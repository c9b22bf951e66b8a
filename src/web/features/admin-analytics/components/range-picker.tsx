import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { cn } from '@web/lib/cn.ts';
import {
  customRangeError,
  rangePresets,
  shopToday,
  type AnalyticsRange,
  type RangeChoice,
} from '../analytics-range.ts';

export interface RangePickerProps {
  range: AnalyticsRange;
  onChange: (choice: RangeChoice) => void;
}

/**
 * Last 7, 30 or 90 days, or a custom range of dates (applied with its button). Give it a `key`
 * of the range, so the date fields start again from the range shown.
 */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const today = shopToday();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onChange({ kind: 'custom', from, to });
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {rangePresets.map((days) => {
          const active = range.kind === 'preset' && range.days === days;
          return (
            <Button
              key={days}
              variant={active ? 'default' : 'outline'}
              size="sm"
              aria-pressed={active}
              onClick={() => onChange({ kind: 'preset', days })}
            >
              Last {days} days
            </Button>
          );
        })}
      </div>
      <form noValidate onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-from`} label="From" className="w-40">
          <Input
            type="date"
            max={today}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            {...fieldAria(`${id}-from`, error ?? undefined)}
            aria-describedby={error ? `${id}-range-error` : undefined}
          />
        </FormField>
        <FormField id={`${id}-to`} label="To" className="w-40">
          <Input
            type="date"
            max={today}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            {...fieldAria(`${id}-to`, error ?? undefined)}
            aria-describedby={error ? `${id}-range-error` : undefined}
          />
        </FormField>
        <Button type="submit" variant={range.kind === 'custom' ? 'default' : 'outline'}>
          Show range
        </Button>
        <p
          id={`${id}-range-error`}
          role="alert"
          className={cn('basis-full text-sm font-medium text-destructive', !error && 'sr-only')}
        >
          {error ?? ''}
        </p>
      </form>
    </div>
  );
}
