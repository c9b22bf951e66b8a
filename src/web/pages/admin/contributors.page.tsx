import { NamedListScreen } from '@web/features/admin-book-trade/components/named-list-screen.tsx';

export default function AdminContributorsPage() {
  return <NamedListScreen kind="contributors" />;
}
