import { MyReview } from './review-form.tsx';
import { ReviewsList } from './reviews-list.tsx';

/**
 * A book's reviews for its page: the reader's own (write, edit, delete) and everyone's, sorted
 * and paged. Render as `<BookReviews bookId={id} />`.
 */
export function BookReviews({ bookId }: { bookId: number }) {
  return (
    <section aria-labelledby={`reviews-heading-${bookId}`} className="space-y-6">
      <h2 id={`reviews-heading-${bookId}`} className="text-2xl font-semibold">
        Reviews
      </h2>
      <MyReview bookId={bookId} />
      <ReviewsList bookId={bookId} />
    </section>
  );
}
