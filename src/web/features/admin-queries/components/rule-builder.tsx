import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  queryEntities,
  queryEntityLabels,
  type QueryEntity,
} from '@shared/schemas/admin-query-fields.ts';
import { maxQueryRules, type SavedQueryInput } from '@shared/schemas/admin-queries.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Label } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { newRule } from '../rule-defaults.ts';
import { RuleRow } from './rule-row.tsx';

export interface RuleBuilderProps {
  idPrefix: string;
  categories: readonly string[];
}

/** What to query, whether all or any rule must hold, and the rules themselves. */
export function RuleBuilder({ idPrefix, categories }: RuleBuilderProps) {
  const { control, register, formState } = useFormContext<SavedQueryInput>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'rules' });
  const entity = useWatch({ control, name: 'entity' });
  const rulesError = (formState.errors.rules as { message?: string } | undefined)?.message;
  const entityField = register('entity', {
    // Another entity has other fields: its rules start again.
    onChange: () => replace([]),
  });

  return (
    <section aria-labelledby={`${idPrefix}-rules-title`} className="grid grid-cols-1 gap-4">
      <h2 id={`${idPrefix}-rules-title`} className="sr-only">
        Rules
      </h2>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-entity`}>Search</Label>
          <Select id={`${idPrefix}-entity`} className="w-40" {...entityField}>
            {queryEntities.map((e) => (
              <option key={e} value={e}>
                {queryEntityLabels[e]}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Matching</legend>
          <div className="flex h-10 items-center gap-4">
            {(['all', 'any'] as const).map((m) => (
              <label key={m} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={m}
                  className="size-4 accent-primary"
                  {...register('match')}
                />
                {m === 'all' ? 'All rules' : 'Any rule'}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No rules yet: every {entityNoun(entity)} matches.
          {entity === 'books' ? ' Archived books are always left out.' : null}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-2" aria-label="Rules">
          {fields.map((f, index) => (
            <RuleRow
              key={f.id}
              index={index}
              idPrefix={idPrefix}
              categories={categories}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      {rulesError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rulesError}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          onClick={() => append(newRule(entity, categories))}
          disabled={fields.length >= maxQueryRules}
        >
          <Plus aria-hidden="true" />
          Add rule
        </Button>
      </div>
    </section>
  );
}

function entityNoun(entity: QueryEntity) {
  return { books: 'book', orders: 'order', users: 'user' }[entity];
}
