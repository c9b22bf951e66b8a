/**
 * Cart rules without zod, so the storefront's entry chunk (the header's cart badge) can use them.
 * The request schemas in schemas/shopping.ts build on these.
 */

/** Most copies of one book in a cart (and in one order line). */
export const maxCartQuantity = 10;

/** docs/product.md §8 messages of the cart and wishlist. */
export const shoppingMessages = {
  cartItemNotFound: 'Cart item not found',
  wishlistItemNotFound: 'Item not found in wishlist',
  outOfStock: 'This book is out of stock.',
} as const;

/** docs/product.md §3 derived cart values: an item without its book counts as 0. */
export function cartTotals(items: { quantity: number; book?: { sellingPrice: number } }[]) {
  let totalPaise = 0;
  let count = 0;
  for (const item of items) {
    totalPaise += Math.round((item.book?.sellingPrice ?? 0) * 100) * item.quantity;
    count += item.quantity;
  }
  return { total: totalPaise / 100, count };
}
