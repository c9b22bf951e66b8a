import { bookStockSchema, type AdminBookRow } from '@shared/schemas/admin-books.ts';
import { InlineNumberEdit } from '@web/components/ui/inline-number-edit.tsx';
import { cn } from '@web/lib/cn.ts';
import { useSaveFigure } from './use-save-figure.ts';
import { useUpdateBookStock } from '../api/update-book-stock.ts';

const statusLabel = { in: 'In stock', low: 'Low', out: 'Out' } as const;
const statusTone = {
  in: 'bg-success/10 text-success',
  low: 'bg-warning/15 text-warning',
  out: 'bg-destructive/10 text-destructive',
} as const;

export function StockBadge({ status }: { status: AdminBookRow['stockStatus'] }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusTone[status],
      )}
    >
      {statusLabel[status]}
    </span>
  );
}

/** The stock figure, edited in place: Enter saves, Escape cancels, a refusal shows beside it. */
export function StockCell({ book }: { book: AdminBookRow }) {
  const save = useSaveFigure(
    useUpdateBookStock().mutateAsync,
    'Stock updated',
    (saved) => `${saved.title}: ${saved.stockQuantity} in stock.`,
  );
  return (
    <InlineNumberEdit
      id={`stock-${book.id}`}
      value={book.stockQuantity}
      whole
      label={`Stock of ${book.title}`}
      editLabel={`Stock of ${book.title}: ${book.stockQuantity}. Edit`}
      saveLabel="Save stock"
      className="flex items-center gap-2"
      buttonClassName="min-w-14 justify-between tabular-nums"
      inputClassName="w-20"
      schema={bookStockSchema.shape.stockQuantity}
      field="stockQuantity"
      notSaved="The stock was not saved."
      save={(stockQuantity) => save({ id: book.id, stockQuantity })}
      aside={<StockBadge status={book.stockStatus} />}
    >
      {book.stockQuantity}
    </InlineNumberEdit>
  );
}
