import { useQuery } from '@tanstack/react-query';
import { cartTotals } from '@shared/shopping.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { cartQueryOptions } from '@web/features/cart/api/get-cart.ts';
import { wishlistQueryOptions } from '@web/features/wishlist/api/get-wishlist.ts';

export interface HeaderCounts {
  cartCount: number;
  wishlistCount: number;
}

/**
 * The numbers on the header's cart and wishlist badges: the single place that decides them.
 * Signed-out visitors have none; signed in, the cart counts copies (docs/product.md §3 "count") and the
 * wishlist counts books.
 */
export function useHeaderCounts(): HeaderCounts {
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const cart = useQuery({ ...cartQueryOptions, enabled: signedIn });
  const wishlist = useQuery({ ...wishlistQueryOptions, enabled: signedIn });
  if (!signedIn) return { cartCount: 0, wishlistCount: 0 };
  return {
    cartCount: cartTotals(cart.data ?? []).count,
    wishlistCount: wishlist.data?.length ?? 0,
  };
}
