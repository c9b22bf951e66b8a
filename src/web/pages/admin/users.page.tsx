import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminUsersPage() {
  return <AdminComingSoon title="Users" />;
}
