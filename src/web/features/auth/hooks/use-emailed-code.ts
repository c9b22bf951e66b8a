import type { ErrorOption } from 'react-hook-form';
import { useLocation } from 'react-router';
import { emailSchema } from '@shared/schemas/auth.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { codeErrorMessage } from '../code-errors.ts';
import { readCodeSent } from '../navigation-state.ts';
import { resendCooldownSeconds, useCooldown } from './use-cooldown.ts';

/** The react-hook-form methods the hook needs, for a form with `email` and `otp` fields. */
interface EmailedCodeFormMethods<F extends string> {
  getValues: (name: 'email') => string;
  setError: (name: F, error: ErrorOption, options?: { shouldFocus: boolean }) => void;
  clearErrors: (name: 'email') => void;
}

export interface EmailedCodeOptions<F extends string> {
  form: EmailedCodeFormMethods<NoInfer<F> | 'email' | 'otp'>;
  /** The form's fields, for the server's per-field messages; `rename` maps server names. */
  fields: readonly F[];
  rename?: Record<string, F>;
  /** Mails a new code to the address. */
  resend: { mutateAsync: (email: string) => Promise<unknown>; isPending: boolean };
  /** The "Code sent" toast's text for the address. */
  sentDescription: (email: string) => string;
}

/**
 * What the forms that take a mailed 6-digit code share (/confirm-email, /reset-password): "Resend
 * code" with its countdown (already running when the page before has just sent a code), and a
 * refused submission shown on its fields and in a toast.
 */
export function useEmailedCode<F extends string>({
  form,
  fields,
  rename,
  resend,
  sentDescription,
}: EmailedCodeOptions<F>) {
  const { toast } = useToast();
  const location = useLocation();
  const cooldown = useCooldown(resendCooldownSeconds, readCodeSent(location.state));

  const onResend = async () => {
    const email = emailSchema.safeParse(form.getValues('email'));
    if (!email.success) {
      form.setError(
        'email',
        { type: 'validate', message: email.error.issues[0]?.message },
        { shouldFocus: true },
      );
      return;
    }
    form.clearErrors('email');
    try {
      await resend.mutateAsync(email.data);
      cooldown.start();
      toast({ variant: 'success', title: 'Code sent', description: sentDescription(email.data) });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Code not sent',
        description: errorMessage(error, 'Please try again in a minute.'),
      });
    }
  };

  /** A refused code goes on the code field, the server's other messages on theirs. */
  const showSubmitError = (error: unknown, title: string) => {
    const codeMessage = codeErrorMessage(error);
    if (codeMessage)
      form.setError('otp', { type: 'server', message: codeMessage }, { shouldFocus: true });
    for (const [field, message] of serverFieldErrors(error, fields, rename)) {
      form.setError(field, { type: 'server', message });
    }
    toast({
      variant: 'error',
      title,
      description: codeMessage ?? errorMessage(error, 'An unknown error occurred.'),
      duration: 5000,
    });
  };

  return {
    resendButton: {
      remaining: cooldown.remaining,
      pending: resend.isPending,
      onResend: () => void onResend(),
    },
    showSubmitError,
  };
}
