import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { cartItems } from '../../db/schema/commerce.ts';
import { bookCardColumns, type BookCardRow } from '../catalog/catalog.public.ts';

export interface CartLineRow {
  id: number;
  bookId: number;
  quantity: number;
  book: BookCardRow;
}

export async function findCartLines(db: Db, userId: number): Promise<CartLineRow[]> {
  return db
    .select({
      id: cartItems.id,
      bookId: cartItems.bookId,
      quantity: cartItems.quantity,
      book: bookCardColumns,
    })
    .from(cartItems)
    .innerJoin(books, eq(books.id, cartItems.bookId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartLine(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      id: cartItems.id,
      bookId: cartItems.bookId,
      quantity: cartItems.quantity,
      book: bookCardColumns,
    })
    .from(cartItems)
    .innerJoin(books, eq(books.id, cartItems.bookId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return row;
}

export async function findCartLineByBook(db: Db, userId: number, bookId: number) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.bookId, bookId)));
  return row;
}

/** Adds copies of a book; a second add of the same book raises the quantity (one row per book). */
export async function upsertCartLine(db: Db, userId: number, bookId: number, quantity: number) {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, bookId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.bookId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning({ id: cartItems.id });
  return row!.id;
}

export async function setCartLineQuantity(db: Db, userId: number, id: number, quantity: number) {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartLine(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCart(db: Db, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
