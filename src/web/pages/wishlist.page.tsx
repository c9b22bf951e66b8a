import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { GlobalErrorAlert } from '@web/components/ui/global-error-alert.tsx';
import { AddToCartButton } from '@web/features/cart/components/add-to-cart-button.tsx';
import { BookCard, BookCardSkeleton } from '@web/features/catalog/components/book-card.tsx';
import { useRemoveFromWishlist } from '@web/features/wishlist/api/remove-from-wishlist.ts';
import { WishlistView } from '@web/features/wishlist/components/wishlist-view.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function WishlistPage() {
  useDocumentTitle('My wishlist');
  const remove = useRemoveFromWishlist();
  const removing = (id: number) =>
    remove.isPending &&
    !!remove.variables &&
    'id' in remove.variables &&
    remove.variables.id === id;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">My wishlist</h1>
      <GlobalErrorAlert className="mt-6" />
      <div className="mt-6">
        <WishlistView
          skeleton={[0, 1, 2, 3, 4].map((i) => (
            <BookCardSkeleton key={i} />
          ))}
          renderItem={(item) => (
            <>
              <BookCard book={item.book} className="flex-1" />
              <div className="flex gap-2">
                {/* Moving: add to the cart, and only once that worked take it off the wishlist. */}
                <AddToCartButton
                  bookId={item.bookId}
                  bookTitle={item.book.title}
                  stockQuantity={item.book.stockQuantity}
                  publicationDate={item.book.publicationDate}
                  label="Move to cart"
                  size={null}
                  // Two cards a row on a phone leave no room for the cart icon.
                  className="h-9 min-w-0 flex-1 px-2 max-sm:[&_svg]:hidden"
                  showError={false}
                  onAdded={() => remove.mutate({ id: item.id, silent: true })}
                />
                <Button
                  variant="outline"
                  size={null}
                  className="h-9 px-2.5"
                  aria-label={`Remove ${item.book.title} from wishlist`}
                  title="Remove"
                  disabled={removing(item.id)}
                  onClick={() => remove.mutate({ id: item.id })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </>
          )}
        />
      </div>
    </Container>
  );
}
