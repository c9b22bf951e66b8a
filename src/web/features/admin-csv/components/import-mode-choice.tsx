import type { ImportMode } from '@shared/schemas/admin-import.ts';
import { cn } from '@web/lib/cn.ts';

const options: { mode: ImportMode; title: string; text: string }[] = [
  {
    mode: 'all-or-nothing',
    title: 'All or nothing',
    text: 'Import only if every row is valid; otherwise nothing changes.',
  },
  {
    mode: 'valid-only',
    title: 'Valid rows only',
    text: 'Import the valid rows and leave out the rows with errors.',
  },
];

export interface ImportModeChoiceProps {
  value: ImportMode;
  onChange: (mode: ImportMode) => void;
  disabled?: boolean;
}

/** Two radio cards in a fieldset: the arrow keys move between them as usual. */
export function ImportModeChoice({ value, onChange, disabled }: ImportModeChoiceProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">How to import</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.mode}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring',
              value === o.mode && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="import-mode"
              value={o.mode}
              checked={value === o.mode}
              onChange={() => onChange(o.mode)}
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
