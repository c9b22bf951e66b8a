import { ConditionalQueriesScreen } from '@web/features/admin-queries/components/conditional-queries-screen.tsx';

/** /admin/conditional-queries */
export default function AdminConditionalQueriesPage() {
  return <ConditionalQueriesScreen />;
}
