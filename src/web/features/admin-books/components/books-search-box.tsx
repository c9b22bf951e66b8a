import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@web/components/ui/input.tsx';

/** Typing pauses this long before the table is asked again (one request per pause, not per key). */
const debounceMs = 300;

export interface BooksSearchBoxProps {
  /** The search the address holds. */
  value: string;
  onSearch: (value: string) => void;
}

/** Title, author or ISBN; searches as you type (debounced), or at once on Enter. */
export function BooksSearchBox({ value, onSearch }: BooksSearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // Back, Forward or "Clear filters" changed the address: show what it now says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = trimmed;
      onSearch(trimmed);
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1 basis-64"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="admin-books-search" className="sr-only">
        Search books by title, author or ISBN
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="admin-books-search"
        type="search"
        placeholder="Search title, author or ISBN"
        maxLength={200}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}
