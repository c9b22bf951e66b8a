import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '@web/components/ui/narrow-page.tsx';
import { ConfirmEmailForm } from '@web/features/auth/components/confirm-email-form.tsx';

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <NarrowPage
      title="Confirm your email"
      Icon={MailCheck}
      intro={
        email ? (
          <>
            We have sent a 6-digit code to{' '}
            <strong className="break-words text-foreground">{email}</strong>. Enter it below to
            confirm your address and sign in.
          </>
        ) : (
          'Enter your email address and the 6-digit code we sent to it.'
        )
      }
    >
      <ConfirmEmailForm key={email} initialEmail={email} />
    </NarrowPage>
  );
}
