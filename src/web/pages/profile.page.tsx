import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function ProfilePage() {
  return <ComingSoon title="My account">Your details, addresses and phone number.</ComingSoon>;
}
