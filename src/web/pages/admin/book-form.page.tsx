import { useParams } from 'react-router';
import { AdminBookFormScreen } from '@web/features/admin-books/components/admin-book-form-screen.tsx';
import { CoverPhotoInput } from '@web/features/admin-images/components/cover-photo-input.tsx';
import { ImagePicker } from '@web/features/admin-images/components/image-picker.tsx';

/**
 * /admin/books/new and /admin/books/:id/edit: one form serves both, with a cover photo taken on
 * the spot and the image library.
 */
export default function AdminBookFormPage() {
  const { id } = useParams();
  // An id that cannot be a book's reads as 0, which the screen shows as "No such book".
  const bookId = id === undefined ? undefined : /^[1-9]\d{0,8}$/.test(id) ? Number(id) : 0;
  return (
    <AdminBookFormScreen
      key={id ?? 'new'}
      bookId={bookId}
      imagePicker={({ value, onChange }) => (
        <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-start">
          <CoverPhotoInput onChange={onChange} />
          <ImagePicker value={value} onChange={onChange} />
        </div>
      )}
    />
  );
}
