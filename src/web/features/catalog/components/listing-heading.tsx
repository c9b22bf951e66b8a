import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { BooksList } from '@shared/schemas/catalog.ts';
import type { CatalogQuery } from '@web/config/paths.ts';
import { formatBookCount, updateCatalogQuery } from '../catalog-query.ts';

const suggestionLinkClassName = 'font-semibold text-primary underline underline-offset-2';

interface ListingHeadingProps {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  query: CatalogQuery;
  data: BooksList | undefined;
  isPending: boolean;
  pathFor: (query: CatalogQuery) => string;
}

/** A listing's heading, what it found, and the search it corrected or might have meant. */
export function ListingHeading({
  heading,
  headingRef,
  query,
  data,
  isPending,
  pathFor,
}: ListingHeadingProps) {
  return (
    <div className="space-y-1">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-semibold focus:outline-none sm:text-4xl"
      >
        {heading}
      </h1>
      <p aria-live="polite" className="text-muted-foreground">
        {query.search ? <>Results for “{query.search}”</> : null}
        {query.search && data ? ' · ' : null}
        {data ? formatBookCount(data.total, data.totalExact) : null}
        {!data && !query.search && isPending ? 'Loading books…' : null}
      </p>
      {data?.showingResultsFor && query.search ? (
        <p className="pt-1" data-testid="search-correction">
          Showing results for{' '}
          <strong>
            <em>{data.showingResultsFor}</em>
          </strong>
          . Search instead for{' '}
          <Link
            to={pathFor(updateCatalogQuery(query, { search: query.search, exact: true }))}
            className={suggestionLinkClassName}
          >
            <em>{query.search}</em>
          </Link>
        </p>
      ) : null}
      {data?.didYouMean ? (
        <p className="pt-1">
          Did you mean{' '}
          <Link
            to={pathFor(updateCatalogQuery(query, { search: data.didYouMean }))}
            className={suggestionLinkClassName}
          >
            {data.didYouMean}
          </Link>
          ?
        </p>
      ) : null}
    </div>
  );
}
