import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { books } from './schema/catalog.ts';
import { openTestDatabase } from './test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('isUniqueViolation', () => {
  it('recognises a unique-constraint failure by name, through Drizzle’s wrapper, on either driver', async () => {
    const book = {
      title: 'Twice',
      author: 'A. Writer',
      mrpPaise: 100,
      sellingPricePaise: 100,
      category: ['Fiction'],
      isbn13: '9780143039648',
    };
    await database.db.insert(books).values(book);
    const err = await database.db
      .insert(books)
      .values(book)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'books_isbn13_unique')).toBe(true);
    expect(isUniqueViolation(err, 'users_email_unique')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
