import { AdminOutboxScreen } from '@web/features/admin-outbox/components/admin-outbox-screen.tsx';

export default function AdminOutboxPage() {
  return <AdminOutboxScreen />;
}
