import { BookOpen, Search, Tag, UserRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Suggestions } from '@shared/schemas/catalog.ts';
import { formatINR } from '@shared/money.ts';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { coverAtWidth } from '@web/lib/cover-image.ts';
import { useCoverFailed } from '@web/lib/use-cover-failed.ts';

export interface SearchSuggestionsProps {
  /** The listbox's id; option i is `${id}-${i}`. */
  id: string;
  /** The trimmed text in the search box (at least two characters). */
  query: string;
  activeIndex: number;
  /** The options' addresses in order, so the search box can open the active one on Enter. */
  onOptionsChange: (hrefs: readonly string[]) => void;
  /** An option was clicked. */
  onChoose: () => void;
}

const debounceMs = 200;
const maxBooks = 6;
const maxAuthors = 4;
const maxCategories = 4;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface Option {
  key: string;
  href: string;
  content: ReactNode;
}

interface Section {
  key: string;
  label: string;
  options: Option[];
}

function sectionsOf(data: Suggestions | undefined, query: string): Section[] {
  const sections: Section[] = [];
  const books = data?.books.slice(0, maxBooks) ?? [];
  if (books.length > 0) {
    sections.push({
      key: 'books',
      label: 'Books',
      options: books.map((book) => ({
        key: `book-${book.id}`,
        href: paths.book(book.id),
        content: (
          <>
            <SuggestedCover imageUrl={book.imageUrl} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{book.title}</span>
              <span className="block truncate text-xs text-muted-foreground">{book.author}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold">{formatINR(book.sellingPrice)}</span>
          </>
        ),
      })),
    });
  }
  const authors = data?.authors.slice(0, maxAuthors) ?? [];
  if (authors.length > 0) {
    sections.push({
      key: 'authors',
      label: 'Authors',
      options: authors.map((author) => ({
        key: `author-${author}`,
        href: paths.collections({ search: author }),
        content: (
          <>
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{author}</span>
          </>
        ),
      })),
    });
  }
  const categories = data?.categories.slice(0, maxCategories) ?? [];
  if (categories.length > 0) {
    sections.push({
      key: 'categories',
      label: 'Categories',
      options: categories.map((category) => ({
        key: `category-${category}`,
        href: paths.collections({ category }),
        content: (
          <>
            <Tag aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{category}</span>
          </>
        ),
      })),
    });
  }
  sections.push({
    key: 'search',
    label: '',
    options: [
      {
        key: 'search',
        href: paths.collections({ search: query }),
        content: (
          <>
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">
              Search for <span className="font-semibold">“{query}”</span>
            </span>
          </>
        ),
      },
    ],
  });
  return sections;
}

/**
 * The suggestions for the text, asked for once typing pauses: their sections, how many were found
 * and whether the answer is for the text as it now stands. The search box is told the options'
 * addresses, and the active option is kept in view.
 */
function useSuggestionSections({
  id,
  query,
  activeIndex,
  onOptionsChange,
}: Omit<SearchSuggestionsProps, 'onChoose'>) {
  const debounced = useDebounced(query, debounceMs);
  const suggestions = useSuggestions(debounced);
  const sections = sectionsOf(suggestions.data, query);
  const hrefs = sections.flatMap((s) => s.options.map((o) => o.href));
  const hrefsKey = hrefs.join('\n');
  const found = hrefs.length - 1;
  const settled = debounced === query && !suggestions.isFetching;

  useEffect(() => {
    onOptionsChange(hrefsKey.split('\n'));
  }, [hrefsKey, onOptionsChange]);

  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(`${id}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [id, activeIndex]);

  return { sections, found, settled };
}

/** The header search's suggestion list (loaded on first use of the search box). */
export default function SearchSuggestions(props: SearchSuggestionsProps) {
  const { id, activeIndex, onChoose } = props;
  const { sections, found, settled } = useSuggestionSections(props);
  let index = 0;
  return (
    <div
      // Keep focus in the search box while the pointer picks an option.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-[min(70dvh,34rem)] overflow-y-auto overscroll-contain rounded-lg border bg-popover py-1 text-popover-foreground shadow-lg"
    >
      <div role="listbox" id={id} aria-label="Search suggestions">
        {sections.map((section) => {
          const first = index;
          index += section.options.length;
          return (
            <SuggestionGroup
              key={section.key}
              listboxId={id}
              section={section}
              first={first}
              activeIndex={activeIndex}
              onChoose={onChoose}
              separated={sections.length > 1}
            />
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {settled
          ? found === 0
            ? 'No suggestions. Press Enter to search.'
            : `${found} ${found === 1 ? 'suggestion' : 'suggestions'}. Use the arrow keys to choose.`
          : ''}
      </p>
    </div>
  );
}

interface SuggestionGroupProps {
  listboxId: string;
  section: Section;
  /** The index of the section's first option in the whole list. */
  first: number;
  activeIndex: number;
  onChoose: () => void;
  /** Whether other sections are above the search option (which is then set off by a rule). */
  separated: boolean;
}

/** One section of the list, under its heading; the search option has none. */
function SuggestionGroup({
  listboxId: id,
  section,
  first,
  activeIndex,
  onChoose,
  separated,
}: SuggestionGroupProps) {
  const headingId = `${id}-${section.key}`;
  const options = section.options.map((option, n) => {
    const i = first + n;
    const selected = i === activeIndex;
    return (
      <Link
        key={option.key}
        id={`${id}-${i}`}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        to={option.href}
        onClick={onChoose}
        className={cn(
          'flex min-h-11 items-center gap-3 px-3 py-1.5 text-sm',
          selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
        )}
      >
        {option.content}
      </Link>
    );
  });
  if (!section.label) {
    return (
      <div role="group" aria-label="Search" className={cn(separated && 'mt-1 border-t pt-1')}>
        {options}
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={headingId}>
      <div
        id={headingId}
        role="presentation"
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {section.label}
      </div>
      {options}
    </div>
  );
}

/** A suggested book's small cover, or the book mark when it has none or it does not load. */
function SuggestedCover({ imageUrl }: { imageUrl: string }) {
  const { failed, coverProps } = useCoverFailed(imageUrl);
  return (
    <span className="flex h-12 w-8 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-muted">
      {imageUrl && !failed ? (
        <img
          {...coverProps}
          src={coverAtWidth(imageUrl, 160)}
          width={32}
          height={48}
          alt=""
          className="size-full object-cover"
        />
      ) : (
        <BookOpen aria-hidden="true" className="size-4 text-muted-foreground" />
      )}
    </span>
  );
}
