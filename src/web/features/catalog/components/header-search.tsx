import { Search, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';

/** SPEC §2 header search: goes to /collections?search=…; blank input is ignored. */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const searchParam = searchParams.get('search') ?? '';
  const [value, setValue] = useState(searchParam);
  const [shownParam, setShownParam] = useState(searchParam);
  const inputRef = useRef<HTMLInputElement>(null);

  // Follow the address when it changes (back/forward, links), not on every keystroke.
  if (searchParam !== shownParam) {
    setShownParam(searchParam);
    setValue(searchParam);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = value.trim();
    if (search === '') return;
    void navigate(paths.collections({ search }));
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
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
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search books, authors, ISBN..."
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-10 w-full rounded-full border border-input bg-card pr-10 pl-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setValue('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
