import { formatINR } from '@shared/money.ts';
import {
  adminBookMessages,
  bookPriceSchema,
  type AdminBookRow,
} from '@shared/schemas/admin-books.ts';
import { InlineNumberEdit } from '@web/components/ui/inline-number-edit.tsx';
import { useSaveFigure } from './use-save-figure.ts';
import { useUpdateBookPrice } from '../api/update-book-price.ts';

/**
 * The selling price, edited in place as the stock is: Enter saves, Escape cancels, a refusal
 * (not a number, above the MRP) shows beside it and nothing is saved.
 */
export function PriceCell({ book }: { book: AdminBookRow }) {
  const save = useSaveFigure(
    useUpdateBookPrice().mutateAsync,
    'Price updated',
    (saved) => `${saved.title}: now ${formatINR(saved.sellingPrice)}.`,
  );
  return (
    <InlineNumberEdit
      id={`price-${book.id}`}
      value={book.sellingPrice}
      label={`Price of ${book.title}`}
      editLabel={`Price of ${book.title}: ${formatINR(book.sellingPrice)}. Edit`}
      saveLabel="Save price"
      className="whitespace-nowrap tabular-nums"
      inputClassName="w-24"
      schema={bookPriceSchema.shape.sellingPrice}
      refuse={(price) => (price > book.mrp ? adminBookMessages.sellingAboveMrp : undefined)}
      field="sellingPrice"
      notSaved="The price was not saved."
      save={(sellingPrice) => save({ id: book.id, sellingPrice })}
      aside={
        book.discountPercentage > 0 ? (
          <p className="px-2 text-xs text-muted-foreground">
            <del>
              <span className="sr-only">MRP </span>
              {formatINR(book.mrp)}
            </del>{' '}
            <span className="text-success">{book.discountPercentage}% off</span>
          </p>
        ) : null
      }
    >
      {formatINR(book.sellingPrice)}
    </InlineNumberEdit>
  );
}
