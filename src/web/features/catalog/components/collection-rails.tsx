import { BookX, RotateCcw } from 'lucide-react';
import type { CollectionRail } from '@shared/schemas/book.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useCollections } from '../api/get-collections.ts';
import { BookCard, BookCardSkeleton } from './book-card.tsx';

const railListClassName =
  'grid auto-cols-[minmax(9.5rem,44%)] grid-flow-col gap-3 overflow-x-auto overscroll-x-contain pb-3 [scroll-snap-type:x_mandatory] sm:auto-cols-[11rem] sm:gap-4 lg:auto-cols-[12.5rem]';

function Rail({ rail, railIndex }: { rail: CollectionRail; railIndex: number }) {
  const headingId = `rail-${railIndex}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-semibold">
          {rail.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {rail.count} {rail.count === 1 ? 'book' : 'books'}
        </p>
      </div>
      <ul className={railListClassName}>
        {rail.books.map((book, i) => (
          <li key={book.id} className="[scroll-snap-align:start]">
            <BookCard book={book} priority={railIndex === 0 && i < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RailsSkeleton() {
  return (
    <div role="status" aria-label="Loading collections" className="space-y-10">
      {[0, 1].map((r) => (
        <div key={r} className="space-y-3">
          <Skeleton className="h-7 w-48" />
          <div className={railListClassName}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <BookCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** One rail of book cards per collection (GET /api/collections), with loading and error states. */
export function CollectionRails() {
  const { data, error, isPending, isError, refetch, isFetching } = useCollections();

  if (isPending) return <RailsSkeleton />;

  if (isError) {
    return (
      <div role="alert" className="rounded-lg border bg-card p-6 text-center">
        <h2 className="text-xl font-semibold">We couldn't load the books</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {errorMessage(error, 'The shop is not answering right now.')}
        </p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  const rails = data.collections.filter((rail) => rail.books.length > 0);
  if (rails.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border bg-card p-8 text-center text-muted-foreground">
        <BookX aria-hidden="true" className="size-8" />
        <p>No collections to show yet. Please check back soon.</p>
      </div>
    );
  }

  return (
    <div className="space-y-10">
      {rails.map((rail, i) => (
        <Rail key={rail.name} rail={rail} railIndex={i} />
      ))}
    </div>
  );
}
