import { orderableStock } from '@shared/preorder.ts';
import { maxCartQuantity, shoppingMessages, type CartItem } from '@shared/schemas/shopping.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError } from '../../plugins/errors.ts';
import { getBook, toBookCard } from '../catalog/catalog.public.ts';
import {
  deleteCart,
  deleteCartLine,
  findCartLine,
  findCartLineByBook,
  findCartLines,
  setCartLineQuantity,
  upsertCartLine,
  type CartLineRow,
} from './cart.repository.ts';

const cartItemNotFound = () => new HttpError(404, 'NOT_FOUND', shoppingMessages.cartItemNotFound);

function toCartItem(row: CartLineRow): CartItem {
  return { id: row.id, bookId: row.bookId, quantity: row.quantity, book: toBookCard(row.book) };
}

/**
 * The most copies a cart may hold of a book: the per-book cap, and never more than in stock (a
 * pre-order takes no stock, so only the cap limits it).
 */
function allowedQuantity(
  book: { title: string; stockQuantity: number; publicationDate: string | null },
  wanted: number,
) {
  const stockQuantity = orderableStock(book);
  if (stockQuantity <= 0) throw conflict(`“${book.title}” is out of stock.`, 'OUT_OF_STOCK');
  if (wanted > maxCartQuantity) {
    throw conflict(`You can order at most ${maxCartQuantity} copies of a book.`, 'QUANTITY_LIMIT');
  }
  if (wanted > stockQuantity) {
    throw conflict(
      `Only ${stockQuantity} ${stockQuantity === 1 ? 'copy' : 'copies'} of “${book.title}” left in stock.`,
      'NOT_ENOUGH_STOCK',
    );
  }
  return wanted;
}

/** The cart's lines with their books as they are now (prices in paise): checkout's quote. */
export function getCartLines(db: Db, userId: number): Promise<CartLineRow[]> {
  return findCartLines(db, userId);
}

export async function getCart(db: Db, userId: number): Promise<CartItem[]> {
  return (await findCartLines(db, userId)).map(toCartItem);
}

export async function addToCart(db: Db, userId: number, bookId: number, quantity: number) {
  const book = await getBook(db, bookId);
  if (!book) throw new HttpError(404, 'NOT_FOUND', 'This book is not in our catalogue.');
  const existing = await findCartLineByBook(db, userId, bookId);
  allowedQuantity(book, (existing?.quantity ?? 0) + quantity);
  const id = await upsertCartLine(db, userId, bookId, quantity);
  return toCartItem((await findCartLine(db, userId, id))!);
}

export async function updateCartItem(db: Db, userId: number, id: number, quantity: number) {
  const line = await findCartLine(db, userId, id);
  if (!line) throw cartItemNotFound();
  allowedQuantity(line.book, quantity);
  if (!(await setCartLineQuantity(db, userId, id, quantity))) throw cartItemNotFound();
  return toCartItem({ ...line, quantity });
}

export async function removeCartItem(db: Db, userId: number, id: number) {
  const line = await findCartLine(db, userId, id);
  if (!line || !(await deleteCartLine(db, userId, id))) throw cartItemNotFound();
  return { message: `“${line.book.title}” was removed from your cart.` };
}

export async function clearCart(db: Db, userId: number) {
  await deleteCart(db, userId);
  return { message: 'Your cart has been cleared.' };
}
