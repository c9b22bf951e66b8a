import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminConditionalQueriesPage() {
  return <AdminComingSoon title="Conditional queries" />;
}
