import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import { ProfileSection } from './profile-section.tsx';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password; every other device is signed out, this one stays signed in. */
export function ChangePasswordSection() {
  const idPrefix = useId();
  const { toast } = useToast();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(empty);
      toast({
        variant: 'success',
        title: 'Password changed',
        description: 'Your other devices have been signed out; this one stays signed in.',
        duration: 5000,
      });
    } catch (error) {
      if (isApiError(error) && error.error.code === 'INVALID_PASSWORD') {
        setError(
          'currentPassword',
          { type: 'server', message: 'Your current password is not right.' },
          { shouldFocus: true },
        );
      }
      for (const [field, message] of serverFieldErrors(error, fields)) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Password not changed',
        description: errorMessage(error, 'An unknown error occurred.'),
        duration: 5000,
      });
    }
  });

  const id = (name: (typeof fields)[number]) => `${idPrefix}-${name}`;
  return (
    <ProfileSection title="Password" description="Changing it signs you out everywhere else.">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
        <FormField
          id={id('currentPassword')}
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria(id('currentPassword'), errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        </FormField>
        <NewPasswordFields
          password={{
            id: id('newPassword'),
            label: 'New password',
            error: errors.newPassword?.message,
            field: register('newPassword'),
          }}
          confirm={{
            id: id('confirmPassword'),
            label: 'Confirm new password',
            error: errors.confirmPassword?.message,
            field: register('confirmPassword'),
          }}
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing password...' : 'Change password'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
