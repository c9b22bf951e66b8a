import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';

export interface PasswordFieldSpec {
  id: string;
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}

/**
 * A new password and its confirmation (register, reset, change password): both with show/hide,
 * the length hint on the first, errors tied to their inputs.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordFieldSpec;
  confirm: PasswordFieldSpec;
}) {
  return (
    <>
      <FormField
        id={password.id}
        label={password.label}
        error={password.error}
        hint="At least 8 characters."
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria(password.id, password.error, true)}
          {...password.field}
        />
      </FormField>
      <FormField id={confirm.id} label={confirm.label} error={confirm.error}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria(confirm.id, confirm.error)}
          {...confirm.field}
        />
      </FormField>
    </>
  );
}
