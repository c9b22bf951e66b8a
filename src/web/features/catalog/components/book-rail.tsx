import { useRef, type ReactNode } from 'react';
import type { BookCard as BookCardData } from '@shared/schemas/book.ts';
import { useRenderLater } from '@web/lib/render-later.ts';
import { BookCard, BookCardSkeleton } from './book-card.tsx';

export const railListClassName =
  'grid auto-cols-[minmax(9.5rem,44%)] grid-flow-col gap-3 overflow-x-auto overscroll-x-contain pb-3 [scroll-snap-type:x_mandatory] sm:auto-cols-[11rem] sm:gap-4 lg:auto-cols-[12.5rem]';

export interface BookRailProps {
  /** Used for the heading's id, so the section is named by its heading. */
  id: string;
  title: string;
  books: readonly BookCardData[];
  /** Beside the heading: a count, a "See all" link. */
  aside?: ReactNode;
  /** Give the first cover the fetch priority of the page's largest image. */
  priorityFirst?: boolean;
}

// Off screen, a rail is neither laid out nor painted; it keeps a rail's height meanwhile.
const offScreenClassName = '[contain-intrinsic-size:auto_24rem] [content-visibility:auto]';

/**
 * A titled row of book cards that scrolls sideways. Rails sit below a page's first screen: their
 * cards render once the rail comes within a screen of the viewport, each rail in its own short
 * task, skeleton cards until then.
 */
export function BookRail({ id, title, books, aside, priorityFirst = false }: BookRailProps) {
  const headingId = `${id}-heading`;
  const placeholder = useRef<HTMLDivElement>(null);
  const ready = useRenderLater(placeholder);
  if (!ready) {
    return (
      <div ref={placeholder}>
        <BookRailSkeleton />
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className={`space-y-3 ${offScreenClassName}`}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <ul className={railListClassName}>
        {books.map((book, i) => (
          <li key={book.id} className="[scroll-snap-align:start]">
            <BookCard book={book} priority={priorityFirst && i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A rail's place while its books load: the same height, so nothing below it jumps. */
export function BookRailSkeleton({ label }: { label?: string }) {
  return (
    <div
      role={label ? 'status' : undefined}
      aria-label={label}
      className={`space-y-3 ${offScreenClassName}`}
    >
      <div className="h-8 w-48 rounded-md bg-muted motion-safe:animate-pulse" />
      <div className={railListClassName}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <BookCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
