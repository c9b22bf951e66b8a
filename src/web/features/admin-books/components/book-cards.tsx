import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Checkbox } from '@web/components/ui/select.tsx';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import type { BooksTableProps } from './books-table.tsx';
import { TitleCell } from './books-table.tsx';
import { PriceCell } from './price-cell.tsx';
import { StockCell } from './stock-cell.tsx';

/**
 * The books list on a phone (ADR 022): one card per book instead of a table eight columns wide,
 * with what staff change on the go — price and stock — editable in place, thumb-sized.
 */
export function BookCards({ books, selected, onSelect }: Omit<BooksTableProps, 'sort' | 'onSort'>) {
  const ids = books.map((b) => b.id);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  return (
    <div className="grid gap-2">
      <label className="flex h-10 items-center gap-3 px-3 text-sm font-medium">
        <Checkbox
          checked={selectedHere > 0 && selectedHere === ids.length}
          ref={(el) => {
            if (el) el.indeterminate = selectedHere > 0 && selectedHere < ids.length;
          }}
          onChange={(e) => onSelect(ids, e.target.checked)}
        />
        Select all books on this page
      </label>
      <ul aria-label="Books" className="grid gap-2">
        {books.map((book) => (
          <li
            key={book.id}
            aria-label={book.title}
            className={cn(
              'grid gap-2 rounded-lg border bg-card p-3',
              selected.has(book.id) && 'border-primary',
            )}
          >
            <div className="flex items-start gap-3">
              <Checkbox
                className="mt-1"
                aria-label={`Select ${book.title}`}
                checked={selected.has(book.id)}
                onChange={(e) => onSelect([book.id], e.target.checked)}
              />
              <div className="min-w-0 flex-1 text-sm [&>div]:min-w-0">
                <TitleCell book={book} />
              </div>
            </div>
            <div className="flex flex-wrap items-start gap-x-4 gap-y-2 pl-7 text-sm">
              <div className="grid gap-0.5">
                <span className="px-2 text-xs text-muted-foreground">Price</span>
                <PriceCell book={book} />
              </div>
              <div className="grid gap-0.5">
                <span className="px-2 text-xs text-muted-foreground">Stock</span>
                <StockCell book={book} />
              </div>
              <Link
                to={paths.admin.editBook(book.id)}
                className={buttonVariants({ variant: 'outline', className: 'ml-auto self-center' })}
                aria-label={`Edit ${book.title}`}
              >
                Edit
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
