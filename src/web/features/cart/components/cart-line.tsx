import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import { orderableStock, preorderDate, shipsOnOrAfter } from '@shared/preorder.ts';
import type { CartItem } from '@shared/schemas/shopping.ts';
import { maxCartQuantity } from '@shared/shopping.ts';
import { Button } from '@web/components/ui/button.tsx';
import { paths } from '@web/config/paths.ts';
import { BookThumbnail } from '@web/components/books/book-thumbnail.tsx';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/** The most this line may hold: the per-book cap, and never more than is in stock. */
export function maxQuantityFor(item: CartItem): number {
  const stock = item.book ? orderableStock(item.book) : maxCartQuantity;
  return Math.max(1, Math.min(maxCartQuantity, stock));
}

/** One cart line: cover, title, author, unit price, quantity, remove, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const book = item.book;
  const title = book?.title ?? 'This book';
  const unit = book?.sellingPrice ?? 0;
  const stock = book ? orderableStock(book) : maxCartQuantity;
  const short = stock < item.quantity;
  const preorder = preorderDate(book?.publicationDate);
  return (
    <li className="flex gap-3 py-5 sm:gap-4">
      <BookThumbnail imageUrl={book?.imageUrl ?? ''} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-serif text-base leading-snug font-semibold">
            <Link to={paths.book(item.bookId)} className="hover:underline">
              {title}
            </Link>
          </h3>
          {book ? <p className="text-sm text-muted-foreground">{book.author}</p> : null}
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium">
              <span className="sr-only">Price </span>
              {formatINR(unit)}
            </span>
            {book && book.mrp > book.sellingPrice ? (
              <del className="text-muted-foreground">
                <span className="sr-only">MRP </span>
                {formatINR(book.mrp)}
              </del>
            ) : null}
          </p>
          {preorder ? (
            <p className="text-sm font-medium text-info">Pre-order: {shipsOnOrAfter(preorder)}</p>
          ) : null}
          {stock <= 0 ? (
            <p className="text-sm font-medium text-destructive">
              Out of stock. Remove it to check out.
            </p>
          ) : short ? (
            <p className="text-sm font-medium text-warning">
              Only {stock} left. Lower the quantity to check out.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-start">
          <p className="text-base font-semibold sm:order-first">
            <span className="sr-only">Line total </span>
            {formatINR(Math.round(unit * 100 * item.quantity) / 100)}
          </p>
          <div className="flex items-center gap-2">
            <QuantityStepper
              value={item.quantity}
              max={Math.max(maxQuantityFor(item), short ? item.quantity : 1)}
              itemName={title}
              disabled={remove.isPending}
              onCommit={(quantity) =>
                update.mutateAsync({ id: item.id, quantity }).catch(() => undefined)
              }
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${title} from cart`}
              title="Remove"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: item.id })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
