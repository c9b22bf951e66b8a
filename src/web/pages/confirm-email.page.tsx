import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function ConfirmEmailPage() {
  return <ComingSoon title="Confirm your email">Enter the 6-digit code we emailed you.</ComingSoon>;
}
