import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function ForgotPasswordPage() {
  return (
    <ComingSoon title="Forgot password">Get a code by email to set a new password.</ComingSoon>
  );
}
