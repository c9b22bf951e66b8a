import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function ResetPasswordPage() {
  return <ComingSoon title="Reset password">Enter your code and choose a new password.</ComingSoon>;
}
