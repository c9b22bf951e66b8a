import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  forgotPasswordFormSchema,
  type ForgotPasswordForm as ForgotPasswordValues,
} from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { rememberEmail } from '../last-email.ts';
import { EmailField } from './email-field.tsx';

/** /forgot-password: mails a reset code, then goes on to /reset-password. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      rememberEmail(email);
      toast({
        variant: 'success',
        title: 'Check your email',
        description: `If ${email} has a Pustak account, we have sent it a 6-digit code.`,
        duration: 5000,
      });
      void navigate(paths.resetPassword(email), { state: { codeSent: true } });
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, ['email'] as const)) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Code not sent',
        description: errorMessage(error, 'Please try again in a minute.'),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <EmailField error={errors.email?.message} field={register('email')} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending code...' : 'Send reset code'}
      </Button>
    </form>
  );
}
