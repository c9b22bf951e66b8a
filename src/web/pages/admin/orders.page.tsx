import { AdminOrdersScreen } from '@web/features/admin-orders/components/admin-orders-screen.tsx';

export default function AdminOrdersPage() {
  return <AdminOrdersScreen />;
}
