import { useParams } from 'react-router';
import { AdminBookFormScreen } from '@web/features/admin-books/components/admin-book-form-screen.tsx';

/** /admin/books/new and /admin/books/:id/edit: one form serves both. */
export default function AdminBookFormPage() {
  const { id } = useParams();
  // An id that cannot be a book's reads as 0, which the screen shows as "No such book".
  const bookId = id === undefined ? undefined : /^[1-9]\d{0,8}$/.test(id) ? Number(id) : 0;
  // The image library's ImagePicker plugs in here: pass `imagePicker={(p) => <ImagePicker {...p} />}`.
  return <AdminBookFormScreen key={id ?? 'new'} bookId={bookId} />;
}
