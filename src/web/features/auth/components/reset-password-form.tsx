import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  emailSchema,
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
  type ResetPasswordFormInput,
} from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { CodeInput } from '@web/components/ui/code-input.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/features/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAuthDialog } from '../auth-dialog-context.ts';
import { codeErrorMessage } from '../code-errors.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';
import { rememberEmail } from '../last-email.ts';
import { readCodeSent } from '../navigation-state.ts';
import { resendCooldownSeconds } from './confirm-email-form.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

const fields = ['email', 'otp', 'password', 'confirmPassword'] as const;

/** /reset-password: the mailed code and a new password; then sign in with it. */
export function ResetPasswordForm({ initialEmail }: { initialEmail: string }) {
  const idPrefix = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const authDialog = useAuthDialog();
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();
  const cooldown = useCooldown(resendCooldownSeconds, readCodeSent(location.state));
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: initialEmail, otp: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      rememberEmail(values.email);
      toast({
        variant: 'success',
        title: 'Password reset',
        description: 'Sign in with your new password.',
        duration: 5000,
      });
      await navigate(paths.home);
      authDialog.open('login');
    } catch (error) {
      const codeMessage = codeErrorMessage(error);
      if (codeMessage)
        setError('otp', { type: 'server', message: codeMessage }, { shouldFocus: true });
      for (const [field, message] of serverFieldErrors(error, fields, {
        newPassword: 'password',
      })) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Password not reset',
        description: codeMessage ?? errorMessage(error, 'An unknown error occurred.'),
        duration: 5000,
      });
    }
  });

  const onResend = async () => {
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) {
      setError(
        'email',
        { type: 'validate', message: email.error.issues[0]?.message },
        { shouldFocus: true },
      );
      return;
    }
    clearErrors('email');
    try {
      await resend.mutateAsync(email.data);
      cooldown.start();
      toast({
        variant: 'success',
        title: 'Code sent',
        description: `If ${email.data} has a Pustak account, we have sent it a new code.`,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Code not sent',
        description: errorMessage(error, 'Please try again in a minute.'),
      });
    }
  };

  const id = (name: (typeof fields)[number]) => `${idPrefix}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={id('email')} label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldAria(id('email'), errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField
        id={id('otp')}
        label="Reset code"
        error={errors.otp?.message}
        hint="The 6-digit code from the email we sent you."
      >
        <CodeInput
          autoFocus={initialEmail !== ''}
          {...fieldAria(id('otp'), errors.otp?.message, true)}
          {...register('otp')}
        />
      </FormField>
      <NewPasswordFields
        password={{
          id: id('password'),
          label: 'New password',
          error: errors.password?.message,
          field: register('password'),
        }}
        confirm={{
          id: id('confirmPassword'),
          label: 'Confirm new password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting password...' : 'Reset password'}
      </Button>
      <ResendCodeButton
        remaining={cooldown.remaining}
        pending={resend.isPending}
        onResend={() => void onResend()}
      />
    </form>
  );
}
