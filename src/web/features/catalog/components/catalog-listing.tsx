import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { keepScroll } from '@web/lib/scroll-restoration.tsx';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  listingPageSize as pageSize,
  listingQueries,
  listingShowsCollections,
  parseCatalogQuery,
} from '@shared/catalog-queries.ts';
import { formatCount } from '@shared/money.ts';
import type { BookSort, BooksList } from '@shared/schemas/catalog.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { fieldClassName } from '@web/components/ui/input.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import type { CatalogQuery } from '@web/config/paths.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { track } from '@web/lib/tracking.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { useBooks } from '../api/get-books.ts';
import {
  clearFilters,
  countFilters,
  formatBookCount,
  listingHeading,
  shownSort,
  sortLabels,
  sortOptions,
  updateCatalogQuery,
  withSort,
} from '../catalog-query.ts';
import { searchEventFor } from '../search-tracking.ts';
import { ActiveFilters } from './active-filters.tsx';
import { BookCardSkeleton } from './book-card.tsx';
import { BookGrid, bookGridClassName } from './book-grid.tsx';
import { CollectionLinks } from './collection-links.tsx';
import { EmptyResults } from './empty-results.tsx';
import { FilterPanel } from './filter-panel.tsx';

// The phone filter drawer is a dialog: its code loads when it is first opened.
const FilterDrawer = lazy(() =>
  import('./filter-drawer.tsx').then((m) => ({ default: m.FilterDrawer })),
);

type Facets = BooksList['facets'];

export interface CatalogListingProps {
  /** /books lists the whole catalogue; /collections (and /shop) also shows the collections. */
  allBooks: boolean;
  /** This listing's address for a query (its path stays /collections, /shop or /books). */
  pathFor: (query: CatalogQuery) => string;
  /** The site's categories, offered when a search finds nothing. */
  browseCategories: readonly string[] | undefined;
}

/** The last facets seen, so the panel keeps its counts while the next answer loads. */
function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

/**
 * A catalogue listing whose filters, sort and page live in the address: the filter panel
 * (a side column on large screens, a drawer on small ones), sort, count, grid and pages.
 */
export function CatalogListing({ allBooks, pathFor, browseCategories }: CatalogListingProps) {
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  const query = useMemo(() => parseCatalogQuery(new URLSearchParams(paramsKey)), [paramsKey]);
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reads = listingQueries(query);
  const books = useBooks(reads.books);
  // The API counts categories within the chosen one; the panel wants each category's count as
  // if it were the one chosen, which is the same listing without the category.
  const otherCategories = useBooks(reads.otherCategories, {
    enabled: query.category !== undefined,
  });

  const facets = useLastDefined<Facets>(books.data?.facets);
  const categoryFacets = useLastDefined(
    query.category === undefined
      ? books.data?.facets.categories
      : otherCategories.data?.facets.categories,
  );

  const heading = listingHeading(query, allBooks);
  useDocumentTitle(query.search ? `Results for “${query.search}”` : heading);
  useEffect(() => {
    if (!query.search && query.category) {
      track('ViewContent', { content_category: query.category });
    }
  }, [query.search, query.category]);
  const trackedSearch = useRef<string | undefined>(undefined);
  const searchTotal = books.data?.total;
  const searchIsPlaceholder = books.isPlaceholderData;
  useEffect(() => {
    const results =
      searchTotal === undefined
        ? undefined
        : { total: searchTotal, isPlaceholder: searchIsPlaceholder };
    const payload = searchEventFor(query.search, results, trackedSearch.current);
    if (!payload) return;
    trackedSearch.current = query.search;
    track('Search', payload);
  }, [query.search, searchTotal, searchIsPlaceholder]);

  // A new page scrolls to the top (ScrollRestoration); move focus there too, to the heading.
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    headingRef.current?.focus({ preventScroll: true });
  }, [query.page]);

  const go = (next: CatalogQuery) => void navigate(pathFor(next), { state: keepScroll });
  const change = (patch: Partial<CatalogQuery>) => go(updateCatalogQuery(query, patch));

  const data = books.data;
  const page = query.page ?? 1;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const filtersChosen = countFilters(query);
  // A search finding more books than a listing counts names its books' categories, uncounted.
  const panelFacets = {
    counted:
      (data?.totalExact ?? true) &&
      (query.category === undefined || (otherCategories.data?.totalExact ?? true)),
    categories: categoryFacets,
    priceBands: facets?.priceBands,
    inStockCount: facets?.inStock,
  };

  return (
    <Container className="py-6 sm:py-8">
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
          {!data && !query.search && books.isPending ? 'Loading books…' : null}
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
              className="font-semibold text-primary underline underline-offset-2"
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
              className="font-semibold text-primary underline underline-offset-2"
            >
              {data.didYouMean}
            </Link>
            ?
          </p>
        ) : null}
      </div>

      {listingShowsCollections(query, allBooks) ? <CollectionLinks pathFor={pathFor} /> : null}

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <section aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="mb-4 font-sans text-lg font-semibold">
            Filters
          </h2>
          <WideOnly>
            <FilterPanel query={query} onChange={change} idPrefix="side" {...panelFacets} />
          </WideOnly>
        </section>

        <div className="min-w-0 space-y-4">
          <div className="flex items-center justify-between gap-3">
            <Button
              variant="outline"
              className="lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
              {filtersChosen > 0 ? (
                <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-badge px-1.5 text-xs leading-5 font-semibold text-badge-foreground">
                  {filtersChosen}
                  <span className="sr-only"> chosen</span>
                </span>
              ) : null}
            </Button>
            <p className="hidden text-sm text-muted-foreground lg:block">
              {data && data.total > 0 && data.items.length > 0
                ? `Showing ${formatCount((data.page - 1) * data.pageSize + 1)}–${formatCount(
                    (data.page - 1) * data.pageSize + data.items.length,
                  )} of ${data.totalExact ? '' : 'more than '}${formatCount(data.total)}`
                : null}
            </p>
            <div className="flex items-center gap-2">
              <label
                htmlFor="listing-sort"
                className="sr-only text-sm font-medium whitespace-nowrap sm:not-sr-only"
              >
                Sort by
              </label>
              <select
                id="listing-sort"
                value={shownSort(query)}
                onChange={(event) => go(withSort(query, event.target.value as BookSort))}
                className={cn(fieldClassName, 'h-10 w-auto cursor-pointer pr-8')}
              >
                {sortOptions(query).map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabels[sort]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <ActiveFilters
            query={query}
            priceBands={facets?.priceBands}
            onChange={change}
            onClearAll={() => go(clearFilters(query))}
          />

          {books.isPending ? (
            <div role="status" aria-label="Loading books">
              <ul className={bookGridClassName} aria-hidden="true">
                {Array.from({ length: 12 }, (_, i) => (
                  <li key={i}>
                    <BookCardSkeleton />
                  </li>
                ))}
              </ul>
            </div>
          ) : books.isError ? (
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
          ) : books.data.total === 0 ? (
            <EmptyResults
              query={query}
              pathFor={pathFor}
              browseCategories={browseCategories}
              onClearFilters={() => go(clearFilters(query))}
            />
          ) : books.data.items.length === 0 ? (
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
          ) : (
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
          )}
        </div>
      </div>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onApply={go}
            query={query}
            {...panelFacets}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}

/**
 * Its children only where the side column shows: a phone has the drawer instead. The server
 * draws them for every screen (hidden on small ones by the column's class); on a phone they go
 * once the page is hydrated. The screen is asked here, not in the listing, so that change
 * re-renders this alone and not the whole grid in one task.
 */
function WideOnly({ children }: { children: ReactNode }) {
  return useMediaQuery('(min-width: 1024px)', true) ? children : null;
}
