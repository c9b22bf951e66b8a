import { useRef } from 'react';
import type { BookCard as BookCardData } from '@shared/schemas/book.ts';
import { cn } from '@web/lib/cn.ts';
import { useRenderLater } from '@web/lib/render-later.ts';
import { BookCard, BookCardSkeleton } from './book-card.tsx';

export const bookGridClassName = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

/** Cards in a phone's first screen (three rows of two); the rest render a moment later. */
const firstScreen = 6;

export interface BookGridProps {
  books: readonly BookCardData[];
  /** The previous page's books, shown dimmed while the next page loads. */
  busy?: boolean;
}

/**
 * A listing's page of book cards. The first screen's cards render at once; the others in a
 * later short task, once they are within a screen of the viewport, skeleton cards until then,
 * so the page's first render is not one long task.
 */
export function BookGrid({ books, busy = false }: BookGridProps) {
  const placeholder = useRef<HTMLLIElement>(null);
  // Whole in the server's page: a reader without JavaScript (or a crawler) sees every book.
  const restReady = useRenderLater(placeholder, { serverDrawn: true });
  const rest = books.slice(firstScreen);
  // Busy while it still shows placeholders: what a screen reader (or a test) reads is not all.
  return (
    <ul
      className={cn(bookGridClassName, busy && 'opacity-60')}
      aria-busy={busy || (!restReady && rest.length > 0)}
    >
      {books.slice(0, firstScreen).map((book, i) => (
        <li key={book.id}>
          <BookCard book={book} priority={i === 0} />
        </li>
      ))}
      {restReady
        ? rest.map((book) => (
            <li key={book.id}>
              <BookCard book={book} />
            </li>
          ))
        : rest.map((book, i) => (
            <li key={book.id} ref={i === 0 ? placeholder : undefined} aria-hidden="true">
              <BookCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
