import { ReturnsScreen } from '@web/features/admin-returns/returns-screen.tsx';

export default function AdminReturnsPage() {
  return <ReturnsScreen />;
}
