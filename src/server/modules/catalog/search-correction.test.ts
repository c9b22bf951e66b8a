import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import {
  allowedEdits,
  bestCorrection,
  checkWords,
  correctSearch,
  editDistance,
} from './search-correction.ts';

describe('editDistance', () => {
  it.each([
    ['garden', 'garden', 0],
    ['gardn', 'garden', 1],
    ['gadren', 'garden', 1], // two neighbours swapped
    ['garxen', 'garden', 1],
    ['gardens', 'garden', 1],
    ['grdn', 'garden', 2],
    ['', 'abc', 3],
  ])('%j → %j is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('bestCorrection', () => {
  it('takes the fewest edits, then the most used word', () => {
    const candidates = [
      { word: 'gardens', bookCount: 900, similarity: 0.5 },
      { word: 'garden', bookCount: 10, similarity: 0.6 },
      { word: 'warden', bookCount: 5000, similarity: 0.4 },
    ];
    expect(bestCorrection('gardn', candidates)).toBe('garden');
    expect(bestCorrection('window', candidates)).toBeNull();
    expect(
      bestCorrection('bard', [
        { word: 'card', bookCount: 3, similarity: 0.3 },
        { word: 'bird', bookCount: 30, similarity: 0.3 },
      ]),
    ).toBe('bird');
  });

  it('allows one typo in a short word and two in a longer one', () => {
    expect(allowedEdits('dayz')).toBe(1);
    expect(allowedEdits('malgudy')).toBe(2);
    expect(bestCorrection('dyz', [{ word: 'days', bookCount: 1, similarity: 0.1 }])).toBeNull();
  });
});

describe('the search vocabulary', () => {
  let database: Database;
  const terms = async (words: string[]) =>
    Object.fromEntries(
      (
        await queryRows<{ word: string; book_count: number }>(
          database.db,
          sql`SELECT word, book_count FROM search_terms WHERE word IN ${words}`,
        )
      ).map((r) => [r.word, Number(r.book_count)]),
    );

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('follows books as they are added, renamed, archived and deleted', async () => {
    const isbns = ['9780000000101', '9780000000118'];
    const rows = await database.db
      .insert(books)
      .values(
        isbns.map((isbn13, i) => ({
          title: `Quokka Lagoon ${i + 1}`,
          author: 'Zephyrine Quill',
          isbn13,
          mrpPaise: 50000,
          sellingPricePaise: 40000,
          category: ['Nature'],
        })),
      )
      .returning({ id: books.id });
    expect(await terms(['quokka', 'lagoon', 'zephyrine', 'quill'])).toEqual({
      quokka: 2,
      lagoon: 2,
      zephyrine: 2,
      quill: 2,
    });

    await database.db
      .update(books)
      .set({ title: 'Quokka Harbourside' })
      .where(eq(books.id, rows[0]!.id));
    // A stock change touches no word.
    await database.db
      .update(books)
      .set({ stockQuantity: 7 })
      .where(inArray(books.id, [rows[0]!.id, rows[1]!.id]));
    expect(await terms(['quokka', 'lagoon', 'harbourside'])).toEqual({
      quokka: 2,
      lagoon: 1,
      harbourside: 1,
    });

    await database.db
      .update(books)
      .set({ archivedAt: new Date() })
      .where(eq(books.id, rows[1]!.id));
    expect(await terms(['quokka', 'lagoon', 'zephyrine'])).toEqual({
      quokka: 1,
      lagoon: 0,
      zephyrine: 1,
    });
    // Words no live book uses are not offered as corrections.
    expect(await correctSearch(database.db, 'lagon')).toBeNull();
    expect(await correctSearch(database.db, 'quoka harboursid')).toBe('quokka harbourside');

    await database.db.delete(books).where(inArray(books.id, [rows[0]!.id, rows[1]!.id]));
    expect(await terms(['quokka', 'zephyrine', 'harbourside'])).toEqual({
      quokka: 0,
      zephyrine: 0,
      harbourside: 0,
    });
  });

  it('checks each word in order, with the words a word being typed begins', async () => {
    await database.db.insert(books).values(
      ['Malgudi Days', 'Tales of Daybreak'].map((title, i) => ({
        title,
        author: 'R. K. Narayan',
        isbn13: `978000000012${i}`,
        mrpPaise: 30000,
        sellingPricePaise: 30000,
        category: ['Fiction'],
      })),
    );
    const words = await checkWords(database.db, 'Malgudy of Day');
    expect(words.map((w) => [w.word, w.known, w.prefix])).toEqual([
      ['malgudy', false, false],
      ['of', true, true],
      ['day', false, true],
    ]);
    expect(words[0]!.candidates.map((c) => c.word)).toContain('malgudi');
  });
});
