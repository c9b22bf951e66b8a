import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { preorderDate } from '@shared/preorder.ts';
import type { CartItem } from '@shared/schemas/shopping.ts';
import { Button, type ButtonProps } from '@web/components/ui/button.tsx';
import { useSignedInAction } from '@web/app/session/use-signed-in-action.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { useAddToCart } from '../api/add-to-cart.ts';

/** How long "Added" shows; also keeps a second click clear of the 500 ms duplicate guard. */
const addedForMs = 1500;

export interface AddToCartButtonProps {
  bookId: number;
  /** Known stock: none left shows a disabled "Out of stock". */
  stockQuantity?: number;
  /** A publication date after today makes it a pre-order: "Pre-order", whatever the stock. */
  publicationDate?: string | null;
  quantity?: number;
  label?: string;
  /** Names the book for screen readers when the label alone is ambiguous in a list. */
  bookTitle?: string;
  /** Show a failure under the button (pages that show the global error already pass false). */
  showError?: boolean;
  onAdded?: (item: CartItem) => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/** Adds a book to the cart; a signed-out visitor is asked to sign in first. */
export function AddToCartButton({
  bookId,
  stockQuantity,
  publicationDate,
  quantity = 1,
  label: givenLabel,
  bookTitle,
  showError = true,
  onAdded,
  size,
  variant,
  className,
}: AddToCartButtonProps) {
  const signedIn = useSignedInAction();
  const add = useAddToCart();
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const id = window.setTimeout(() => setAdded(false), addedForMs);
    return () => window.clearTimeout(id);
  }, [added]);

  const preorder = preorderDate(publicationDate) !== null;
  const label = givenLabel ?? (preorder ? 'Pre-order' : 'Add to cart');
  if (!preorder && stockQuantity !== undefined && stockQuantity <= 0) {
    return (
      <Button size={size} variant="outline" disabled className={className}>
        Out of stock
      </Button>
    );
  }

  const onClick = () =>
    signedIn(() =>
      add.mutate(
        { bookId, quantity },
        {
          onSuccess: (item) => {
            setAdded(true);
            onAdded?.(item);
          },
        },
      ),
    );

  return (
    <div className={showError ? 'grid gap-1.5' : 'contents'}>
      <Button
        size={size}
        variant={variant}
        className={className}
        disabled={add.isPending || added}
        aria-label={bookTitle ? `${label}: ${bookTitle}` : undefined}
        onClick={onClick}
      >
        {added ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {add.isPending ? 'Adding...' : added ? 'Added' : label}
      </Button>
      {showError && add.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(add.error)}
        </p>
      ) : null}
    </div>
  );
}
