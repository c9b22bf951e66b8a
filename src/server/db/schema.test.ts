import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './client.ts';
import { users } from './schema/auth.ts';
import { books, reviews } from './schema/catalog.ts';
import { cartItems, wishlistItems } from './schema/commerce.ts';
import { openTestDatabase } from './test-database.ts';

let database: Database;
let bookId: number;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [book] = await database.db
    .insert(books)
    .values({
      title: 'The God of Small Things',
      author: 'Arundhati Roy',
      description: 'Twins in Ayemenem, Kerala.',
      mrpPaise: 49900,
      sellingPricePaise: 39900,
      category: ['Fiction', 'Indian Literature'],
      collection: ['Award Winners'],
      stockQuantity: 3,
    })
    .returning();
  bookId = book!.id;
  const [user] = await database.db
    .insert(users)
    .values({ username: 'asha', email: 'asha@example.com', fullName: 'Asha Rao' })
    .returning();
  userId = user!.id;
});

afterAll(async () => {
  await database?.close();
});

async function rejects(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  throw new Error('expected the statement to be refused');
}

describe('schema', () => {
  it('applies the spec defaults and derives discount and stock flags', async () => {
    const [book] = await database.db.select().from(books).where(eq(books.id, bookId));
    expect(book).toMatchObject({
      discountPercentage: 20,
      inStock: 1,
      lowStockThreshold: 5,
      avgRating: 0,
      ratingCount: 0,
      isPremium: 0,
      imageUrl: '',
    });
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ role: 'user', ordersPlaced: 0 });

    await database.db.update(books).set({ stockQuantity: 0 }).where(eq(books.id, bookId));
    const [after] = await database.db.select().from(books).where(eq(books.id, bookId));
    expect(after!.inStock).toBe(0);
    await database.db.update(books).set({ stockQuantity: 3 }).where(eq(books.id, bookId));
  });

  it('defaults a new book to 10 in stock', async () => {
    const [book] = await database.db
      .insert(books)
      .values({
        title: 'Malgudi Days',
        author: 'R. K. Narayan',
        mrpPaise: 25000,
        sellingPricePaise: 25000,
        category: ['Fiction'],
      })
      .returning();
    expect(book).toMatchObject({
      stockQuantity: 10,
      inStock: 1,
      discountPercentage: 0,
      collection: [],
    });
  });

  it('refuses negative stock, a selling price above MRP and duplicate ISBNs', async () => {
    expect(
      await rejects(
        database.db.update(books).set({ stockQuantity: -1 }).where(eq(books.id, bookId)),
      ),
    ).toMatch(/books_stock_quantity_nonnegative/);
    expect(
      await rejects(
        database.db.update(books).set({ sellingPricePaise: 60000 }).where(eq(books.id, bookId)),
      ),
    ).toMatch(/books_selling_within_mrp/);
    const isbn = {
      isbn13: '9780143031031',
      title: 'x',
      author: 'y',
      mrpPaise: 1,
      sellingPricePaise: 1,
      category: ['Fiction'],
    };
    await database.db.insert(books).values(isbn);
    expect(await rejects(database.db.insert(books).values(isbn))).toMatch(/isbn13/);
  });

  it('keeps one cart line and one wishlist row per user and book, quantity 1 to 10', async () => {
    await database.db.insert(cartItems).values({ userId, bookId });
    expect(await rejects(database.db.insert(cartItems).values({ userId, bookId }))).toMatch(
      /cart_items_user_book_idx/,
    );
    expect(
      await rejects(
        database.db.update(cartItems).set({ quantity: 11 }).where(eq(cartItems.userId, userId)),
      ),
    ).toMatch(/cart_items_quantity_range/);
    await database.db.insert(wishlistItems).values({ userId, bookId });
    expect(await rejects(database.db.insert(wishlistItems).values({ userId, bookId }))).toMatch(
      /wishlist_items_user_book_idx/,
    );
  });

  it('keeps ratings between 1 and 5 and one review per user and book', async () => {
    expect(
      await rejects(
        database.db.insert(reviews).values({ userId, bookId, userName: 'Asha', rating: 6 }),
      ),
    ).toMatch(/reviews_rating_range/);
    await database.db.insert(reviews).values({ userId, bookId, userName: 'Asha', rating: 5 });
    expect(
      await rejects(
        database.db.insert(reviews).values({ userId, bookId, userName: 'Asha', rating: 4 }),
      ),
    ).toMatch(/reviews_user_book_idx/);
  });

  it('indexes books for full-text and typo-tolerant search', async () => {
    const fullText = await queryRows<{ id: number }>(
      database.db,
      sql`select id from books where search_vector @@ websearch_to_tsquery('english', 'small things')`,
    );
    expect(fullText.map((r) => Number(r.id))).toContain(bookId);
    const byCategory = await queryRows<{ id: number }>(
      database.db,
      sql`select id from books where search_vector @@ websearch_to_tsquery('english', 'award winners')`,
    );
    expect(byCategory.map((r) => Number(r.id))).toContain(bookId);
    const typo = await queryRows<{ id: number }>(
      database.db,
      sql`select id from books where word_similarity('arundati', author) > 0.4`,
    );
    expect(typo.map((r) => Number(r.id))).toContain(bookId);
  });
});
