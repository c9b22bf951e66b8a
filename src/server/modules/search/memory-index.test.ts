import { eq, sql } from 'drizzle-orm';
import type { BooksQuery } from '@shared/schemas/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { withQueryLogger } from '../../db/query-logger.ts';
import { books } from '../../db/schema/catalog.ts';
import { adjectives, generateBooks, nouns } from '../../db/seed/generate-books.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { listBooks } from './search.test-helpers.ts';
import { parseTsQuery } from './memory-query.ts';
import { searchIndexBounds, searchIndexOf, useSearchIndex } from './memory-index.repository.ts';

// The counting pass in memory (docs/decisions/026-search-counted-in-memory.md) must list, count
// and facet every search as the database's own pass does, and follow the books as they change.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await generateBooks(database.db, 3000);
  await database.db.insert(books).values([
    {
      title: 'गोदान',
      author: 'प्रेमचंद',
      mrpPaise: 30000,
      sellingPricePaise: 25000,
      category: ['Fiction', 'Fiction', 'Indian Literature'],
      collection: ['Hindi Classics'],
      isbn13: '9788126415588',
      soldCount: 90,
    },
    {
      title: 'The Velvet Garden of Xylophones',
      author: 'Meera Iyer',
      mrpPaise: 50000,
      sellingPricePaise: 50000,
      category: ['Poetry'],
      collection: ['Hindi Classics'],
      isPremium: 1,
      stockQuantity: 0,
    },
  ]);
  await database.db.execute(sql`UPDATE books SET archived_at = now() WHERE id % 97 = 0`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const list = (query: Partial<BooksQuery>, facets = true, db = database.db) =>
  listBooks(db, { page: 1, pageSize: 24, ...query } as BooksQuery, { facets });

/** The listing counted by the database and by the index, each from an empty cache. */
async function bothWays(query: Partial<BooksQuery>, facets = true) {
  useSearchIndex(database.db, false);
  invalidateCatalogCache(database.db);
  const byDatabase = await list(query, facets);
  useSearchIndex(database.db, true);
  invalidateCatalogCache(database.db);
  expect(await searchIndexOf(database.db)).not.toBeNull();
  // No statement of the database's counting passes (countWithFacets, countVersions) runs.
  const passes: string[] = [];
  const logged = withQueryLogger(database, (statement) => {
    if (/WITH base|json_build_object\('total'/.test(statement)) passes.push(statement);
  });
  const byIndex = await list(query, facets, logged.db);
  expect(passes).toEqual([]);
  return { byDatabase, byIndex };
}

describe('the search index in memory', () => {
  const searches = [
    'garden',
    'the velvet garden',
    `${adjectives[3]} ${nouns[5]}`,
    // A title starting with it (tier 3) or holding it further on, after "and" (tier 4).
    `the ${adjectives[7]}`,
    'Meera Iyer',
    'iyer',
    'meera',
    'godaan',
    'गोदान',
    '978-81-264-1558-8',
    'the',
    'gardn of lettrs',
    'Hiro Sen',
    'poetry',
    'zzzzqqq',
    '!!!',
  ];
  const filters: Partial<BooksQuery>[] = [
    {},
    { category: 'Poetry' },
    { minPrice: 200, maxPrice: 900 },
    { inStock: true },
    { minRating: 3 },
    { premium: true },
    { sold: true },
    { collection: 'Hindi Classics' },
    { category: 'Fiction', inStock: true, maxPrice: 500, page: 2 },
  ];

  it.each(searches)('lists %j as the database does, with every filter', async (search) => {
    for (const filter of filters) {
      for (const facets of [true, false]) {
        const { byDatabase, byIndex } = await bothWays({ search, ...filter }, facets);
        expect({ search, filter, withFacets: facets, ...byIndex }).toEqual({
          search,
          filter,
          withFacets: facets,
          ...byDatabase,
        });
      }
    }
    // Pages further on, in relevance order: within the first books ranked, and past them.
    for (const page of [4, 7]) {
      const { byDatabase, byIndex } = await bothWays({ search, page, pageSize: 60 });
      expect(byIndex).toEqual(byDatabase);
    }
  });

  it('takes changes a page at a time, every page of them', async () => {
    await searchIndexOf(database.db);
    const some = await database.db.select({ id: books.id }).from(books).limit(5);
    const page = searchIndexBounds.refreshPage;
    searchIndexBounds.refreshPage = 2;
    try {
      for (const { id } of some) {
        await database.db
          .update(books)
          .set({ title: `The Zebrafinch Papers ${id}` })
          .where(eq(books.id, id));
      }
      invalidateCatalogCache(database.db);
      const found = await list({ search: 'zebrafinch', pageSize: 24 });
      expect(found.items.map((b) => b.id).sort()).toEqual(some.map((b) => b.id).sort());
      expect((await bothWays({ search: 'zebrafinch' })).byIndex.total).toBe(5);
    } finally {
      searchIndexBounds.refreshPage = page;
    }
  });

  it('finds a staff change at once, and stock moved by orders within the poll', async () => {
    await searchIndexOf(database.db);
    const [book] = await database.db
      .select({ id: books.id })
      .from(books)
      .where(eq(books.title, 'The Velvet Garden of Xylophones'));
    await database.db
      .update(books)
      .set({ title: 'The Quokka Almanac' })
      .where(eq(books.id, book!.id));
    invalidateCatalogCache(database.db);
    expect((await list({ search: 'quokka' })).items.map((b) => b.id)).toEqual([book!.id]);
    expect((await list({ search: 'xylophones', exact: true })).total).toBe(0);
    // An order's stock decrement announces nothing: read within the poll.
    const poll = searchIndexBounds.pollMs;
    searchIndexBounds.pollMs = 0;
    try {
      await database.db.update(books).set({ stockQuantity: 4 }).where(eq(books.id, book!.id));
      const found = await listBooks(
        withQueryLogger(database, () => {}).db,
        { search: 'quokka', inStock: true, page: 1, pageSize: 24 },
        { facets: true },
      );
      expect(found.total).toBe(1);
    } finally {
      searchIndexBounds.pollMs = poll;
    }
    // Archived, it leaves; deleted, the books are read again.
    await database.db.update(books).set({ archivedAt: new Date() }).where(eq(books.id, book!.id));
    invalidateCatalogCache(database.db);
    expect((await list({ search: 'quokka' })).total).toBe(0);
    const [other] = await database.db
      .select({ id: books.id })
      .from(books)
      .where(eq(books.title, 'गोदान'));
    await database.db.delete(books).where(eq(books.id, other!.id));
    invalidateCatalogCache(database.db);
    expect((await list({ search: 'godaan' })).total).toBe(0);
    const { byDatabase, byIndex } = await bothWays({ search: 'garden' });
    expect(byIndex).toEqual(byDatabase);
  });
});

describe('parseTsQuery', () => {
  it('reads what pustak_query makes, and refuses what the index does not evaluate', () => {
    expect(parseTsQuery("( 'kite' | 'kite' ) & 'runner'")).toEqual({
      op: '&',
      left: {
        op: '|',
        left: { op: 'lexeme', value: 'kite' },
        right: { op: 'lexeme', value: 'kite' },
      },
      right: { op: 'lexeme', value: 'runner' },
    });
    expect(parseTsQuery("'o''brien'")).toEqual({ op: 'lexeme', value: "o'brien" });
    for (const refused of ["'kite':*", "!'kite'", "'kite' <-> 'runner'", "'kite':A", '', "'kite"]) {
      expect(parseTsQuery(refused)).toBeNull();
    }
  });
});
