import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminDashboardPage() {
  return <AdminComingSoon title="Dashboard" />;
}
