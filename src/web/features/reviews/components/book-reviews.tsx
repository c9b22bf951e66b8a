import { MyReviewSlot } from './my-review-slot.tsx';
import { ReviewsList } from './reviews-list.tsx';

/**
 * A book's reviews for its page: the reader's own (write, edit, delete) and everyone's, sorted
 * and paged. The page loads this module when the reviews come near the screen, so their code is
 * not part of what the book page needs before it can be used.
 */
export default function BookReviews({ bookId }: { bookId: number }) {
  return (
    <>
      <MyReviewSlot bookId={bookId} />
      <ReviewsList bookId={bookId} />
    </>
  );
}
