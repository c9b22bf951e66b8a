import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { books } from '../../db/schema/catalog.ts';
import { wishlistItems } from '../../db/schema/commerce.ts';
import { bookCardColumns } from '../catalog/catalog.public.ts';

export async function findWishlist(db: Db, userId: number) {
  return db
    .select({ id: wishlistItems.id, bookId: wishlistItems.bookId, book: bookCardColumns })
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
}

/** Adds a book once; adding it again keeps the first row. */
export async function insertWishlistItem(db: Db, userId: number, bookId: number) {
  await db.insert(wishlistItems).values({ userId, bookId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: wishlistItems.id, bookId: wishlistItems.bookId, book: bookCardColumns })
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)));
  return row!;
}

/** Removes one of the user's items; the removed book's title, or undefined when none. */
export async function deleteWishlistItem(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ bookId: wishlistItems.bookId });
  if (!row) return undefined;
  const [book] = await db
    .select({ title: books.title })
    .from(books)
    .where(eq(books.id, row.bookId));
  return book?.title ?? '';
}

export async function deleteWishlist(db: Db, userId: number) {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/**
 * Who keeps a book on their wishlist, with their email (for back-in-stock and price-drop
 * notices); disabled accounts are left out.
 */
export async function findWishlisters(
  db: Tx,
  bookId: number,
): Promise<{ userId: number; email: string }[]> {
  return (
    db
      .select({ userId: wishlistItems.userId, email: users.email })
      .from(wishlistItems)
      .innerJoin(users, eq(users.id, wishlistItems.userId))
      // A disabled account is told nothing: it cannot sign in to buy.
      .where(and(eq(wishlistItems.bookId, bookId), eq(users.banned, false)))
      .orderBy(asc(wishlistItems.userId))
  );
}
