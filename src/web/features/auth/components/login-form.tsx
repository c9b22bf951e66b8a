import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { loginSchema, type LoginInput } from '@shared/schemas/auth.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { PasswordInput } from '@web/components/ui/password-input.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { readLastEmail, rememberEmail } from '../last-email.ts';
import type { AuthNavigationState } from '../navigation-state.ts';
import { EmailField } from './email-field.tsx';

export interface LoginFormProps {
  /** The address /confirm-email returns to once the code is confirmed. */
  from: string;
  /** Leaves the dialog (for the forgot-password and confirm-email pages). */
  onLeave: () => void;
}

/** Email and password sign-in (docs/product.md §2 "Auth dialog"; toasts docs/product.md §8). */
export function LoginForm({ from, onLeave }: LoginFormProps) {
  const idPrefix = useId();
  const { toast } = useToast();
  const signIn = useSignIn();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: readLastEmail(), password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    rememberEmail(values.email);
    setUnconfirmedEmail(null);
    try {
      await signIn.mutateAsync(values);
      toast({
        variant: 'success',
        title: 'Welcome back!',
        description: 'You have been successfully signed in.',
      });
    } catch (error) {
      if (isApiError(error) && error.error.code === 'EMAIL_NOT_VERIFIED') {
        setUnconfirmedEmail(values.email);
        toast({
          variant: 'info',
          title: 'Email confirmation required',
          description: 'Please check your email and confirm your account.',
          duration: 5000,
        });
        return;
      }
      toast({
        variant: 'error',
        title: 'Sign in failed',
        description: errorMessage(error, 'Please check your credentials and try again.'),
        duration: 5000,
      });
    }
  });

  const typedEmail = useWatch({ control, name: 'email' });
  const id = (name: keyof LoginInput) => `${idPrefix}-${name}`;
  const confirmState: AuthNavigationState = { from, codeSent: true };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      <EmailField
        error={errors.email?.message}
        field={register('email', { onBlur: (e) => rememberEmail(String(e.target.value)) })}
      />
      <FormField
        id={id('password')}
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            to={paths.forgotPassword(typedEmail.trim() || undefined)}
            onClick={onLeave}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria(id('password'), errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      {unconfirmedEmail ? (
        <div
          role="status"
          className="flex gap-3 rounded-md border border-info/40 bg-card px-3 py-3 text-sm"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
          <div className="grid gap-2">
            <p>
              Your email is not confirmed yet. We have sent a new 6-digit code to{' '}
              <strong className="font-semibold break-words">{unconfirmedEmail}</strong>.
            </p>
            <Link
              to={paths.confirmEmail(unconfirmedEmail)}
              state={confirmState}
              onClick={onLeave}
              className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'w-fit' })}
            >
              Enter confirmation code
            </Link>
          </div>
        </div>
      ) : null}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
