import { useParams } from 'react-router';
import { AdminComingSoon } from './admin-coming-soon.tsx';

/** /admin/books/new and /admin/books/:id/edit: one form serves both. */
export default function AdminBookFormPage() {
  const { id } = useParams();
  return <AdminComingSoon title={id ? 'Edit book' : 'Add a book'} />;
}
