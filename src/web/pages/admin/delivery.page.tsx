import { ZonesScreen } from '@web/features/admin-delivery/components/zones-screen.tsx';

export default function AdminDeliveryPage() {
  return <ZonesScreen />;
}
