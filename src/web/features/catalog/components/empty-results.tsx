import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import type { CatalogQuery } from '@web/config/paths.ts';
import { countFilters } from '../catalog-query.ts';

export interface EmptyResultsProps {
  query: CatalogQuery;
  pathFor: (query: CatalogQuery) => string;
  browseCategories: readonly string[] | undefined;
  onClearFilters: () => void;
}

/** A listing that found nothing: why, and ways on (clear the filters, browse a category). */
export function EmptyResults({
  query,
  pathFor,
  browseCategories,
  onClearFilters,
}: EmptyResultsProps) {
  const filtersChosen = countFilters(query) > 0;
  return (
    <div className="rounded-lg border bg-card px-6 py-10 text-center">
      <BookX aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-2xl font-semibold">
        {query.search ? <>No books match “{query.search}”</> : 'No books match these filters'}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        {query.search && filtersChosen
          ? 'Try clearing the filters, or search for an author, a title or an ISBN.'
          : query.search
            ? 'Check the spelling, try fewer words, or search for an author, a title or an ISBN.'
            : 'Try fewer filters, or browse a category.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtersChosen ? <Button onClick={onClearFilters}>Clear filters</Button> : null}
        {query.search ? (
          <Link
            to={pathFor({})}
            className={buttonVariants({ variant: filtersChosen ? 'outline' : 'default' })}
          >
            Browse all books
          </Link>
        ) : null}
      </div>
      {browseCategories && browseCategories.length > 0 ? (
        <nav aria-label="Browse categories" className="mt-8">
          <h3 className="font-sans text-sm font-semibold text-muted-foreground">
            Or browse a category
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {browseCategories.map((category) => (
              <li key={category}>
                <Link
                  to={pathFor({ category })}
                  className="inline-flex h-9 items-center rounded-full border bg-background px-4 text-sm hover:bg-accent hover:text-accent-foreground"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
