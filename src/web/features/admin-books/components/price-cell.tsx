import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatINR } from '@shared/money.ts';
import {
  adminBookMessages,
  bookPriceSchema,
  type AdminBookRow,
} from '@shared/schemas/admin-books.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useUpdateBookPrice } from '../api/update-book-price.ts';

/**
 * The selling price, edited in place as the stock is: Enter saves, Escape cancels, a refusal
 * (not a number, above the MRP) shows beside it and nothing is saved.
 */
export function PriceCell({ book }: { book: AdminBookRow }) {
  const { toast } = useToast();
  const update = useUpdateBookPrice();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const errorId = `price-${book.id}-error`;

  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setText(String(book.sellingPrice));
    setError(undefined);
    setEditing(true);
  };
  const cancel = () => {
    setError(undefined);
    setEditing(false);
  };
  const save = () => {
    const parsed = bookPriceSchema.safeParse({
      sellingPrice: text.trim() === '' ? Number.NaN : Number(text),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.sellingPrice > book.mrp) {
      setError(adminBookMessages.sellingAboveMrp);
      return;
    }
    if (parsed.data.sellingPrice === book.sellingPrice) {
      cancel();
      return;
    }
    update.mutate(
      { id: book.id, sellingPrice: parsed.data.sellingPrice },
      {
        onSuccess: (saved) => {
          setEditing(false);
          toast({
            variant: 'success',
            title: 'Price updated',
            description: `${saved.title}: now ${formatINR(saved.sellingPrice)}.`,
          });
        },
        onError: (err) =>
          setError(
            (isApiError(err) && err.error.fields?.sellingPrice) ||
              errorMessage(err, 'The price was not saved.'),
          ),
      },
    );
  };

  if (!editing) {
    return (
      <div className="whitespace-nowrap tabular-nums">
        <button
          ref={editButton}
          type="button"
          onClick={start}
          aria-label={`Price of ${book.title}: ${formatINR(book.sellingPrice)}. Edit`}
          className="group inline-flex h-10 cursor-pointer items-center gap-1 rounded-md border border-transparent px-2 font-medium hover:border-input hover:bg-card focus-visible:outline-2 focus-visible:outline-ring sm:h-8"
        >
          {formatINR(book.sellingPrice)}
          <Pencil
            aria-hidden="true"
            className="size-3.5 text-muted-foreground sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100"
          />
        </button>
        {book.discountPercentage > 0 ? (
          <p className="px-2 text-xs text-muted-foreground">
            <del>
              <span className="sr-only">MRP </span>
              {formatINR(book.mrp)}
            </del>{' '}
            <span className="text-success">{book.discountPercentage}% off</span>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-1">
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          autoFocus
          value={text}
          disabled={update.isPending}
          aria-label={`Price of ${book.title}`}
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
          className="h-10 w-24 sm:h-8"
        />
        <Button
          size="icon"
          variant="ghost"
          className="size-10 sm:size-8"
          aria-label="Save price"
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
