import { LockKeyhole } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { NarrowPage } from '@web/components/ui/narrow-page.tsx';
import { paths } from '@web/config/paths.ts';
import { BackToSignIn } from '@web/features/auth/components/back-to-sign-in.tsx';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <NarrowPage
      title="Reset your password"
      Icon={LockKeyhole}
      intro={
        <>
          Enter the code we emailed you and choose a new password. No code yet?{' '}
          <Link
            to={paths.forgotPassword(email || undefined)}
            className="font-medium text-primary underline underline-offset-2"
          >
            Ask for one
          </Link>
          .
        </>
      }
      footer={<BackToSignIn />}
    >
      <ResetPasswordForm key={email} initialEmail={email} />
    </NarrowPage>
  );
}
