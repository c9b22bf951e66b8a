import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { BooksList } from '@shared/schemas/catalog.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import type { CatalogQuery } from '@web/config/paths.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { updateCatalogQuery } from '../catalog-query.ts';
import { BookCardSkeleton } from './book-card.tsx';
import { BookGrid, bookGridClassName } from './book-grid.tsx';
import { EmptyResults } from './empty-results.tsx';

interface ListingResultsProps {
  books: UseQueryResult<BooksList>;
  query: CatalogQuery;
  page: number;
  totalPages: number;
  pathFor: (query: CatalogQuery) => string;
  browseCategories: readonly string[] | undefined;
  onClearFilters: () => void;
}

/** The grid and its pages, or what stands in for them: loading, an error, nothing found. */
export function ListingResults({
  books,
  query,
  page,
  totalPages,
  pathFor,
  browseCategories,
  onClearFilters,
}: ListingResultsProps) {
  if (books.isPending) return <LoadingGrid />;
  if (books.isError) {
    return (
      <div role="alert" className="rounded-lg border bg-card p-6 text-center">
        <h2 className="text-xl font-semibold">We couldn't load the books</h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {errorMessage(books.error, 'The shop is not answering right now.')}
        </p>
        <Button
          variant="outline"
          className="mt-4"
          disabled={books.isFetching}
          onClick={() => void books.refetch()}
        >
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (books.data.total === 0) {
    return (
      <EmptyResults
        query={query}
        pathFor={pathFor}
        browseCategories={browseCategories}
        onClearFilters={onClearFilters}
      />
    );
  }
  if (books.data.items.length === 0) {
    return (
      <div className="rounded-lg border bg-card p-6 text-center">
        <h2 className="text-xl font-semibold">There is no page {page}</h2>
        <p className="mt-2 text-muted-foreground">
          This list has {totalPages} {totalPages === 1 ? 'page' : 'pages'}.
        </p>
        <Link
          to={pathFor(updateCatalogQuery(query, { page: undefined }))}
          className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        >
          Go to the first page
        </Link>
      </div>
    );
  }
  return (
    <>
      {/* Names the grid for headings navigation; the side column's "Filters" is hidden on phones. */}
      <h2 className="sr-only">Books</h2>
      <BookGrid books={books.data.items} busy={books.isPlaceholderData} />
      <Pagination
        page={page}
        totalPages={totalPages}
        label="Pages of results"
        hrefFor={(p) => pathFor(updateCatalogQuery(query, { page: p }))}
        className="pt-4"
      />
    </>
  );
}

function LoadingGrid() {
  return (
    <div role="status" aria-label="Loading books">
      <ul className={bookGridClassName} aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>
            <BookCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
