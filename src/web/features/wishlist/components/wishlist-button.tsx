import { Heart } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button.tsx';
import { useSignedInAction } from '@web/app/session/use-signed-in-action.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { cn } from '@web/lib/cn.ts';
import { useAddToWishlist } from '../api/add-to-wishlist.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';

export interface WishlistButtonProps {
  bookId: number;
  /** For the accessible name: "Add The Guide to wishlist". */
  bookTitle?: string;
  /** `icon`: a heart alone; `full`: the heart with "Wishlist" / "Saved". */
  display?: 'icon' | 'full';
  size?: ButtonProps['size'];
  className?: string;
}

/** Saves a book to the wishlist or takes it off (a toggle); visitors are asked to sign in. */
export function WishlistButton({
  bookId,
  bookTitle,
  display = 'icon',
  size,
  className,
}: WishlistButtonProps) {
  const { user } = useCurrentUser();
  const signedIn = useSignedInAction();
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = wishlist.data?.some((item) => item.bookId === bookId) ?? false;
  const busy = add.isPending || remove.isPending;
  const what = bookTitle ? `“${bookTitle}”` : 'this book';
  // A toggle keeps one name; aria-pressed says whether the book is saved.
  const label = `Save ${what} to wishlist`;
  const isToggle = display === 'icon' && user !== null;

  const onClick = () =>
    signedIn(() => {
      if (saved) remove.mutate({ bookId });
      else add.mutate({ bookId });
    });

  return (
    <Button
      variant="outline"
      size={size ?? (display === 'icon' ? 'icon' : 'default')}
      className={className}
      aria-label={display === 'icon' ? label : undefined}
      aria-pressed={isToggle ? saved : undefined}
      title={display === 'icon' ? label : undefined}
      disabled={busy || (user !== null && wishlist.isPending)}
      onClick={onClick}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-primary text-primary')} />
      {display === 'full' ? (saved ? 'Remove from wishlist' : 'Add to wishlist') : null}
    </Button>
  );
}
