import { BookX, RotateCcw } from 'lucide-react';
import type { CollectionRail } from '@shared/schemas/book.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Link } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { useCollections } from '../api/get-collections.ts';
import { formatBookCount } from '../catalog-query.ts';
import { BookRail, BookRailSkeleton } from './book-rail.tsx';

function Rail({ rail, railIndex }: { rail: CollectionRail; railIndex: number }) {
  return (
    <BookRail
      id={`collection-rail-${railIndex}`}
      title={rail.name}
      books={rail.books}
      aside={
        <Link
          to={paths.collections({ collection: rail.name })}
          className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          See all {formatBookCount(rail.count)}
          <span className="sr-only"> in {rail.name}</span>
        </Link>
      }
    />
  );
}

function RailsSkeleton() {
  return (
    <div role="status" aria-label="Loading collections" className="space-y-10">
      <BookRailSkeleton />
      <BookRailSkeleton />
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
