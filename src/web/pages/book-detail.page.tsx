import { BookX, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { RenderWhenNear } from '@web/components/ui/render-when-near.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { bookId } from '@shared/params.ts';
import { paths } from '@web/config/paths.ts';
import { AddToCartButton } from '@web/features/cart/components/add-to-cart-button.tsx';
import { useBook } from '@web/features/catalog/api/get-book.ts';
import { BookActions } from '@web/features/catalog/components/book-actions.tsx';
import {
  BookDetailSkeleton,
  BookDetailView,
} from '@web/features/catalog/components/book-detail.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { WishlistButton } from '@web/features/wishlist/components/wishlist-button.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { track } from '@web/lib/tracking.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

const BookReviews = lazy(() => import('@web/features/reviews/components/book-reviews.tsx'));

function isNotFound(error: unknown): boolean {
  return (
    isApiError(error) && ['NOT_FOUND', 'HTTP_404', 'VALIDATION_ERROR'].includes(error.error.code)
  );
}

function BookNotFound() {
  useDocumentTitle('Book not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16">
      <BookX aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Book not found</h1>
      <p className="mt-3 text-muted-foreground">
        This book is not in our catalogue. It may have been removed, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.books()} className={buttonVariants()}>
          Browse all books
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Back to home
        </Link>
      </div>
    </div>
  );
}

/** /books/:id: the book page; buying asks a signed-out visitor to sign in first. */
export default function BookDetailPage() {
  const id = bookId.parse(useParams().id);
  const book = useBook(id ?? 0, { enabled: id !== null });
  const { toast } = useToast();
  const data = book.data;
  useDocumentTitle(data ? `${data.title} by ${data.author}` : undefined);
  const viewedId = data?.id;
  useEffect(() => {
    if (!data || viewedId === undefined) return;
    track(
      'ViewContent',
      {
        content_ids: [data.id],
        content_name: data.title,
        value: data.sellingPrice,
        content_category: data.category[0],
      },
      { bookId: data.id },
    );
    // Once per book shown, not on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewedId]);

  let content;
  if (id === null || (book.isError && isNotFound(book.error))) {
    content = <BookNotFound />;
  } else if (book.isPending) {
    content = <BookDetailSkeleton />;
  } else if (book.isError) {
    content = (
      <div role="alert" className="mx-auto max-w-xl rounded-lg border bg-card p-6 text-center">
        <h1 className="text-2xl font-semibold">We couldn't load this book</h1>
        <p className="mt-2 text-muted-foreground">
          {errorMessage(book.error, 'The shop is not answering right now.')}
        </p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={book.isFetching}
          onClick={() => void book.refetch()}
        >
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else {
    content = (
      <BookDetailView
        // A new book starts afresh: reviews on page 1, the cover not enlarged.
        key={book.data.id}
        book={book.data}
        reviews={
          // Below the first screen: the reviews (and their fetch) wait until they are near.
          <RenderWhenNear placeholder={<Skeleton className="h-40 rounded-xl" />}>
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
              <BookReviews bookId={book.data.id} />
            </Suspense>
          </RenderWhenNear>
        }
        actions={
          <BookActions
            book={book.data}
            buyButtons={
              <>
                <AddToCartButton
                  bookId={book.data.id}
                  bookTitle={book.data.title}
                  stockQuantity={book.data.stockQuantity}
                  publicationDate={book.data.publicationDate}
                  size="lg"
                  className="min-w-44 flex-1 sm:flex-none"
                  onAdded={() =>
                    track(
                      'AddToCart',
                      {
                        content_ids: [book.data.id],
                        content_name: book.data.title,
                        value: book.data.sellingPrice,
                      },
                      { bookId: book.data.id },
                    )
                  }
                />
                <WishlistButton
                  bookId={book.data.id}
                  bookTitle={book.data.title}
                  display="full"
                  size="lg"
                  className="flex-1 sm:flex-none"
                />
              </>
            }
            onShared={(how) => {
              if (how === 'copied') toast({ variant: 'success', title: 'Link copied' });
              if (how === 'failed') {
                toast({
                  variant: 'error',
                  title: "Couldn't copy the link",
                  description: window.location.href,
                });
              }
            }}
          />
        }
      />
    );
  }

  return <Container className="py-6 sm:py-8">{content}</Container>;
}
