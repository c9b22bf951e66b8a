import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminBookDetail, AdminBookValues } from '@shared/schemas/admin-books.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { isApiError } from '@web/lib/api-client.ts';
import { useCreateAdminBook } from '../api/create-admin-book.ts';
import { useAdminBook } from '../api/get-admin-book.ts';
import { useUpdateAdminBook } from '../api/update-admin-book.ts';
import { BookArchiveButton } from './book-archive-button.tsx';
import { BookForm } from './book-form.tsx';
import type { BookImagePickerSlot } from './book-image-field.tsx';

export interface AdminBookFormScreenProps {
  /** The book to edit (from the address); absent for a new book. */
  bookId?: number;
  /** The image library's picker, once built (see BookImagePickerSlot). */
  imagePicker?: BookImagePickerSlot;
}

const backLink = (
  <Link to={paths.admin.books} className={buttonVariants({ variant: 'outline' })}>
    Cancel
  </Link>
);

function FormSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <span className="sr-only">Loading the book…</span>
      <div className="grid gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-3 rounded-lg border bg-card p-5">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
      <Skeleton className="hidden aspect-[2/3] w-52 lg:block" />
    </div>
  );
}

/**
 * /admin/books/new and /admin/books/{id}/edit. Saving keeps you on the book (a new one moves to
 * its edit address), so it can be checked on the storefront or saved again.
 */
export function AdminBookFormScreen({ bookId, imagePicker }: AdminBookFormScreenProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const existing = useAdminBook(bookId);
  const create = useCreateAdminBook();
  const update = useUpdateAdminBook();

  const save = useCallback(
    (values: AdminBookValues) =>
      bookId === undefined
        ? create.mutateAsync(values)
        : update.mutateAsync({ id: bookId, input: values }),
    [bookId, create, update],
  );
  const onSaved = useCallback(
    (book: AdminBookDetail) => {
      toast({
        variant: 'success',
        title: bookId === undefined ? 'Book added' : 'Book saved',
        description: `“${book.title}” is saved.`,
      });
      if (bookId === undefined) void navigate(paths.admin.editBook(book.id), { replace: true });
    },
    [bookId, navigate, toast],
  );

  const back = (
    <Link
      to={paths.admin.books}
      className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All books
    </Link>
  );

  if (bookId === undefined) {
    return (
      <AdminPage title="New book" description={back}>
        <BookForm onSave={save} onSaved={onSaved} cancel={backLink} imagePicker={imagePicker} />
      </AdminPage>
    );
  }

  const book = existing.data;
  const notFound =
    bookId <= 0 || (isApiError(existing.error) && existing.error.error.code === 'NOT_FOUND');
  let body;
  if (notFound) {
    body = (
      <Alert title="No such book">
        The address may be mistyped: there is no book with this id.{' '}
        <Link to={paths.admin.books} className="underline underline-offset-4">
          See all books
        </Link>
        .
      </Alert>
    );
  } else if (existing.isPending) body = <FormSkeleton />;
  else if (existing.isError) {
    body = (
      <QueryError
        title="The book could not be loaded"
        error={existing.error}
        retrying={existing.isFetching}
        onRetry={() => void existing.refetch()}
      />
    );
  } else {
    body = (
      <>
        {book?.archivedAt ? (
          <Alert tone="info" title="This book is archived" className="mb-6">
            Shoppers cannot see or buy it. Restore it to put it back on sale.
          </Alert>
        ) : null}
        <BookForm
          key={book!.id}
          book={book}
          onSave={save}
          onSaved={onSaved}
          cancel={backLink}
          imagePicker={imagePicker}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={book ? `Edit “${book.title}”` : 'Edit book'}
      description={back}
      actions={
        book ? (
          <>
            {book.archivedAt ? null : (
              <Link
                to={paths.book(book.id)}
                target="_blank"
                rel="noopener"
                className={buttonVariants({ variant: 'outline' })}
              >
                <ExternalLink aria-hidden="true" />
                View in shop
              </Link>
            )}
            <BookArchiveButton book={book} />
          </>
        ) : null
      }
    >
      {body}
    </AdminPage>
  );
}
