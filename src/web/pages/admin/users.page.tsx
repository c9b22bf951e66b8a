import { AdminUsersScreen } from '@web/features/admin-users/components/admin-users-screen.tsx';

export default function AdminUsersPage() {
  return <AdminUsersScreen />;
}
