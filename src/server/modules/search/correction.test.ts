import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import {
  allowedEdits,
  correctionsOf,
  editDistance,
  forgetVocabulary,
  maxWordsLeftOut,
  onlySwapped,
  searchWords,
  Vocabulary,
  vocabularyOf,
  withOneWordLess,
} from './correction.ts';

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

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary(
    [
      ['gardens', 900],
      ['garden', 10],
      ['warden', 5000],
      ['card', 3],
      ['bird', 30],
      ['time', 40],
      ['kill', 12],
      ['ham', 3],
      ['rye', 2],
      ['potter', 50],
      ['harry', 60],
      ['marquez', 4],
      ['extraordinary', 2],
    ].map(([word, bookCount]) => ({ word: word as string, bookCount: bookCount as number })),
  );

  it('takes the fewest edits, then a word with the same first letter, then the most used', () => {
    expect(vocabulary.corrections('gardn')[0]?.word).toBe('garden');
    expect(vocabulary.corrections('window')).toEqual([]);
    expect(vocabulary.corrections('bard').map((c) => c.word)).toEqual(['bird', 'card']);
  });

  it('finds a swap of two neighbours even in a four-letter word', () => {
    expect(vocabulary.corrections('tmie')[0]?.word).toBe('time');
    expect(vocabulary.corrections('klil')[0]?.word).toBe('kill');
  });

  it('allows no typo under four letters, one up to seven, two from eight', () => {
    expect(allowedEdits('dyz')).toBe(0);
    expect(allowedEdits('dayz')).toBe(1);
    expect(allowedEdits('malgudy')).toBe(1);
    expect(allowedEdits('malgudyy')).toBe(2);
    expect(vocabulary.corrections('extraordinray')[0]?.word).toBe('extraordinary');
    expect(vocabulary.corrections('extrordinay')[0]?.word).toBe('extraordinary');
    expect(vocabulary.corrections('gadrnes')).toEqual([]);
  });

  it('corrects several misspelt words of a search, and short words only as a last resort', () => {
    expect(correctionsOf(vocabulary, 'Hary Poter')[0]).toBe('harry potter');
    expect(correctionsOf(vocabulary, 'A Tmie to Klil')[0]).toBe('a time to kill');
    expect(correctionsOf(vocabulary, 'aHm on Rye')).toEqual([]);
    expect(correctionsOf(vocabulary, 'aHm on Rye', { lastResort: true })[0]).toBe('ham on rye');
    expect(correctionsOf(vocabulary, 'garcía márquez')).toEqual([]);
    expect(correctionsOf(vocabulary, 'garcía márqeuz')[0]).toBe('garcia marquez');
  });

  it('leaves out each word of a short search in turn, and none of a long one', () => {
    expect(withOneWordLess('Kafak qqqxx')).toEqual(['qqqxx', 'kafak']);
    expect(withOneWordLess('garden')).toEqual([]);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(withOneWordLess(words(maxWordsLeftOut))).toHaveLength(maxWordsLeftOut);
    expect(withOneWordLess(words(maxWordsLeftOut + 1))).toEqual([]);
  });

  it('splits a search into folded words', () => {
    expect(searchWords('García MÁRQUEZ, Straße — O’Brien’s गोदान')).toEqual([
      'garcia',
      'marquez',
      'strasse',
      'obriens',
      'गोदान',
    ]);
  });
});

describe('onlySwapped', () => {
  it('holds when each changed word has two neighbouring letters swapped back', () => {
    expect(onlySwapped('naad', 'nada')).toBe(true);
    expect(onlySwapped('teh naad', 'the nada')).toBe(true);
    expect(onlySwapped('nair', 'nail')).toBe(false);
    expect(onlySwapped('naad', 'naad')).toBe(false);
    expect(onlySwapped('naad x', 'nada')).toBe(false);
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

  it('reads a vocabulary of many pages whole, each word once', async () => {
    // More words than the first page reads (5,000): the read goes on from the last word seen.
    await database.db.execute(
      sql`INSERT INTO search_terms SELECT 'paged' || g, g % 7 FROM generate_series(1, 12000) g`,
    );
    forgetVocabulary();
    const vocabulary = await vocabularyOf(database.db);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM search_terms WHERE book_count > 0 AND word NOT LIKE '~%'`,
    );
    expect(n).toBeGreaterThan(10_000);
    expect(vocabulary.size).toBe(n);
    expect(vocabulary.bookCount('paged11999')).toBe(11999 % 7);
    expect(vocabulary.has('paged7')).toBe(false); // no book holds it
    await database.db.execute(sql`DELETE FROM search_terms WHERE word LIKE 'paged%'`);
    forgetVocabulary();
  });

  it("counts an Indian-script book's loose words apart, never as corrections", async () => {
    const [row] = await database.db
      .insert(books)
      .values({
        title: 'ପରଜା',
        author: 'ଗୋପୀନାଥ ମହାନ୍ତି',
        mrpPaise: 30000,
        sellingPricePaise: 25000,
        category: ['Indian Languages'],
      })
      .returning({ id: books.id });
    const loose = await queryRows<{ word: string }>(
      database.db,
      sql`SELECT word FROM search_terms WHERE word LIKE '~%' AND book_count > 0`,
    );
    expect(loose.length).toBeGreaterThan(0);
    const [known] = await queryRows<{ words: string[] }>(
      database.db,
      sql`SELECT pustak_loosely_known('Poroja by Mohanty, the quokka') AS words`,
    );
    expect(known!.words.sort()).toEqual(['mohanty', 'poroja']);
    forgetVocabulary();
    const vocabulary = await vocabularyOf(database.db);
    expect(loose.some((r) => vocabulary.has(r.word))).toBe(false);
    await database.db.delete(books).where(eq(books.id, row!.id));
    const [after] = await queryRows<{ words: string[] }>(
      database.db,
      sql`SELECT pustak_loosely_known('poroja') AS words`,
    );
    expect(after!.words).toEqual([]);
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
    forgetVocabulary();
    const vocabulary = await vocabularyOf(database.db);
    expect(correctionsOf(vocabulary, 'lagon')).toEqual([]);
    expect(correctionsOf(vocabulary, 'quoka harboursid')[0]).toBe('quokka harbourside');

    await database.db.delete(books).where(inArray(books.id, [rows[0]!.id, rows[1]!.id]));
    expect(await terms(['quokka', 'zephyrine', 'harbourside'])).toEqual({
      quokka: 0,
      zephyrine: 0,
      harbourside: 0,
    });
  });

  it('holds accent-free words and the Latin spelling of Indian-script words', async () => {
    await database.db.insert(books).values(
      [
        ['Cien años de soledad', 'Gabriel García Márquez'],
        ['गोदान', 'प्रेमचंद'],
      ].map(([title, author], i) => ({
        title: title!,
        author: author!,
        isbn13: `978000000012${i}`,
        mrpPaise: 30000,
        sellingPricePaise: 30000,
        category: ['Fiction'],
      })),
    );
    expect(await terms(['anos', 'garcia', 'marquez', 'गोदान', 'godan', 'premchand'])).toEqual({
      anos: 1,
      garcia: 1,
      marquez: 1,
      गोदान: 1,
      godan: 1,
      premchand: 1,
    });
  });
});
