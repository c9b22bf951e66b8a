import { z } from 'zod';
import { bookCardSchema } from './book.ts';

/** Most copies of one book in a cart (and in one order line). */
export const maxCartQuantity = 10;

const quantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(maxCartQuantity, `You can order at most ${maxCartQuantity} copies of a book`);

const bookId = z.coerce
  .number({ error: 'Choose a book' })
  .int('Choose a book')
  .positive('Choose a book');

/** SPEC §7: POST /api/cart body (quantity defaults to 1). */
export const addToCartSchema = z.object({ bookId, quantity: quantity.default(1) });
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** SPEC §7: PUT /api/cart/{id} body. */
export const updateCartItemSchema = z.object({ quantity });

/** SPEC §3 cart item as the client sees it: id, bookId, quantity and the book. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  quantity: z.number().int(),
  book: bookCardSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const messageSchema = z.object({ message: z.string() });

export const addToWishlistSchema = z.object({ bookId });

/** SPEC §3 wishlist item: id, bookId (and the book for the wishlist page). */
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  book: bookCardSchema.optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** SPEC §8 messages of the cart and wishlist. */
export const shoppingMessages = {
  cartItemNotFound: 'Cart item not found',
  wishlistItemNotFound: 'Item not found in wishlist',
  outOfStock: 'This book is out of stock.',
} as const;

/** SPEC §3 derived cart values: an item without its book counts as 0. */
export function cartTotals(items: { quantity: number; book?: { sellingPrice: number } }[]) {
  let totalPaise = 0;
  let count = 0;
  for (const item of items) {
    totalPaise += Math.round((item.book?.sellingPrice ?? 0) * 100) * item.quantity;
    count += item.quantity;
  }
  return { total: totalPaise / 100, count };
}
