import type { DuplicateChoice } from '@shared/schemas/admin-import.ts';
import { cn } from '@web/lib/cn.ts';

const options: { value: DuplicateChoice; title: string; text: string }[] = [
  {
    value: 'update',
    title: 'Update them',
    text: 'Write the file’s details over the matching book.',
  },
  { value: 'add', title: 'Add anyway', text: 'Add each as a new book of its own.' },
  { value: 'skip', title: 'Skip them', text: 'Leave these rows out.' },
];

export interface DuplicateChoiceProps {
  count: number;
  value: DuplicateChoice;
  onChange: (value: DuplicateChoice) => void;
  disabled?: boolean;
}

/** What to do with rows whose title and author match a book (no id, no known ISBN). */
export function DuplicateChoiceField({ count, value, onChange, disabled }: DuplicateChoiceProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">
        {count === 1 ? '1 row looks like' : `${count.toLocaleString('en-IN')} rows look like`} a
        book already in the catalogue (same title and author)
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
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
              name="import-duplicates"
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
