import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';

/** The "Email" field of the sign-in, registration and code forms. */
export function EmailField({ error, field }: { error?: string; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <FormField id={id} label="Email" error={error}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        {...fieldAria(id, error)}
        {...field}
      />
    </FormField>
  );
}
