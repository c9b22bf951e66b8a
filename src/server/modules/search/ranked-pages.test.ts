import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksQuerySchema, type BooksQueryInput } from '@shared/schemas/catalog.ts';
import type { Database } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import type { BookFilters } from './conditions.ts';
import { findPageIds, prepareSearch, rankNamedAuthors } from './sql-listing.repository.ts';
import { listBooks } from './search.test-helpers.ts';

// A search's first ten pages in relevance order come from its counting pass (the ids it ranked);
// later pages, or a page reaching past them, are ranked by a statement of their own. Both must
// give the same order, and the same books as the total says, whatever the filters.
let database: Database;

// 330 books holding "garden", in every relevance tier, with sales that tie (so the order's
// later keys decide), in several categories, prices and stock levels.
const words = [
  'Rose',
  'Secret',
  'Stone',
  'Winter',
  'Moon',
  'Tea',
  'Hidden',
  'Lost',
  'Green',
  'Old',
];
const firstNames = ['Meera', 'Arjun', 'Kavya', 'Rahul', 'Sara'];
const categories = [['Fiction'], ['History'], [], ['Fiction', 'Poetry']];

function gardenBook(i: number) {
  const word = `${words[i % words.length]} ${words[(i * 7) % words.length]}`.toLowerCase();
  const shapes = [
    { title: 'The Garden', author: `Author ${i}` }, // the title is the search
    { title: `Garden of ${word}`, author: `Author ${i}` }, // the title starts with it
    { title: `A ${word} Garden`, author: `Author ${i}` }, // the title holds it
    { title: `${word} Tales`, author: `${firstNames[i % firstNames.length]} Garden` }, // surname
    { title: `Gardens of the ${word}`, author: `Author ${i}` }, // a longer form in the title
    { title: `${word} Days`, author: `Author ${i}`, description: 'A garden party.' }, // elsewhere
  ];
  const shape = shapes[i % shapes.length]!;
  return {
    ...shape,
    mrpPaise: 60000,
    sellingPricePaise: 10000 + (i % 9) * 5000,
    stockQuantity: i % 4 === 0 ? 0 : 5,
    soldCount: (i * 37) % 11,
    ratingCount: i % 3,
    category: categories[i % categories.length]!,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(books).values(Array.from({ length: 330 }, (_, i) => gardenBook(i)));
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const ids = async (query: BooksQueryInput, facets = true) => {
  const list = await listBooks(database.db, booksQuerySchema.parse(query), { facets });
  return { total: list.total, ids: list.items.map((b) => b.id) };
};

describe('a search’s ranked pages', () => {
  const searches: BooksQueryInput[] = [
    { search: 'garden' },
    { search: 'the garden' },
    { search: 'Meera Garden' },
    { search: 'garden rose' },
    { search: 'gardn' },
    { search: 'garden', category: 'Fiction', inStock: true },
    { search: 'garden', minPrice: 200, maxPrice: 400 },
  ];

  it.each(searches)('ranks %j the same from its counting pass and on its own', async (query) => {
    for (const facets of [true, false]) {
      // Page 10 of 24 (books 217–240) is read from the counting pass's ranking; a page of 27
      // from book 217 reaches past it and is ranked by a statement of its own.
      const fromCount = await ids({ ...query, page: 10, pageSize: 24 }, facets);
      const ownPage = await ids({ ...query, page: 9, pageSize: 27 }, facets);
      expect(fromCount.total).toBe(ownPage.total);
      expect(fromCount.ids).toEqual(ownPage.ids.slice(0, fromCount.ids.length));
      expect(fromCount.ids.length).toBe(Math.min(24, Math.max(0, fromCount.total - 216)));
    }
  });

  it.each(searches.filter((q) => q.search !== 'gardn'))(
    'lists the first page of %j as the ranking statement does',
    async (query) => {
      const parsed = booksQuerySchema.parse({ ...query, pageSize: 60 });
      const search = {
        text: parsed.search!,
        isbn13: null,
        ...(await prepareSearch(database.db, parsed.search!)),
      };
      const filters: BookFilters = {
        search: { ...search, authors: await rankNamedAuthors(database.db, search) },
        category: parsed.category,
        inStock: parsed.inStock,
        minPricePaise: parsed.minPrice === undefined ? undefined : parsed.minPrice * 100,
        maxPricePaise: parsed.maxPrice === undefined ? undefined : parsed.maxPrice * 100,
      };
      const own = await findPageIds(database.db, filters, 'relevance', { limit: 60, offset: 0 });
      const listed = await ids({ ...query, pageSize: 60 });
      expect(listed.ids.length).toBeGreaterThan(0);
      expect(listed.ids).toEqual(own);
    },
  );

  it('has searches large enough to need both ways', async () => {
    expect((await ids({ search: 'garden' })).total).toBeGreaterThan(243);
  });
});
