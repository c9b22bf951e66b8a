import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { AdminBookSort } from '@shared/schemas/admin-books.ts';
import { TableHeaderCell } from '@web/components/ui/table.tsx';
import { cn } from '@web/lib/cn.ts';
import { columnSortState, nextSort, type SortableColumn } from '../admin-books-query.ts';

export interface SortHeaderProps {
  column: SortableColumn;
  label: string;
  sort: AdminBookSort;
  onSort: (sort: AdminBookSort) => void;
  className?: string;
}

/** A column header that sorts the table by it; aria-sort tells which way it is sorted now. */
export function SortHeader({ column, label, sort, onSort, className }: SortHeaderProps) {
  const state = columnSortState(column, sort);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <TableHeaderCell aria-sort={state ?? 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSort(nextSort(column, sort))}
        className={cn(
          '-mx-2 inline-flex h-8 cursor-pointer items-center gap-1 rounded-md px-2 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
          state && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !state && 'opacity-50')} />
      </button>
    </TableHeaderCell>
  );
}
