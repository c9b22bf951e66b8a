import { X } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  operatorsByType,
  queryFieldOf,
  queryFields,
  type QueryOperator,
} from '@shared/schemas/admin-query-fields.ts';
import { type SavedQueryInput } from '@shared/schemas/admin-queries.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { ruleFor, valueForOperator } from '../rule-defaults.ts';
import { RuleValueInput } from './rule-value-input.tsx';

export interface RuleRowProps {
  index: number;
  idPrefix: string;
  categories: readonly string[];
  onRemove: () => void;
}

type RuleErrors = {
  message?: string;
  field?: { message?: string };
  operator?: { message?: string };
  value?: { message?: string; 0?: { message?: string }; 1?: { message?: string } };
};

/** One rule: field, operator and value, each a labelled control, and a remove button. */
export function RuleRow({ index, idPrefix, categories, onRemove }: RuleRowProps) {
  const { control, setValue, getValues, formState } = useFormContext<SavedQueryInput>();
  const entity = useWatch({ control, name: 'entity' });
  const fieldName = useWatch({ control, name: `rules.${index}.field` });
  const operator = useWatch({ control, name: `rules.${index}.operator` }) as QueryOperator;
  const field = queryFieldOf(entity, fieldName);
  const errors = (formState.errors.rules as RuleErrors[] | undefined)?.[index];
  const message =
    errors?.field?.message ??
    errors?.operator?.message ??
    errors?.value?.message ??
    errors?.value?.[0]?.message ??
    errors?.value?.[1]?.message;
  const n = index + 1;
  const id = `${idPrefix}-rule-${index}`;
  const errorId = `${id}-error`;

  return (
    <li className="rounded-lg border bg-card p-3">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start">
        <Select
          id={`${id}-field`}
          aria-label={`Rule ${n} field`}
          value={fieldName}
          aria-invalid={errors?.field ? true : undefined}
          onChange={(e) =>
            setValue(`rules.${index}`, ruleFor(entity, e.target.value, categories), {
              shouldValidate: true,
              shouldDirty: true,
            })
          }
        >
          {Object.entries(queryFields[entity]).map(([name, f]) => (
            <option key={name} value={name}>
              {f.label}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-operator`}
          className="col-span-2 sm:col-span-1"
          aria-label={`Rule ${n} operator`}
          value={operator}
          aria-invalid={errors?.operator ? true : undefined}
          onChange={(e) => {
            const next = e.target.value as QueryOperator;
            if (!field) return;
            const value = getValues(`rules.${index}.value`);
            setValue(`rules.${index}.operator`, next, { shouldDirty: true });
            setValue(
              `rules.${index}.value`,
              valueForOperator(field, operator, next, value, categories),
              { shouldValidate: true, shouldDirty: true },
            );
          }}
        >
          {field
            ? Object.entries(operatorsByType[field.type]).map(([op, label]) => (
                <option key={op} value={op}>
                  {label}
                </option>
              ))
            : null}
        </Select>
        <div className="col-span-2 min-w-0 sm:col-span-1">
          {field ? (
            <Controller
              control={control}
              name={`rules.${index}.value`}
              render={({ field: { value, onChange, onBlur } }) => (
                <RuleValueInput
                  // A new field or operator starts its box afresh (typed text included).
                  key={`${fieldName}:${operator}`}
                  id={`${id}-value`}
                  label={`Rule ${n} value`}
                  field={field}
                  fieldName={fieldName}
                  operator={operator}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  invalid={Boolean(errors?.value)}
                  describedBy={message ? errorId : undefined}
                  categories={categories}
                />
              )}
            />
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove rule ${n}`}
          onClick={onRemove}
          className="col-start-2 row-start-1 justify-self-end sm:col-start-4"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {message ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </li>
  );
}
