import { Heart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '@shared/schemas/shopping.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';
import { useClearWishlist } from '../api/clear-wishlist.ts';
import { useWishlist } from '../api/get-wishlist.ts';

export const wishlistGridClassName =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5';

export interface WishlistViewProps {
  /** One grid cell: the book card and its actions (the page composes them). */
  renderItem: (item: WishlistItem & { book: NonNullable<WishlistItem['book']> }) => ReactNode;
  /** Placeholder cells while loading. */
  skeleton: ReactNode;
}

/** The wishlist's grid, or its loading, error and empty states, with "Clear wishlist". */
export function WishlistView({ renderItem, skeleton }: WishlistViewProps) {
  const wishlist = useWishlist();
  const clear = useClearWishlist();
  const [confirming, setConfirming] = useState(false);

  if (wishlist.isPending) {
    return (
      <div role="status" aria-label="Loading your wishlist" className="space-y-4">
        <Skeleton className="h-5 w-32" />
        <div className={wishlistGridClassName}>{skeleton}</div>
      </div>
    );
  }
  if (wishlist.isError) {
    return (
      <QueryError
        title="We couldn't load your wishlist"
        error={wishlist.error}
        onRetry={() => void wishlist.refetch()}
        retrying={wishlist.isFetching}
      />
    );
  }
  const items = wishlist.data.filter(
    (item): item is WishlistItem & { book: NonNullable<WishlistItem['book']> } => !!item.book,
  );
  if (items.length === 0) {
    return (
      <EmptyState
        Icon={Heart}
        title="Your wishlist is empty"
        action={
          <Link to={paths.books()} className={buttonVariants()}>
            Browse books
          </Link>
        }
      >
        Tap the heart on any book to save it here for later.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{plural(items.length, 'book')} saved</p>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Clear wishlist
        </Button>
      </div>
      <ul className={wishlistGridClassName}>
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear your wishlist?"
        description="Every saved book will be taken off your wishlist."
        confirmLabel="Clear wishlist"
        busyLabel="Clearing..."
        busy={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
