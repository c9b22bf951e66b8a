import { shoppingMessages } from '@shared/shopping.ts';

/** docs/product.md §8: what a failed cart call is stored as (the global error state; never a toast). */
export const cartErrors = {
  load: 'Failed to apiRequest cart',
  add: 'Failed to add item to cart',
  update: 'Failed to update cart item',
  remove: 'Failed to remove item from cart',
  clear: 'Failed to clear cart',
  notFound: shoppingMessages.cartItemNotFound,
} as const;
