import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CodeInput } from '@web/components/ui/code-input.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { EmailField } from './email-field.tsx';

/**
 * The address and the mailed 6-digit code (/confirm-email, /reset-password). The code field takes
 * the focus when the address came filled in.
 */
export function EmailCodeFields({
  codeLabel,
  autoFocusCode,
  register,
  errors,
}: {
  codeLabel: string;
  autoFocusCode: boolean;
  register: (name: 'email' | 'otp') => UseFormRegisterReturn;
  errors: { email?: { message?: string }; otp?: { message?: string } };
}) {
  const codeId = useId();
  return (
    <>
      <EmailField error={errors.email?.message} field={register('email')} />
      <FormField
        id={codeId}
        label={codeLabel}
        error={errors.otp?.message}
        hint="The 6-digit code from the email we sent you."
      >
        <CodeInput
          autoFocus={autoFocusCode}
          {...fieldAria(codeId, errors.otp?.message, true)}
          {...register('otp')}
        />
      </FormField>
    </>
  );
}
