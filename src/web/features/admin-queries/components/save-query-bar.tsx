import { Download, Save } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { SavedQuery, SavedQueryInput } from '@shared/schemas/admin-queries.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { adminQueriesApi } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';

export interface SaveQueryBarProps {
  idPrefix: string;
  /** The saved query open in the builder, if any. */
  current: SavedQuery | null;
  saving: boolean;
  onSaveAsNew: () => void;
}

/** The query's name, Save (or Save changes and Save as new), and the CSV export. */
export function SaveQueryBar({ idPrefix, current, saving, onSaveAsNew }: SaveQueryBarProps) {
  const { register, formState } = useFormContext<SavedQueryInput>();
  const id = `${idPrefix}-name`;
  const error = formState.errors.name?.message;
  const dirty = formState.isDirty;

  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={id} label="Query name" error={error} className="min-w-56 flex-1">
          <Input
            {...fieldAria(id, error)}
            placeholder="e.g. Under ₹300 and in stock"
            maxLength={100}
            {...register('name')}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? 'Saving…' : current ? 'Save changes' : 'Save query'}
          </Button>
          {current ? (
            <Button variant="outline" disabled={saving} onClick={onSaveAsNew}>
              Save as new
            </Button>
          ) : null}
          {current ? (
            <a
              href={adminQueriesApi.exportCsv(current.id)}
              download
              className={cn(buttonVariants({ variant: 'outline' }))}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          ) : null}
        </div>
      </div>
      {current && dirty ? (
        <p className="text-sm text-muted-foreground">
          Unsaved changes: the export and any collection use the saved rules until you save.
        </p>
      ) : !current ? (
        <p className="text-sm text-muted-foreground">
          Save the query to export its matches as CSV or use it as a collection.
        </p>
      ) : null}
    </div>
  );
}
