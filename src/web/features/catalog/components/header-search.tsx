import { Search, X } from 'lucide-react';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { useHeaderSearch, type HeaderSearchState } from '../hooks/use-header-search.ts';

/**
 * docs/product.md §2 header search: goes to /collections?search=…; blank input is ignored. While typing it
 * offers books, authors and categories as a combobox (WAI-ARIA APG "list autocomplete"): arrows
 * move through the options, Enter opens the active one (else searches), Escape closes the list.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const search = useHeaderSearch();
  const { Suggestions } = search;
  return (
    // A real GET form: without JavaScript (or before it has loaded) it still searches.
    <form
      role="search"
      action={paths.collections()}
      method="get"
      onSubmit={search.onSubmit}
      className={cn('relative', className)}
    >
      <label htmlFor="header-search" className="sr-only">
        Search books
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <SearchInput search={search} />
      {search.value !== '' ? <ClearSearchButton onClick={search.clear} /> : null}
      {search.expanded && Suggestions !== null ? (
        <Suggestions
          id={search.listboxId}
          query={search.query}
          activeIndex={search.activeIndex}
          onOptionsChange={search.setOptions}
          onChoose={search.onChoose}
        />
      ) : null}
    </form>
  );
}

/** The search box itself: the combobox, controlling the suggestion list while it shows. */
function SearchInput({ search }: { search: HeaderSearchState }) {
  const { expanded, activeIndex, listboxId } = search;
  return (
    <input
      ref={search.inputRef}
      id="header-search"
      type="search"
      name="search"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={expanded ? listboxId : undefined}
      aria-activedescendant={activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
      enterKeyHint="search"
      autoComplete="off"
      maxLength={200}
      placeholder="Search books, authors, ISBN..."
      value={search.value}
      onChange={(event) => search.onChange(event.target.value)}
      onFocus={search.onFocus}
      onBlur={search.onBlur}
      onKeyDown={search.onKeyDown}
      className="h-10 w-full rounded-full border border-input bg-card pr-10 pl-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
    />
  );
}

function ClearSearchButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Clear search"
      onClick={onClick}
      className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
