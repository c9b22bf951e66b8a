import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '@web/components/ui/narrow-page.tsx';
import { BackToSignIn } from '@web/features/auth/components/back-to-sign-in.tsx';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <NarrowPage
      title="Forgot your password?"
      Icon={KeyRound}
      intro="Enter the email address you use at Pustak. We will send you a 6-digit code to set a new password."
      footer={<BackToSignIn />}
    >
      <ForgotPasswordForm key={email} initialEmail={email} />
    </NarrowPage>
  );
}
