import { AdminBooksScreen } from '@web/features/admin-books/components/admin-books-screen.tsx';

export default function AdminBooksPage() {
  return <AdminBooksScreen />;
}
