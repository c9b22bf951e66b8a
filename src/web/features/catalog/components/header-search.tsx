import { Search, X } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { loadOnce } from '@web/lib/lazy-with-preload.ts';
import type { SearchSuggestionsProps } from './search-suggestions.tsx';

// The header is in the entry chunk; the suggestion list (and its fetching) loads on first use.
const loadSuggestions = loadOnce(() => import('./search-suggestions.tsx'));

/** Suggestions start at this many characters. */
const minSuggestLength = 2;

/**
 * docs/product.md §2 header search: goes to /collections?search=…; blank input is ignored. While typing it
 * offers books, authors and categories as a combobox (WAI-ARIA APG "list autocomplete"): arrows
 * move through the options, Enter opens the active one (else searches), Escape closes the list.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const searchParam = searchParams.get('search') ?? '';
  const [value, setValue] = useState(searchParam);
  const [shownParam, setShownParam] = useState(searchParam);
  const [shownLocation, setShownLocation] = useState(location.key);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<readonly string[]>([]);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(
    null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();

  // Text typed before the page came alive (the server's input is usable at once, on a slow phone
  // for seconds) is taken up, with its suggestions: React keeps it in the field when it takes the
  // page over but not in its state, and the next render would put the address's search back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === value) return;
    setValue(input.value);
    if (document.activeElement === input) {
      setOpen(true);
      loadList();
    }
    // Once, when the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Follow the address when it changes (back/forward, links), not on every keystroke.
  if (searchParam !== shownParam) {
    setShownParam(searchParam);
    setValue(searchParam);
  }
  // Any navigation closes the list.
  if (location.key !== shownLocation) {
    setShownLocation(location.key);
    setOpen(false);
    setActive(-1);
  }

  const query = value.trim();
  const expanded = open && Suggestions !== null && query.length >= minSuggestLength;
  const activeIndex = expanded && active < options.length ? active : -1;

  function loadList() {
    if (Suggestions === null) {
      void loadSuggestions().then((module) => setSuggestions(() => module.default));
    }
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (query === '') return;
    close();
    inputRef.current?.blur();
    void navigate(paths.collections({ search: query }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          loadList();
          return;
        }
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        if (activeIndex === -1) setActive(down ? 0 : count - 1);
        else setActive((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const href = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (!href) return; // the form submits the search
        event.preventDefault();
        close();
        inputRef.current?.blur();
        void navigate(href);
        return;
      }
      case 'Escape':
        if (expanded) {
          // Close the list only; the browser would otherwise also clear a search field.
          event.preventDefault();
          close();
        }
        return;
    }
  }

  return (
    // A real GET form: without JavaScript (or before it has loaded) it still searches.
    <form
      role="search"
      action={paths.collections()}
      method="get"
      onSubmit={onSubmit}
      className={cn('relative', className)}
    >
      <label htmlFor="header-search" className="sr-only">
        Search books
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
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
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
          loadList();
        }}
        onFocus={() => {
          setOpen(true);
          loadList();
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-input bg-card pr-10 pl-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setValue('');
            close();
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {expanded ? (
        <Suggestions
          id={listboxId}
          query={query}
          activeIndex={activeIndex}
          onOptionsChange={setOptions}
          onChoose={() => {
            close();
            inputRef.current?.blur();
          }}
        />
      ) : null}
    </form>
  );
}
