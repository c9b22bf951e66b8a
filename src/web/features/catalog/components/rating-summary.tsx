import { formatCount } from '@shared/money.ts';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { StarRating } from './star-rating.tsx';

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
        {formatCount(total)} {total === 1 ? 'rating' : 'ratings'}
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
                {share}%<span className="sr-only"> ({formatCount(count)})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
