import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminSettingsPage() {
  return <AdminComingSoon title="Settings" />;
}
