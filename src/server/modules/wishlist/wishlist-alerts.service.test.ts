import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { books } from '../../db/schema/catalog.ts';
import { wishlistItems } from '../../db/schema/commerce.ts';
import { notifications } from '../../db/schema/content.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import type { Mail } from '../../mail/mailer.ts';
import {
  notifyWishlisters,
  type BookSnapshot,
  type WishlistMail,
} from './wishlist-alerts.service.ts';

let database: Database;
let wisher: number;
let other: number;
let disabled: number;
let bookId: number;
let snapshot: BookSnapshot;
const sent: Mail[] = [];
/** A mailer that keeps what it is given (the outbox is the API tests' concern). */
const mail: WishlistMail = {
  mailer: {
    async send(m) {
      sent.push(m);
      return 'pending';
    },
  },
  publicUrl: 'https://shop.example',
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  [wisher, other, disabled] = (
    await db
      .insert(users)
      .values([
        { username: 'wisher', email: 'wisher@example.com' },
        { username: 'other', email: 'other@example.com' },
        { username: 'disabled', email: 'disabled@example.com', banned: true },
      ])
      .returning({ id: users.id })
  ).map((r) => r.id) as [number, number, number];
  const [book] = await db
    .insert(books)
    .values({
      title: 'Train to Pakistan',
      author: 'Khushwant Singh',
      mrpPaise: 29900,
      sellingPricePaise: 25000,
      category: ['Fiction'],
      stockQuantity: 0,
    })
    .returning();
  bookId = book!.id;
  snapshot = { ...book!, archivedAt: null };
  await db.insert(wishlistItems).values([
    { userId: wisher, bookId },
    // A disabled account keeps its wishlist but is told nothing.
    { userId: disabled, bookId },
  ]);
});

afterAll(async () => {
  await database?.close();
});

const noticesOf = (userId: number) =>
  database.db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

describe('notifyWishlisters', () => {
  it('stays quiet when nothing a wishlister cares about changed', async () => {
    const written = await notifyWishlisters(
      database.db,
      [
        { before: snapshot, after: { ...snapshot, title: 'Renamed' } },
        { before: { ...snapshot, stockQuantity: 2 }, after: { ...snapshot, stockQuantity: 5 } },
        { before: snapshot, after: { ...snapshot, sellingPricePaise: 26000 } },
        // An archived book is off the shelf: no alert even if it was restocked and cheaper.
        {
          before: snapshot,
          after: { ...snapshot, stockQuantity: 3, sellingPricePaise: 1000, archivedAt: new Date() },
        },
      ],
      mail,
    );
    expect(written).toBe(0);
    expect(await noticesOf(wisher)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('tells only the wishlisters about a restock and a price drop, with a link to the book', async () => {
    const written = await notifyWishlisters(
      database.db,
      [{ before: snapshot, after: { ...snapshot, stockQuantity: 7, sellingPricePaise: 19950 } }],
      mail,
    );
    expect(written).toBe(2);
    expect(await noticesOf(wisher)).toEqual([
      {
        type: 'back-in-stock',
        title: 'Back in stock: Train to Pakistan',
        body: 'Train to Pakistan by Khushwant Singh is available again. Get your copy before it goes.',
        link: `/books/${bookId}`,
      },
      {
        type: 'price-drop',
        title: 'Price drop: Train to Pakistan',
        body: 'Now ₹199.50 (was ₹250.00).',
        link: `/books/${bookId}`,
      },
    ]);
    expect(await noticesOf(other)).toEqual([]);
    expect(await noticesOf(disabled)).toEqual([]);
    // The restock is mailed too; the price drop is not.
    expect(sent).toEqual([
      {
        to: 'wisher@example.com',
        subject: 'Back in stock: Train to Pakistan',
        text: `Train to Pakistan by Khushwant Singh is available again. Get your copy before it goes.\n\nSee the book: https://shop.example/books/${bookId}`,
      },
    ]);
  });
});
