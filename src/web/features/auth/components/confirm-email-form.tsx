import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  confirmEmailFormSchema,
  emailSchema,
  type ConfirmEmailForm as ConfirmEmailValues,
  type ConfirmEmailFormInput,
} from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { CodeInput } from '@web/components/ui/code-input.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/features/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useSendVerificationOtp } from '../api/send-verification-otp.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { codeErrorMessage } from '../code-errors.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';
import { rememberEmail } from '../last-email.ts';
import { readCodeSent, readReturnAddress } from '../navigation-state.ts';
import { ResendCodeButton } from './resend-code-button.tsx';

/** Seconds before another confirmation code may be asked for. */
export const resendCooldownSeconds = 30;

const fields = ['email', 'otp'] as const;

/** /confirm-email: the 6-digit code confirms the address and signs the user in. */
export function ConfirmEmailForm({ initialEmail }: { initialEmail: string }) {
  const idPrefix = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyEmail();
  const resend = useSendVerificationOtp();
  const cooldown = useCooldown(resendCooldownSeconds, readCodeSent(location.state));
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmEmailFormInput, unknown, ConfirmEmailValues>({
    resolver: zodResolver(confirmEmailFormSchema),
    defaultValues: { email: initialEmail, otp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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
      const codeMessage = codeErrorMessage(error);
      if (codeMessage)
        setError('otp', { type: 'server', message: codeMessage }, { shouldFocus: true });
      for (const [field, message] of serverFieldErrors(error, fields)) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Email not confirmed',
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
        description: `We have sent a new code to ${email.data}.`,
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
        label="Confirmation code"
        error={errors.otp?.message}
        hint="The 6-digit code from the email we sent you."
      >
        <CodeInput
          autoFocus={initialEmail !== ''}
          {...fieldAria(id('otp'), errors.otp?.message, true)}
          {...register('otp')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Confirming...' : 'Confirm email'}
      </Button>
      <ResendCodeButton
        remaining={cooldown.remaining}
        pending={resend.isPending}
        onResend={() => void onResend()}
      />
    </form>
  );
}
