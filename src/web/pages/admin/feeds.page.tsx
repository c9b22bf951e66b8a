import { FeedsScreen } from '@web/features/admin-feeds/components/feeds-screen.tsx';

export default function AdminFeedsPage() {
  return <FeedsScreen />;
}
