import { useState, type ComponentProps } from 'react';
import type { QueryField, QueryOperator } from '@shared/schemas/admin-query-fields.ts';
import { Input } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';

export interface RuleValueInputProps {
  id: string;
  /** Accessible name, e.g. "Rule 1 value". */
  label: string;
  field: QueryField;
  fieldName: string;
  operator: QueryOperator;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  categories: readonly string[];
}

type NumberInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: unknown;
  onValueChange: (value: number | undefined) => void;
};

/**
 * A number typed as text and handed on as a number: the text is kept as typed ("1." stays) and
 * an empty box is `undefined`, which the shared schema reports as "Enter a number".
 */
function NumberInput({ value, onValueChange, ...props }: NumberInputProps) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  return (
    <Input
      type="number"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onValueChange(e.target.value.trim() === '' ? undefined : Number(e.target.value));
      }}
      {...props}
    />
  );
}

/** The value box of a rule, shaped by its field's type and operator. */
export function RuleValueInput({
  id,
  label,
  field,
  fieldName,
  operator,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  categories,
}: RuleValueInputProps) {
  const common = {
    id,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  const step = field.type === 'money' ? '0.01' : field.integer ? '1' : 'any';

  if (field.type === 'boolean') {
    return (
      <Select
        {...common}
        aria-label={label}
        value={value === false ? 'no' : 'yes'}
        onChange={(e) => onChange(e.target.value === 'yes')}
      >
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    );
  }
  if (field.type === 'choice') {
    return (
      <Select
        {...common}
        aria-label={label}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      >
        {field.options?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    );
  }
  if (fieldName === 'category' && categories.length > 0) {
    return (
      <Select
        {...common}
        aria-label={label}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      >
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    );
  }
  if (field.type === 'date' && operator !== 'withinDays') {
    return (
      <Input
        {...common}
        type="date"
        aria-label={label}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (field.type === 'date') {
    return (
      <div className="flex items-center gap-2">
        <NumberInput
          {...common}
          className="min-w-0 flex-1"
          aria-label={`${label} (days)`}
          step="1"
          min="1"
          value={value}
          onValueChange={onChange}
        />
        <span className="text-sm text-muted-foreground">days</span>
      </div>
    );
  }
  if (field.type === 'number' || field.type === 'money') {
    const prefix = field.type === 'money' ? '₹ ' : '';
    if (operator === 'between') {
      const pair = Array.isArray(value) ? (value as unknown[]) : [undefined, undefined];
      return (
        <div className="flex items-center gap-2">
          <NumberInput
            {...common}
            className="min-w-0 flex-1"
            aria-label={`${label}: from ${prefix}`.trim()}
            step={step}
            value={pair[0]}
            onValueChange={(v) => onChange([v, pair[1]])}
          />
          <span className="text-sm text-muted-foreground">and</span>
          <NumberInput
            {...common}
            id={`${id}-to`}
            className="min-w-0 flex-1"
            aria-label={`${label}: to ${prefix}`.trim()}
            step={step}
            value={pair[1]}
            onValueChange={(v) => onChange([pair[0], v])}
          />
        </div>
      );
    }
    return (
      <NumberInput
        {...common}
        aria-label={field.type === 'money' ? `${label} in rupees` : label}
        placeholder={field.type === 'money' ? '₹' : undefined}
        step={step}
        value={value}
        onValueChange={onChange}
      />
    );
  }
  return (
    <Input
      {...common}
      aria-label={label}
      value={String(value ?? '')}
      maxLength={200}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
