import { Navigate } from 'react-router';
import { holds } from '@shared/permissions.ts';
import { useAdminLinks } from '@web/app/layouts/admin-layout.tsx';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { paths } from '@web/config/paths.ts';
import { AdminDashboardScreen } from '@web/features/admin-dashboard/components/admin-dashboard-screen.tsx';

/** The dashboard's figures are analytics; staff without it start at their first screen. */
export default function AdminDashboardPage() {
  const { user } = useCurrentUser();
  const first = useAdminLinks().find((l) => l.to !== paths.admin.dashboard);
  if (!holds(user, 'analytics') && first) return <Navigate to={first.to} replace />;
  return <AdminDashboardScreen />;
}
