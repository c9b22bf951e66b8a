import { keepScroll } from '@web/lib/scroll-restoration.tsx';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  listingPageSize as pageSize,
  listingShowsCollections,
  parseCatalogQuery,
} from '@shared/catalog-queries.ts';
import { Container } from '@web/components/ui/container.tsx';
import type { CatalogQuery } from '@web/config/paths.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { clearFilters, listingHeading, updateCatalogQuery } from '../catalog-query.ts';
import { useListingBooks } from '../hooks/use-listing-books.ts';
import { useListingTracking } from '../hooks/use-listing-tracking.ts';
import { ActiveFilters } from './active-filters.tsx';
import { NamedPages } from './named-pages.tsx';
import { CollectionLinks } from './collection-links.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ListingHeading } from './listing-heading.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingToolbar } from './listing-toolbar.tsx';

// The phone filter drawer is a dialog: its code loads when it is first opened.
const FilterDrawer = lazy(() =>
  import('./filter-drawer.tsx').then((m) => ({ default: m.FilterDrawer })),
);

export interface CatalogListingProps {
  /** /books lists the whole catalogue; /collections (and /shop) also shows the collections. */
  allBooks: boolean;
  /** This listing's address for a query (its path stays /collections, /shop or /books). */
  pathFor: (query: CatalogQuery) => string;
  /** The site's categories, offered when a search finds nothing. */
  browseCategories: readonly string[] | undefined;
}

/** The query in the address, parsed again only when the address's search changes. */
function useAddressQuery(): CatalogQuery {
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  return useMemo(() => parseCatalogQuery(new URLSearchParams(paramsKey)), [paramsKey]);
}

/** A new page scrolls to the top (ScrollRestoration); this moves focus there too, to the heading. */
function useFocusOnNewPage(page: number | undefined) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus({ preventScroll: true });
  }, [page]);
  return headingRef;
}

/**
 * A catalogue listing whose filters, sort and page live in the address: the filter panel
 * (a side column on large screens, a drawer on small ones), sort, count, grid and pages.
 */
export function CatalogListing({ allBooks, pathFor, browseCategories }: CatalogListingProps) {
  const query = useAddressQuery();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  const { books, panelFacets } = useListingBooks(query);
  const heading = listingHeading(query, allBooks);
  useDocumentTitle(query.search ? `Results for “${query.search}”` : heading);
  useListingTracking(query, { total: books.data?.total, isPlaceholder: books.isPlaceholderData });
  const headingRef = useFocusOnNewPage(query.page);

  const go = (next: CatalogQuery) => void navigate(pathFor(next), { state: keepScroll });
  const change = (patch: Partial<CatalogQuery>) => go(updateCatalogQuery(query, patch));

  const data = books.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <Container className="py-6 sm:py-8">
      <ListingHeading
        heading={heading}
        headingRef={headingRef}
        query={query}
        data={data}
        isPending={books.isPending}
        pathFor={pathFor}
      />

      {listingShowsCollections(query, allBooks) ? <CollectionLinks pathFor={pathFor} /> : null}

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <SideFilters query={query} onChange={change} facets={panelFacets} />

        <div className="min-w-0 space-y-4">
          <ListingToolbar
            query={query}
            data={data}
            drawerOpen={drawerOpen}
            onOpenDrawer={() => setDrawerOpen(true)}
            onGo={go}
          />
          <ActiveFilters
            query={query}
            priceBands={panelFacets.priceBands}
            editionFilters={panelFacets.editionFilters}
            onChange={change}
            onClearAll={() => go(clearFilters(query))}
          />
          <NamedPages pages={books.data?.namedPages} />
          <ListingResults
            books={books}
            query={query}
            page={query.page ?? 1}
            totalPages={totalPages}
            pathFor={pathFor}
            browseCategories={browseCategories}
            onClearFilters={() => go(clearFilters(query))}
          />
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

/** The filters' side column of a large screen. */
function SideFilters({
  query,
  onChange,
  facets,
}: {
  query: CatalogQuery;
  onChange: (patch: Partial<CatalogQuery>) => void;
  facets: ReturnType<typeof useListingBooks>['panelFacets'];
}) {
  return (
    <section aria-labelledby="filters-heading" className="hidden lg:block">
      <h2 id="filters-heading" className="mb-4 font-sans text-lg font-semibold">
        Filters
      </h2>
      <WideOnly>
        <FilterPanel query={query} onChange={onChange} idPrefix="side" {...facets} />
      </WideOnly>
    </section>
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
