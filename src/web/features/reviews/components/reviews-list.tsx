import { BadgeCheck, Flag, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { fieldClassName } from '@web/components/ui/input.tsx';
import { PageStepper } from '@web/components/ui/page-stepper.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';
import { useReviews, type ReviewSort } from '../api/get-reviews.ts';
import { StarRating } from './star-rating.tsx';

// The report form loads only when a reader opens it.
const ReportReviewDialog = lazy(() => import('./report-review-dialog.tsx'));

/** "Report this review", for signed-in readers; the server refuses one's own review. */
function ReportReview({ reviewId, author }: { reviewId: number; author: string }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 inline-flex min-h-11 items-center gap-1 text-xs text-muted-foreground underline-offset-4 hover:underline sm:min-h-0"
      >
        <Flag aria-hidden="true" className="size-3.5" />
        Report this review
        <span className="sr-only"> by {author}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reviewId} author={author} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const sorts: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
];

/** A book's reviews, sorted and a page at a time; comments are shown as plain text. */
export function ReviewsList({ bookId }: { bookId: number }) {
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useReviews(bookId, page, sort);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {reviews.data
            ? `${reviews.data.total} ${reviews.data.total === 1 ? 'review' : 'reviews'}`
            : '\u00a0'}
        </p>
        <div className={cn('flex items-center gap-2', reviews.data?.total === 0 && 'invisible')}>
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
            className={cn(fieldClassName, 'h-9 w-auto')}
          >
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {reviews.isPending ? (
        <div role="status" aria-label="Loading reviews" className="space-y-4">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-2 border-b pb-4">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : reviews.isError ? (
        <QueryError
          title="We couldn't load the reviews"
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : reviews.data.total === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <MessageSquare aria-hidden="true" className="size-7" />
          <p>No reviews yet. Be the first to share what you thought.</p>
        </div>
      ) : (
        <>
          <ul className={cn('divide-y', reviews.isPlaceholderData && 'opacity-60')}>
            {reviews.data.items.map((review) => (
              <li key={review.id} className="py-4 first:pt-0">
                <article aria-label={`Review by ${review.userName}`}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <StarRating rating={review.rating} />
                    <span className="font-medium">{review.userName}</span>
                    {review.verifiedPurchase ? (
                      <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                        <BadgeCheck aria-hidden="true" className="size-4" />
                        Verified purchase
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                    {review.updatedAt !== review.createdAt ? ' · edited' : ''}
                  </p>
                  {review.comment ? (
                    // Text, never HTML: React escapes it; line breaks are kept.
                    <p className="mt-2 text-sm break-words whitespace-pre-line">{review.comment}</p>
                  ) : null}
                  <ReportReview reviewId={review.id} author={review.userName} />
                </article>
              </li>
            ))}
          </ul>
          <PageStepper
            label="Review pages"
            page={page}
            pageCount={Math.ceil(reviews.data.total / reviews.data.pageSize)}
            onPageChange={setPage}
            disabled={reviews.isFetching}
          />
        </>
      )}
    </div>
  );
}
