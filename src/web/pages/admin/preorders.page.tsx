import { AdminPreordersScreen } from '@web/features/admin-preorders/components/admin-preorders-screen.tsx';

export default function AdminPreordersPage() {
  return <AdminPreordersScreen />;
}
