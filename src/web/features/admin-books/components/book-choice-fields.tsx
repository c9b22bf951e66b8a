import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { AdminBookInput } from '@shared/schemas/admin-books.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input, Label } from '@web/components/ui/input.tsx';
import { Checkbox } from '@web/components/ui/select.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useSiteConfig } from '@web/features/site-config/site-config.public.ts';
import { useAdminBookCollections } from '../api/get-admin-book-collections.ts';
import { bookFieldId, useFieldError } from './book-form-controls.tsx';

const toggle = (list: string[], name: string, on: boolean) =>
  on ? [...list, name] : list.filter((n) => n !== name);

function CheckboxGrid({
  name,
  options,
  value,
  onChange,
  firstRef,
  describedBy,
}: {
  name: string;
  options: string[];
  value: string[];
  onChange: (next: string[]) => void;
  firstRef?: (el: HTMLInputElement | null) => void;
  describedBy?: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
      {options.map((option, i) => (
        <label key={option} className="flex min-w-0 items-center gap-2 text-sm">
          <Checkbox
            ref={i === 0 ? firstRef : undefined}
            name={name}
            checked={value.includes(option)}
            aria-describedby={describedBy}
            onChange={(e) => onChange(toggle(value, option, e.target.checked))}
          />
          <span className="truncate">{option}</span>
        </label>
      ))}
    </div>
  );
}

/** Categories: only those of the site configuration (the server refuses any other). */
export function CategoriesField() {
  const { control } = useFormContext<AdminBookInput>();
  const config = useSiteConfig();
  const error = useFieldError('category');
  const errorId = `${bookFieldId('category')}-error`;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Categories</legend>
      <Controller
        control={control}
        name="category"
        render={({ field }) => {
          const configured = config.data?.books.categories ?? [];
          // A book may carry a category that was since removed from the configuration.
          const extra = (field.value ?? []).filter((c) => !configured.includes(c));
          if (config.isPending) return <Skeleton className="h-16 w-full" />;
          return (
            <CheckboxGrid
              name="category"
              options={[...configured, ...extra]}
              value={field.value ?? []}
              onChange={field.onChange}
              firstRef={field.ref}
              describedBy={error ? errorId : undefined}
            />
          );
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Collections: tick existing ones, or name a new one (it appears on the storefront as a rail). */
export function CollectionsField() {
  const { control } = useFormContext<AdminBookInput>();
  const existing = useAdminBookCollections().data?.items.map((c) => c.name) ?? [];
  const error = useFieldError('collection');
  const [draft, setDraft] = useState('');
  const newId = bookFieldId('new-collection');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Collections</legend>
      <Controller
        control={control}
        name="collection"
        render={({ field }) => {
          const value = field.value ?? [];
          const options = [...existing, ...value.filter((c) => !existing.includes(c))];
          const add = () => {
            const name = draft.trim();
            if (!name) return;
            const known = options.find((o) => o.toLowerCase() === name.toLowerCase()) ?? name;
            if (!value.includes(known)) field.onChange([...value, known]);
            setDraft('');
          };
          return (
            <>
              {options.length > 0 ? (
                <CheckboxGrid
                  name="collection"
                  options={options}
                  value={value}
                  onChange={field.onChange}
                  firstRef={field.ref}
                />
              ) : (
                <p className="text-sm text-muted-foreground">No collections yet.</p>
              )}
              <div className="mt-1 grid gap-1.5">
                <Label htmlFor={newId} className="text-xs text-muted-foreground">
                  Add to a new collection
                </Label>
                <div className="flex gap-2">
                  <Input
                    id={newId}
                    maxLength={100}
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                    onKeyDown={(e) => {
                      // Enter here adds the collection rather than submitting the whole form.
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        add();
                      }
                    }}
                  />
                  <Button variant="outline" onClick={add} disabled={!draft.trim()}>
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                </div>
              </div>
            </>
          );
        }}
      />
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
