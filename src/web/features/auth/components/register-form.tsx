import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { registerSchema, type RegisterInput } from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { readLastEmail, rememberEmail } from '../last-email.ts';
import type { AuthNavigationState } from '../navigation-state.ts';
import { EmailField } from './email-field.tsx';

/** The form's own values: the terms box starts unticked, which the schema then refuses. */
type RegisterFormValues = Omit<RegisterInput, 'acceptTerms'> & { acceptTerms: boolean };

const fieldNames = ['fullName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;

export interface RegisterFormProps {
  /** The address /confirm-email returns to once the code is confirmed. */
  from: string;
  /** Closes the dialog before going to /confirm-email. */
  onLeave: () => void;
}

const policyLinkClassName =
  'font-medium text-primary underline underline-offset-2 hover:no-underline';

/** Registration (docs/product.md §2 "Auth dialog", §5 messages; toasts docs/product.md §8). */
export function RegisterForm({ from, onLeave }: RegisterFormProps) {
  const idPrefix = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema) as unknown as Resolver<
      RegisterFormValues,
      unknown,
      RegisterInput
    >,
    defaultValues: {
      fullName: '',
      email: readLastEmail(),
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    rememberEmail(values.email);
    try {
      await signUp.mutateAsync(values);
      toast({
        variant: 'success',
        title: 'Account created!',
        description: 'Please check your email to confirm your account.',
        duration: 5000,
      });
      onLeave();
      const state: AuthNavigationState = { from, codeSent: true };
      void navigate(paths.confirmEmail(values.email), { state });
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, fieldNames, { name: 'fullName' })) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Registration failed',
        description: errorMessage(error, 'Please try again with different credentials.'),
        duration: 5000,
      });
    }
  });

  const id = (name: (typeof fieldNames)[number]) => `${idPrefix}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      <FormField id={id('fullName')} label="Full name" error={errors.fullName?.message}>
        <Input
          autoComplete="name"
          {...fieldAria(id('fullName'), errors.fullName?.message)}
          {...register('fullName')}
        />
      </FormField>
      <EmailField
        error={errors.email?.message}
        field={register('email', { onBlur: (e) => rememberEmail(String(e.target.value)) })}
      />
      <NewPasswordFields
        password={{
          id: id('password'),
          label: 'Password',
          error: errors.password?.message,
          field: register('password'),
        }}
        confirm={{
          id: id('confirmPassword'),
          label: 'Confirm password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
            {...fieldAria(id('acceptTerms'), errors.acceptTerms?.message)}
            {...register('acceptTerms')}
          />
          <label htmlFor={id('acceptTerms')} className="text-sm leading-6">
            I accept the{' '}
            <Link
              to={paths.termsAndConditions}
              target="_blank"
              rel="noopener"
              className={policyLinkClassName}
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to={paths.privacyPolicy}
              target="_blank"
              rel="noopener"
              className={policyLinkClassName}
            >
              Privacy Policy
            </Link>
            <span className="sr-only"> (links open in a new tab)</span>
          </label>
        </div>
        {errors.acceptTerms?.message ? (
          <p id={`${id('acceptTerms')}-error`} className="text-sm font-medium text-destructive">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
