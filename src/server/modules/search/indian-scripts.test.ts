import type { BooksQuery } from '@shared/schemas/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import type { Database } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { generateBooks } from '../../db/seed/generate-books.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { indianTitles, type IndianScript } from './indian-titles.test-helpers.ts';
import { searchIndexOf, useSearchIndex } from './memory-index.repository.ts';
import { listBooks } from './search.test-helpers.ts';

// Books in the nine Indian scripts, found as readers type them (migration 0016,
// docs/decisions/031-indian-scripts-as-readers-type-them.md): every Latin spelling of a title
// within the first five, the title as printed first, the book listed for the author's name in
// Latin letters; by the database and by the index in memory alike.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await generateBooks(database.db, 600);
  await database.db.insert(books).values(
    indianTitles.map((b, i) => ({
      title: b.title,
      author: b.author,
      language: b.language,
      mrpPaise: 30000,
      sellingPricePaise: 25000,
      category: ['Indian Languages'],
      soldCount: (i * 37) % 50,
    })),
  );
  await database.db.insert(books).values(
    [
      ['The Tree of Life', 'Ada Moss'],
      ['Three Men in a Boat', 'Jerome K. Jerome'],
      ['Doctor Zhivago', 'Boris Pasternak'],
    ].map(([title, author]) => ({
      title: title!,
      author: author!,
      mrpPaise: 30000,
      sellingPricePaise: 25000,
      category: ['Fiction'],
      soldCount: 99,
    })),
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const list = (search: string, pageSize: number) =>
  listBooks(database.db, { search, page: 1, pageSize } as BooksQuery, { facets: false });

/** The first titles for a search, the same by the database and by the index. */
async function titles(search: string, pageSize = 10): Promise<string[]> {
  useSearchIndex(database.db, false);
  invalidateCatalogCache(database.db);
  const byDatabase = await list(search, pageSize);
  useSearchIndex(database.db, true);
  invalidateCatalogCache(database.db);
  expect(await searchIndexOf(database.db)).not.toBeNull();
  const byIndex = await list(search, pageSize);
  expect({ search, ...byIndex }).toEqual({ search, ...byDatabase });
  return byDatabase.items.map((b) => b.title);
}

const scripts = [...new Set(indianTitles.map((b) => b.script))] satisfies IndianScript[];

describe.each(scripts)('books in %s', (script) => {
  const list = indianTitles.filter((b) => b.script === script);

  it('has eight or more real titles to try', () => {
    expect(list.length).toBeGreaterThanOrEqual(8);
  });

  it('finds each title in the first five for every Latin spelling readers type', async () => {
    const missed: string[] = [];
    for (const b of list) {
      for (const spelling of b.latin) {
        const found = await titles(spelling);
        if (!found.slice(0, 5).includes(b.title)) missed.push(spelling);
      }
    }
    expect(missed).toEqual([]);
  });

  it('lists a title typed in its own script first', async () => {
    const missed: string[] = [];
    for (const b of list) {
      const found = await titles(b.title);
      if (found[0] !== b.title) missed.push(`${b.title} → ${found[0] ?? '-'}`);
    }
    expect(missed).toEqual([]);
  });

  it("finds each book by its author's name in Latin letters", async () => {
    const missed: string[] = [];
    for (const b of list) {
      // Generated authors share these surnames (Nair, Singh, Patel, Thakur…): anywhere listed.
      const found = await titles(b.surname, 60);
      if (!found.includes(b.title)) missed.push(`${b.surname} → ${b.title}`);
    }
    expect(missed).toEqual([]);
  });
});

describe('corrections beside loose spellings (migration 0023)', () => {
  const summary = async (search: string, index: boolean) => {
    useSearchIndex(database.db, index);
    invalidateCatalogCache(database.db);
    const { items, didYouMean, showingResultsFor } = await list(search, 5);
    return { first: items[0]?.title, didYouMean, showingResultsFor };
  };

  it('lists a word known only loosely as typed, offering a correction that ranks better', async () => {
    // "poroja" is in no title or author as typed; its loose form is ପରଜା's, and a correction
    // to a generated English title's word reaches a better tier.
    for (const index of [false, true]) {
      const found = await summary('poroja', index);
      expect(found.first).toBe('ପରଜା');
      expect(found.showingResultsFor).toBeNull();
      expect(found.didYouMean).toEqual(expect.any(String));
    }
  });

  it('still lists the correction at once for a slip in an English word', async () => {
    // "naad" is "nada" with two letters swapped, and loosely ગુજરાતનો નાથ's "nath" too.
    await database.db.insert(books).values({
      title: 'Nada',
      author: 'Carmen Laforet',
      mrpPaise: 30000,
      sellingPricePaise: 25000,
      category: ['Fiction'],
      soldCount: 5,
    });
    for (const index of [false, true]) {
      expect(await summary('naad', index)).toMatchObject({
        first: 'Nada',
        showingResultsFor: 'nada',
      });
      const found = await summary('thre men in a boat', index);
      expect(found).toMatchObject({
        first: 'Three Men in a Boat',
        showingResultsFor: 'three men in a boat',
      });
    }
  });
});

describe('English titles beside them', () => {
  it('keeps words apart that the loose Indian spellings would fold together', async () => {
    expect(await titles('tree')).not.toContain('Three Men in a Boat');
    expect((await titles('three men'))[0]).toBe('Three Men in a Boat');
    expect((await titles('tree of life'))[0]).toBe('The Tree of Life');
    expect((await titles('zhivago'))[0]).toBe('Doctor Zhivago');
  });
});
