import { BadgeCheck, MessageSquareText, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { useReviews } from '../api/get-reviews.ts';
import { StarRating } from './star-rating.tsx';

const reviewsPageSize = 5;
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });
const countFormat = new Intl.NumberFormat('en-IN');

/** Average, count and one bar per star (5 down to 1). */
export function RatingSummary({ book }: { book: BookDetail }) {
  const total = book.ratingCount;
  if (total === 0) {
    return (
      <div className="self-start rounded-lg border bg-card p-5">
        <p className="font-semibold">No ratings yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Readers who buy this book can rate and review it.
        </p>
      </div>
    );
  }
  return (
    <div className="self-start rounded-lg border bg-card p-5">
      <p className="flex items-baseline gap-2">
        <span className="font-serif text-4xl font-semibold">{book.avgRating.toFixed(1)}</span>
        <span className="text-muted-foreground">out of 5</span>
      </p>
      <StarRating rating={book.avgRating} size="size-5" className="mt-1" />
      <p className="mt-1 text-sm text-muted-foreground">
        {countFormat.format(total)} {total === 1 ? 'rating' : 'ratings'}
      </p>
      <ul className="mt-4 grid gap-1.5">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = book.ratingSummary[stars];
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-12 shrink-0 whitespace-nowrap">
                {stars} star<span className="sr-only">s</span>
              </span>
              <span
                aria-hidden="true"
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
              >
                <span
                  className="block h-full rounded-full bg-rating"
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="w-10 shrink-0 text-right text-muted-foreground tabular-nums">
                {share}%<span className="sr-only"> ({countFormat.format(count)})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The book's reviews, newest first, a page at a time. */
export function ReviewsList({ bookId }: { bookId: number }) {
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const reviews = useReviews(bookId, { page, pageSize: reviewsPageSize });

  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews" className="grid gap-4">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-lg border bg-card p-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="mt-3 h-3 w-full" />
            <Skeleton className="mt-2 h-3 w-2/3" />
          </div>
        ))}
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div role="alert" className="rounded-lg border bg-card p-5">
        <p>{errorMessage(reviews.error, "We couldn't load the reviews.")}</p>
        <Button variant="outline" className="mt-3" onClick={() => void reviews.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const { items, total } = reviews.data;
  if (total === 0) {
    return (
      <div className="flex items-start gap-3 rounded-lg border bg-card p-5 text-muted-foreground">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>No reviews yet.</p>
      </div>
    );
  }
  const totalPages = Math.ceil(total / reviewsPageSize);
  return (
    <div ref={listRef} tabIndex={-1} className="grid scroll-mt-24 gap-4 focus:outline-none">
      <ul className={cn('grid gap-4', reviews.isPlaceholderData && 'opacity-60')}>
        {items.map((review) => (
          <li key={review.id} className="rounded-lg border bg-card p-4">
            <article aria-label={`Review by ${review.userName}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating rating={review.rating} />
                <span className="font-semibold">{review.userName}</span>
                {review.verifiedPurchase ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    Verified purchase
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                <time dateTime={review.createdAt}>
                  {dateFormat.format(new Date(review.createdAt))}
                </time>
              </p>
              {review.comment ? (
                <p className="mt-2 break-words whitespace-pre-line">{review.comment}</p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        label="Pages of reviews"
        onPageChange={(next) => {
          setPage(next);
          listRef.current?.focus({ preventScroll: true });
          listRef.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
