import { Crown, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminBookRow, AdminBookSort } from '@shared/schemas/admin-books.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Checkbox } from '@web/components/ui/select.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { paths } from '@web/config/paths.ts';
import { BookThumbnail } from '@web/components/books/book-thumbnail.tsx';
import { PriceCell } from './price-cell.tsx';
import { SortHeader } from './sort-header.tsx';
import { StockCell } from './stock-cell.tsx';

const addedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export interface BooksTableProps {
  books: AdminBookRow[];
  sort: AdminBookSort;
  onSort: (sort: AdminBookSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
}

export function TitleCell({ book }: { book: AdminBookRow }) {
  return (
    <div className="flex min-w-56 items-center gap-3">
      <BookThumbnail imageUrl={book.imageUrl} size="sm" />
      <div className="min-w-0">
        <Link
          to={paths.admin.editBook(book.id)}
          className="line-clamp-2 font-medium text-foreground underline-offset-4 hover:underline"
        >
          {book.title}
        </Link>
        <p className="line-clamp-1 text-muted-foreground">{book.author}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {book.isbn13 ? <span className="tabular-nums">ISBN {book.isbn13}</span> : null}
          {book.isPremium ? (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-badge px-1.5 font-semibold text-badge-foreground">
              <Crown aria-hidden="true" className="size-3" />
              Premium
            </span>
          ) : null}
          {book.archivedAt ? (
            <span className="rounded-full bg-muted px-1.5 font-semibold text-foreground">
              Archived
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** One page of books: select rows for bulk actions, sort by a column, edit stock in place. */
export function BooksTable({ books, sort, onSort, selected, onSelect }: BooksTableProps) {
  const ids = books.map((b) => b.id);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  return (
    <Table>
      <TableHead>
        <TableRow className="hover:bg-transparent">
          <TableHeaderCell className="w-10">
            <Checkbox
              aria-label="Select all books on this page"
              checked={selectedHere > 0 && selectedHere === ids.length}
              ref={(el) => {
                if (el) el.indeterminate = selectedHere > 0 && selectedHere < ids.length;
              }}
              onChange={(e) => onSelect(ids, e.target.checked)}
            />
          </TableHeaderCell>
          <SortHeader column="title" label="Book" sort={sort} onSort={onSort} />
          <TableHeaderCell>Categories</TableHeaderCell>
          <SortHeader column="price" label="Price" sort={sort} onSort={onSort} />
          <SortHeader column="stock" label="Stock" sort={sort} onSort={onSort} />
          <SortHeader column="sold" label="Sold" sort={sort} onSort={onSort} />
          <SortHeader column="added" label="Added" sort={sort} onSort={onSort} />
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {books.map((book) => (
          <TableRow key={book.id} aria-selected={selected.has(book.id)}>
            <TableCell>
              <Checkbox
                aria-label={`Select ${book.title}`}
                checked={selected.has(book.id)}
                onChange={(e) => onSelect([book.id], e.target.checked)}
              />
            </TableCell>
            <TableCell>
              <TitleCell book={book} />
            </TableCell>
            <TableCell className="max-w-48 text-muted-foreground">
              <span className="line-clamp-2">{book.category.join(', ')}</span>
              {book.collection.length > 0 ? (
                <span className="line-clamp-1 text-xs">In: {book.collection.join(', ')}</span>
              ) : null}
            </TableCell>
            <TableCell>
              <PriceCell book={book} />
            </TableCell>
            <TableCell>
              <StockCell book={book} />
            </TableCell>
            <TableCell className="tabular-nums">{book.soldCount}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {addedFormat.format(new Date(book.createdAt))}
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                <Link
                  to={paths.admin.editBook(book.id)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`Edit ${book.title}`}
                >
                  Edit
                </Link>
                {book.archivedAt ? null : (
                  <Link
                    to={paths.book(book.id)}
                    target="_blank"
                    rel="noopener"
                    className={buttonVariants({
                      variant: 'ghost',
                      size: 'icon',
                      className: 'size-9',
                    })}
                    aria-label={`View ${book.title} in the shop (opens in a new tab)`}
                  >
                    <ExternalLink aria-hidden="true" />
                  </Link>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function BooksTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" className="rounded-lg border bg-card">
      <span className="sr-only">Loading books…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b p-3 last:border-0">
          <Skeleton className="size-4" />
          <Skeleton className="aspect-[2/3] w-12" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="hidden h-4 w-16 sm:block" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
