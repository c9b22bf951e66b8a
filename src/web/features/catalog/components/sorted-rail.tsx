import { Link } from 'react-router';
import { sortedRailQuery, type SortedRailSpec } from '@shared/catalog-queries.ts';
import { paths } from '@web/config/paths.ts';
import { useBooks } from '../api/get-books.ts';
import { BookRail, BookRailSkeleton } from './book-rail.tsx';

export interface SortedRailProps extends SortedRailSpec {
  /** The first rail on the page gives its first cover the fetch priority. */
  priorityFirst?: boolean;
}

/** The first books of the catalogue in one order (newest, bestselling…) with a "See all" link. */
export function SortedRail({ title, sort, filter, priorityFirst = false }: SortedRailProps) {
  const books = useBooks(sortedRailQuery({ title, sort, filter }));
  // A rail that failed or found nothing is left out; the rest of the page still stands.
  if (books.isPending) return <BookRailSkeleton label={`Loading ${title}`} />;
  if (books.isError || books.data.items.length === 0) return null;
  return (
    <BookRail
      id={`rail-${sort}`}
      title={title}
      books={books.data.items}
      priorityFirst={priorityFirst}
      aside={
        <Link
          to={paths.collections({ ...filter, sort })}
          className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          See all<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      }
    />
  );
}
