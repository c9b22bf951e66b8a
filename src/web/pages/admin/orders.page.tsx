import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminOrdersPage() {
  return <AdminComingSoon title="Orders" />;
}
