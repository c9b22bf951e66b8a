import { Search } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';
import { Button } from './button.tsx';
import { Input, Label } from './input.tsx';

/** The bordered panel of an admin list's filters; `className` sets its grid columns. */
export function FilterBar({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-3 rounded-lg border bg-card p-3', className)}>{children}</div>
  );
}

/** A labelled filter control (a select, a date) in a FilterBar. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export interface FilterSearchProps {
  label: string;
  /** The search in the address; the box shows it. */
  value: string | undefined;
  placeholder: string;
  /** The accessible name of the search button. */
  buttonLabel?: string;
  /** Called with the trimmed text when the search is sent. */
  onSearch: (q: string) => void;
  className?: string;
}

/** A search box sent with Enter or its button (not on every key), as a filter of a FilterBar. */
export function FilterSearch({
  label,
  value,
  placeholder,
  buttonLabel = 'Search',
  onSearch,
  className,
}: FilterSearchProps) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onSearch(typeof q === 'string' ? q.trim() : '');
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          // A new address (back, a shared link) refills the box.
          key={value ?? ''}
          id={id}
          name="q"
          type="search"
          defaultValue={value ?? ''}
          placeholder={placeholder}
          maxLength={200}
        />
        <Button type="submit" variant="outline" size="icon" aria-label={buttonLabel}>
          <Search aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
