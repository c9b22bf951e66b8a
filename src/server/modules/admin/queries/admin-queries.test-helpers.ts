import type { Db } from '../../../db/client.ts';
import { books } from '../../../db/schema/catalog.ts';

export type Rule = { field: string; operator: string; value?: unknown };

/**
 * Four books for the conditional-query tests: under ₹300 in stock (Malgudi Days, Gitanjali —
 * the latter old, poetry and in “Classics”), a premium one out of stock (Wings of Fire), and an
 * archived one that no query may find.
 */
export async function seedQueryBooks(db: Db) {
  await db.insert(books).values([
    {
      title: 'Malgudi Days',
      author: 'R. K. Narayan',
      mrpPaise: 25000,
      sellingPricePaise: 19900,
      category: ['Fiction'],
      stockQuantity: 5,
      soldCount: 40,
    },
    {
      title: 'Wings of Fire',
      author: 'A. P. J. Abdul Kalam',
      mrpPaise: 45000,
      sellingPricePaise: 35000,
      category: ['Biography'],
      stockQuantity: 0,
      isPremium: 1,
    },
    {
      title: 'Gitanjali',
      author: 'Rabindranath Tagore',
      mrpPaise: 20000,
      sellingPricePaise: 15000,
      category: ['Poetry'],
      collection: ['Classics'],
      stockQuantity: 12,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    },
    {
      title: 'Archived Almanac',
      author: 'Nobody',
      mrpPaise: 10000,
      sellingPricePaise: 10000,
      category: ['Fiction'],
      stockQuantity: 3,
      archivedAt: new Date(),
    },
  ]);
}

/** In stock and under ₹300. */
export const budgetRules: Rule[] = [
  { field: 'sellingPrice', operator: 'lt', value: 300 },
  { field: 'inStock', operator: 'is', value: true },
];
