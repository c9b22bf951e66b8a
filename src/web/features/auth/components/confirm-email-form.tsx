import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  confirmEmailFormSchema,
  type ConfirmEmailForm as ConfirmEmailValues,
  type ConfirmEmailFormInput,
} from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { useSendVerificationOtp } from '../api/send-verification-otp.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useEmailedCode } from '../hooks/use-emailed-code.ts';
import { rememberEmail } from '../last-email.ts';
import { readReturnAddress } from '../navigation-state.ts';
import { EmailCodeFields } from './email-code-fields.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

/** /confirm-email: the 6-digit code confirms the address and signs the user in. */
export function ConfirmEmailForm({ initialEmail }: { initialEmail: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyEmail();
  const form = useForm<ConfirmEmailFormInput, unknown, ConfirmEmailValues>({
    resolver: zodResolver(confirmEmailFormSchema),
    defaultValues: { email: initialEmail, otp: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const code = useEmailedCode({
    form,
    fields: ['email', 'otp'],
    resend: useSendVerificationOtp(),
    sentDescription: (email) => `We have sent a new code to ${email}.`,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      rememberEmail(values.email);
      toast({
        variant: 'success',
        title: 'Email confirmed',
        description: 'Your account is ready and you are signed in.',
      });
      void navigate(readReturnAddress(location.state), { replace: true });
    } catch (error) {
      code.showSubmitError(error, 'Email not confirmed');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <EmailCodeFields
        codeLabel="Confirmation code"
        autoFocusCode={initialEmail !== ''}
        register={form.register}
        errors={errors}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Confirming...' : 'Confirm email'}
      </Button>
      <ResendCodeButton {...code.resendButton} />
    </form>
  );
}
