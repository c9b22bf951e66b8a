import { SlidersHorizontal } from 'lucide-react';
import { formatCount } from '@shared/money.ts';
import type { BookSort, BooksList } from '@shared/schemas/catalog.ts';
import { Button } from '@web/components/ui/button.tsx';
import { fieldClassName } from '@web/components/ui/input.tsx';
import type { CatalogQuery } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { countFilters, shownSort, sortLabels, sortOptions, withSort } from '../catalog-query.ts';

interface ListingToolbarProps {
  query: CatalogQuery;
  data: BooksList | undefined;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  onGo: (next: CatalogQuery) => void;
}

/** Above the grid: the phone's filter button, which books are shown, and the sort. */
export function ListingToolbar({
  query,
  data,
  drawerOpen,
  onOpenDrawer,
  onGo,
}: ListingToolbarProps) {
  const filtersChosen = countFilters(query);
  return (
    <div className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
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
        {data && data.total > 0 && data.items.length > 0 ? shownRange(data) : null}
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
          onChange={(event) => onGo(withSort(query, event.target.value as BookSort))}
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
  );
}

/** "Showing 25–48 of 1,234" (or "of more than 1,000" when the total is a floor). */
function shownRange(data: BooksList): string {
  const first = (data.page - 1) * data.pageSize + 1;
  const last = (data.page - 1) * data.pageSize + data.items.length;
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${data.totalExact ? '' : 'more than '}${formatCount(data.total)}`;
}
