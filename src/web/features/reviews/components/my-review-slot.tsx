import { lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { ReviewSignInPrompt } from './review-sign-in-prompt.tsx';

// Writing a review needs the form and its validation rules (zod): they load only for a reader
// who is signed in, and after the page has painted.
const MyReview = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.MyReview })));

const placeholder = <Skeleton className="h-24 rounded-xl" />;

/** The reader's own review of the book (write, edit, delete), or a way to sign in to write one. */
export function MyReviewSlot({ bookId }: { bookId: number }) {
  const { user, isLoading } = useCurrentUser();
  if (!user) return isLoading ? placeholder : <ReviewSignInPrompt />;
  return (
    <Suspense fallback={placeholder}>
      <MyReview bookId={bookId} />
    </Suspense>
  );
}
