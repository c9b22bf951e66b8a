import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminConfigurationPage() {
  return <AdminComingSoon title="Site configuration" />;
}
