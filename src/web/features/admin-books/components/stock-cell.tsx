import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { bookStockSchema, type AdminBookRow } from '@shared/schemas/admin-books.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
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
  const { toast } = useToast();
  const update = useUpdateBookStock();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const errorId = `stock-${book.id}-error`;

  // Back on the figure after saving or cancelling, so keyboard users keep their place.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setText(String(book.stockQuantity));
    setError(undefined);
    setEditing(true);
  };
  const cancel = () => {
    setError(undefined);
    setEditing(false);
  };
  const save = () => {
    const parsed = bookStockSchema.safeParse({
      stockQuantity: text.trim() === '' ? Number.NaN : Number(text),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.stockQuantity === book.stockQuantity) {
      cancel();
      return;
    }
    update.mutate(
      { id: book.id, stockQuantity: parsed.data.stockQuantity },
      {
        onSuccess: (saved) => {
          setEditing(false);
          toast({
            variant: 'success',
            title: 'Stock updated',
            description: `${saved.title}: ${saved.stockQuantity} in stock.`,
          });
        },
        onError: (err) =>
          setError(
            (isApiError(err) && err.error.fields?.stockQuantity) ||
              errorMessage(err, 'The stock was not saved.'),
          ),
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <button
          ref={editButton}
          type="button"
          onClick={start}
          aria-label={`Stock of ${book.title}: ${book.stockQuantity}. Edit`}
          className="group inline-flex h-10 min-w-14 cursor-pointer items-center justify-between gap-1 rounded-md border border-transparent px-2 font-medium tabular-nums sm:h-8 hover:border-input hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
        >
          {book.stockQuantity}
          <Pencil
            aria-hidden="true"
            className="size-3.5 text-muted-foreground sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100"
          />
        </button>
        <StockBadge status={book.stockStatus} />
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-1">
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          autoFocus
          value={text}
          disabled={update.isPending}
          aria-label={`Stock of ${book.title}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
          className="h-10 w-20 sm:h-8"
        />
        <Button
          size="icon"
          variant="ghost"
          className="size-10 sm:size-8"
          aria-label="Save stock"
          disabled={update.isPending}
          onClick={save}
        >
          <Check aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-10 sm:size-8"
          aria-label="Cancel"
          disabled={update.isPending}
          onClick={cancel}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="max-w-48 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
