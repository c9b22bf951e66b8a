import { useCurrentUser } from '@web/features/auth/hooks/use-current-user.ts';

export interface HeaderCounts {
  cartCount: number;
  wishlistCount: number;
}

/**
 * The numbers on the header's cart and wishlist badges: the single place that decides them.
 * Signed-out visitors have none; the cart and wishlist issues read their queries here.
 */
const none: HeaderCounts = { cartCount: 0, wishlistCount: 0 };

export function useHeaderCounts(): HeaderCounts {
  const { user } = useCurrentUser();
  if (!user) return none;
  // Signed in: the cart and wishlist issues return their queries' counts from here.
  return none;
}
