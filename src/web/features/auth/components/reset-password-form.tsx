import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
  type ResetPasswordFormInput,
} from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAuthDialog } from '@web/app/session/auth-dialog-context.ts';
import { useEmailedCode } from '../hooks/use-emailed-code.ts';
import { rememberEmail } from '../last-email.ts';
import { EmailCodeFields } from './email-code-fields.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

/** /reset-password: the mailed code and a new password; then sign in with it. */
export function ResetPasswordForm({ initialEmail }: { initialEmail: string }) {
  const idPrefix = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const authDialog = useAuthDialog();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: initialEmail, otp: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const code = useEmailedCode({
    form,
    fields: ['email', 'otp', 'password', 'confirmPassword'],
    rename: { newPassword: 'password' },
    resend: useRequestPasswordReset(),
    sentDescription: (email) => `If ${email} has a Pustak account, we have sent it a new code.`,
  });

  const onSubmit = form.handleSubmit(async (values) => {
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
      code.showSubmitError(error, 'Password not reset');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <EmailCodeFields
        codeLabel="Reset code"
        autoFocusCode={initialEmail !== ''}
        register={form.register}
        errors={errors}
      />
      <NewPasswordFields
        password={{
          id: `${idPrefix}-password`,
          label: 'New password',
          error: errors.password?.message,
          field: form.register('password'),
        }}
        confirm={{
          id: `${idPrefix}-confirmPassword`,
          label: 'Confirm new password',
          error: errors.confirmPassword?.message,
          field: form.register('confirmPassword'),
        }}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting password...' : 'Reset password'}
      </Button>
      <ResendCodeButton {...code.resendButton} />
    </form>
  );
}
