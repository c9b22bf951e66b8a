import { z } from 'zod';
import { maxCartQuantity } from '../shopping.ts';
import { bookCardSchema } from './book.ts';

export { cartTotals, maxCartQuantity, shoppingMessages } from '../shopping.ts';

const quantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(maxCartQuantity, `You can order at most ${maxCartQuantity} copies of a book`);

const bookId = z.coerce
  .number({ error: 'Choose a book' })
  .int('Choose a book')
  .positive('Choose a book');

/** docs/product.md §7: POST /api/cart body (quantity defaults to 1). */
export const addToCartSchema = z.object({ bookId, quantity: quantity.default(1) });
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** docs/product.md §7: PUT /api/cart/{id} body. */
export const updateCartItemSchema = z.object({ quantity });

/** docs/product.md §3 cart item as the client sees it: id, bookId, quantity and the book. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  quantity: z.number().int(),
  book: bookCardSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const messageSchema = z.object({ message: z.string() });

export const addToWishlistSchema = z.object({ bookId });

/** docs/product.md §3 wishlist item: id, bookId (and the book for the wishlist page). */
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  book: bookCardSchema.optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
