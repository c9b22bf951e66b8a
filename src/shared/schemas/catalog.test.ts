import { describe, expect, it } from 'vitest';
import { booksQuerySchema } from './catalog.ts';

// A listing's query string comes from anyone's address bar: what it refuses, it says in words.
const messageOf = (query: Record<string, string>) => {
  const parsed = booksQuerySchema.safeParse(query);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};

describe('the listing query', () => {
  it('reads a well-formed query, with the first page of 24 by default', () => {
    expect(
      booksQuerySchema.parse({ search: ' godan ', minPrice: '99.5', minRating: '4', page: '3' }),
    ).toMatchObject({ search: 'godan', minPrice: 99.5, minRating: 4, page: 3, pageSize: 24 });
    expect(booksQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 24 });
  });

  it('names what is wrong with a price, a rating or a page, in words', () => {
    expect(messageOf({ minPrice: 'abc' })).toEqual(['Price must be a number of rupees']);
    expect(messageOf({ maxPrice: '-5' })).toEqual(['Price cannot be negative']);
    expect(messageOf({ maxPrice: '1e308' })).toEqual(['Price can be at most ₹10,00,000']);
    expect(messageOf({ minPrice: '500', maxPrice: '100' })).toEqual([
      'The lowest price must not be above the highest',
    ]);
    for (const minRating of ['0', '6', '4.5', 'five']) {
      expect(messageOf({ minRating }), minRating).toEqual([
        'Rating must be a whole number from 1 to 5',
      ]);
    }
    for (const page of ['0', '-1', '1.5', '10001', 'last']) {
      expect(messageOf({ page }), page).toEqual(['Page must be a whole number from 1 to 10,000']);
    }
    expect(messageOf({ pageSize: '100000' })).toEqual([
      'Page size must be a whole number from 1 to 60',
    ]);
  });
});
