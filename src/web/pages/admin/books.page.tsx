import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminBooksPage() {
  return <AdminComingSoon title="Books" />;
}
