import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  authMessages,
  phoneCodeFormSchema,
  phoneNumberFormSchema,
  type CurrentUser,
  type PhoneCodeForm,
  type PhoneCodeFormInput,
  type PhoneNumberForm,
  type PhoneNumberFormInput,
} from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import { CodeInput } from '@web/components/ui/code-input.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useSendPhoneOtp } from '../api/send-phone-otp.ts';
import { useVerifyPhone } from '../api/verify-phone.ts';
import { codeErrorMessage } from '../code-errors.ts';
import { resendCooldownSeconds, useCooldown } from '../hooks/use-cooldown.ts';
import { ProfileSection } from './profile-section.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

type Step = { name: 'show' } | { name: 'enter' } | { name: 'code'; phoneNumber: string };

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </span>
  );
}

/** Add a mobile number and verify it with a 6-digit code (docs/product.md "Phone"). */
export function PhoneSection({ user }: { user: CurrentUser }) {
  const verified = user.phone !== null && user.phoneVerified;
  const [step, setStep] = useState<Step>(verified ? { name: 'show' } : { name: 'enter' });
  const { toast } = useToast();
  const send = useSendPhoneOtp();
  const cooldown = useCooldown(resendCooldownSeconds);

  const sendCode = async (phoneNumber: string): Promise<boolean> => {
    try {
      const result = await send.mutateAsync(phoneNumber);
      cooldown.start();
      toast(
        result?.delivery === 'held'
          ? {
              variant: 'info',
              title: 'Code kept by the shop',
              description: result.message ?? authMessages.smsHeld,
              duration: 10000,
            }
          : {
              variant: 'success',
              title: 'Code sent',
              description: `We have sent a 6-digit code to ${phoneNumber}.`,
            },
      );
      return true;
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Code not sent',
        description: errorMessage(error, 'Please try again in a minute.'),
        duration: 5000,
      });
      return false;
    }
  };

  return (
    <ProfileSection
      title="Phone number"
      description="For delivery updates. We text a code to check the number is yours."
    >
      {step.name === 'show' && user.phone ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium tabular-nums">{user.phone}</span>
          {user.phoneVerified ? <VerifiedBadge /> : null}
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={() => setStep({ name: 'enter' })}
          >
            Change number
          </Button>
        </div>
      ) : step.name === 'code' ? (
        <PhoneCodeForm
          phoneNumber={step.phoneNumber}
          resend={{
            remaining: cooldown.remaining,
            pending: send.isPending,
            onResend: () => void sendCode(step.phoneNumber),
          }}
          onVerified={() => setStep({ name: 'show' })}
          onChangeNumber={() => setStep({ name: 'enter' })}
        />
      ) : (
        <PhoneNumberForm
          initialPhone={user.phone ?? ''}
          onCancel={verified ? () => setStep({ name: 'show' }) : undefined}
          onSubmit={async (phoneNumber) => {
            if (await sendCode(phoneNumber)) setStep({ name: 'code', phoneNumber });
          }}
        />
      )}
    </ProfileSection>
  );
}

function PhoneNumberForm({
  initialPhone,
  onSubmit,
  onCancel,
}: {
  initialPhone: string;
  onSubmit: (phoneNumber: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = `${useId()}-phone`;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PhoneNumberFormInput, unknown, PhoneNumberForm>({
    resolver: zodResolver(phoneNumberFormSchema),
    defaultValues: { phoneNumber: initialPhone },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ phoneNumber }) => onSubmit(phoneNumber))}
      className="grid gap-3"
    >
      <FormField
        id={id}
        label="Mobile number"
        error={errors.phoneNumber?.message}
        hint="With the country code, for example +91 98765 43210."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
            className="sm:flex-1"
            {...fieldAria(id, errors.phoneNumber?.message, true)}
            {...register('phoneNumber')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending code...' : 'Send code'}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </FormField>
    </form>
  );
}

function PhoneCodeForm({
  phoneNumber,
  resend,
  onVerified,
  onChangeNumber,
}: {
  phoneNumber: string;
  resend: { remaining: number; pending: boolean; onResend: () => void };
  onVerified: () => void;
  onChangeNumber: () => void;
}) {
  const id = `${useId()}-code`;
  const { toast } = useToast();
  const verify = useVerifyPhone();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneCodeFormInput, unknown, PhoneCodeForm>({
    resolver: zodResolver(phoneCodeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ phoneNumber, code });
      toast({
        variant: 'success',
        title: 'Phone number verified',
        description: `${phoneNumber} is now verified.`,
      });
      onVerified();
    } catch (error) {
      const codeMessage = codeErrorMessage(error);
      if (codeMessage)
        setError('code', { type: 'server', message: codeMessage }, { shouldFocus: true });
      for (const [field, message] of serverFieldErrors(error, ['code'] as const)) {
        setError(field, { type: 'server', message });
      }
      toast({
        variant: 'error',
        title: 'Phone number not verified',
        description: codeMessage ?? errorMessage(error, 'An unknown error occurred.'),
        duration: 5000,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <p className="text-sm">
        Enter the code we sent to <strong className="tabular-nums">{phoneNumber}</strong>.{' '}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onChangeNumber}>
          Use a different number
        </Button>
      </p>
      <FormField id={id} label="Verification code" error={errors.code?.message}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CodeInput
            autoFocus
            className="sm:max-w-48"
            {...fieldAria(id, errors.code?.message)}
            {...register('code')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Verifying...' : 'Verify'}
          </Button>
        </div>
      </FormField>
      <div className="flex">
        <ResendCodeButton {...resend} />
      </div>
    </form>
  );
}
