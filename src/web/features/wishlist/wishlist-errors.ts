import { shoppingMessages } from '@shared/shopping.ts';

/** docs/product.md §8: what a failed wishlist call is stored as (the global error state; never a toast). */
export const wishlistErrors = {
  load: 'Failed to apiRequest wishlist',
  add: 'Failed to add item to wishlist',
  remove: 'Failed to remove item from wishlist',
  clear: 'Failed to clear wishlist',
  notFound: shoppingMessages.wishlistItemNotFound,
} as const;
