import { AdminDashboardScreen } from '@web/features/admin-dashboard/components/admin-dashboard-screen.tsx';

export default function AdminDashboardPage() {
  return <AdminDashboardScreen />;
}
