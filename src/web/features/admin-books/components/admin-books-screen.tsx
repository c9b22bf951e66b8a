import { BookPlus, SearchX, SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminBookSort } from '@shared/schemas/admin-books.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import {
  adminBooksPageSize,
  defaultTableQuery,
  isFiltered,
  parseTableQuery,
  tableQueryParams,
  toApiQuery,
  type AdminBooksTableQuery,
} from '../admin-books-query.ts';
import { useAdminBooks } from '../api/get-admin-books.ts';
import { BooksFilters, BooksSortSelect } from './books-filters.tsx';
import { BooksSearchBox } from './books-search-box.tsx';
import { BookCards } from './book-cards.tsx';
import { BooksTable, BooksTableSkeleton } from './books-table.tsx';
import { BulkActionsBar } from './bulk-actions-bar.tsx';

const newBookLink = (
  <Link to={paths.admin.newBook} className={buttonVariants()}>
    <BookPlus aria-hidden="true" />
    New book
  </Link>
);

/** /admin/books: the catalogue as a server-paged table whose address holds its whole state. */
export function AdminBooksScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseTableQuery(params), [params]);
  const addressKey = tableQueryParams(query).toString();
  const books = useAdminBooks(toApiQuery(query));
  // Phones get cards; from 640 px the table (ADR 022).
  const wide = useMediaQuery('(min-width: 640px)');

  // Typing a search replaces the history entry; a filter, sort or page is a step Back undoes.
  const update = useCallback(
    (patch: Partial<AdminBooksTableQuery>, replace = false) => {
      // A search debounced just before a link was followed would land on the next page's
      // address: while that page's code loads this one is still on screen, but no longer current.
      if (window.location.pathname !== paths.admin.books) return;
      const current = parseTableQuery(new URLSearchParams(window.location.search));
      const search = tableQueryParams({ ...current, page: 1, ...patch }).toString();
      void navigate({ pathname: paths.admin.books, search }, { replace });
    },
    [navigate],
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = (
    ['category', 'collection', 'stock', 'premium', 'archived'] as const
  ).filter((key) => query[key] !== '').length;
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  // Chosen rows belong to one listing: another page or filter starts with none chosen.
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({
    key: addressKey,
    ids: new Set(),
  });
  const selected = selection.key === addressKey ? selection.ids : new Set<number>();
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: addressKey, ids: next });
  };
  const clearSelection = () => setSelection({ key: addressKey, ids: new Set() });

  const data = books.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / adminBooksPageSize)) : 1;
  const hrefFor = (page: number) => {
    const search = tableQueryParams({ ...query, page }).toString();
    return search ? `${paths.admin.books}?${search}` : paths.admin.books;
  };

  let body;
  if (books.isPending) {
    body = <BooksTableSkeleton />;
  } else if (books.isError && !data) {
    body = (
      <QueryError
        title="The books could not be loaded"
        error={books.error}
        retrying={books.isFetching}
        onRetry={() => void books.refetch()}
      />
    );
  } else if (data && data.items.length === 0) {
    body = isFiltered(query) ? (
      <EmptyState
        Icon={SearchX}
        title="No books match"
        action={
          <Button variant="outline" onClick={() => update(defaultTableQuery)}>
            Clear search and filters
          </Button>
        }
      >
        Try another search, or fewer filters.
      </EmptyState>
    ) : (
      <EmptyState Icon={BookPlus} title="No books yet" action={newBookLink}>
        Add the first book by hand, or import many at once from a CSV file.
      </EmptyState>
    );
  } else if (data) {
    const first = (data.page - 1) * data.pageSize + 1;
    body = (
      <>
        {selected.size > 0 ? (
          <BulkActionsBar
            ids={[...selected]}
            showing={query.archived}
            onDone={clearSelection}
            compact={!wide}
          />
        ) : null}
        <div aria-busy={books.isFetching} className={books.isPlaceholderData ? 'opacity-60' : ''}>
          {wide ? (
            <BooksTable
              books={data.items}
              sort={query.sort}
              onSort={(sort: AdminBookSort) => update({ sort })}
              selected={selected}
              onSelect={select}
            />
          ) : (
            <BookCards books={data.items} selected={selected} onSelect={select} />
          )}
        </div>
        {/* Room below the list for the phone's bulk-actions bar, which floats over it. */}
        <div
          className={cn(
            'mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row',
            selected.size > 0 && !wide && 'pb-16',
          )}
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {first}–{first + data.items.length - 1} of {data.total.toLocaleString('en-IN')}
          </p>
          <Pagination
            page={data.page}
            totalPages={totalPages}
            label="Book pages"
            hrefFor={hrefFor}
          />
        </div>
      </>
    );
  }

  return (
    <AdminPage
      title="Books"
      description="Search and filter the catalogue, correct stock in place, and act on many books at once."
      actions={newBookLink}
    >
      <div className="mb-4 grid gap-3">
        <div className="flex gap-2">
          <BooksSearchBox value={query.search} onSearch={onSearch} />
          {wide ? null : (
            <Button
              variant="outline"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
            </Button>
          )}
        </div>
        {/* On phones the filters and the order sit in a sheet (ADR 022); wider screens show them. */}
        {wide ? (
          <BooksFilters query={query} onChange={(patch) => update(patch)} />
        ) : (
          <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
            <DialogContent side="bottom" closeLabel="Close the filters">
              <DialogTitle className="text-xl">Filters</DialogTitle>
              <DialogDescription>
                {books.data ? `${books.data.total.toLocaleString('en-IN')} books match.` : ' '}
              </DialogDescription>
              <div className="mt-4 grid gap-4">
                <BooksSortSelect sort={query.sort} onChange={(sort) => update({ sort })} />
                <BooksFilters query={query} onChange={(patch) => update(patch)} />
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    className="flex-1"
                    onClick={() => update({ ...defaultTableQuery, search: query.search })}
                  >
                    Clear filters
                  </Button>
                  <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
                    Show books
                  </Button>
                </div>
              </div>
            </DialogContent>
          </Dialog>
        )}
      </div>
      {body}
    </AdminPage>
  );
}
