import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { withQueryLogger } from '../../db/query-logger.ts';
import { books } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { suggest } from './suggest.service.ts';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import { listBooks } from './search.test-helpers.ts';
import { useSearchIndex } from './memory-index.repository.ts';

// Ranking, accents, scripts and corrections (docs/decisions/019-search-engine-and-ranking.md),
// on the real database: a small catalogue where the wrong answer is always close at hand.
let database: Database;

const catalogue: { title: string; author: string; sold?: number; isbn13?: string }[] = [
  { title: 'Confessions of a Murder Suspect', author: 'James Patterson', sold: 90 },
  { title: 'The Confession', author: 'John Grisham', sold: 5 },
  { title: 'A Walk to Remember', author: 'Nicholas Sparks', sold: 80 },
  { title: 'Remember Me', author: 'Mary Higgins Clark', sold: 1 },
  { title: 'Jewels of the Sun', author: 'Nora Roberts', sold: 70 },
  { title: 'The Third Wife', author: 'Lisa Jewell', sold: 2 },
  { title: 'Ralph’s Party', author: 'LISA JEWELL', sold: 1 },
  { title: 'Kafka on the Shore', author: 'Haruki Murakami', sold: 60 },
  { title: 'The Trial', author: 'Franz Kafka', sold: 3 },
  { title: 'The Castle', author: 'Franz Kafka', sold: 2 },
  { title: 'Cien años de soledad', author: 'Gabriel García Márquez', sold: 4 },
  { title: 'Harry Potter and the Chamber of Secrets', author: 'J. K. Rowling', sold: 50 },
  { title: 'A Time to Kill', author: 'John Grisham', sold: 6 },
  { title: 'गोदान', author: 'प्रेमचंद', sold: 3 },
  { title: 'Gunahon Ka Devta', author: 'Dharamvir Bharati', sold: 2 },
  { title: 'Dark Paradise', author: 'Tami Hoag', isbn13: '9780553561616' },
  { title: 'Lantern', author: 'Ada Moss', sold: 40 },
  { title: 'The Golden Lantern Trail', author: 'Rui Costa', sold: 1 },
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(books).values(
    catalogue.map((b) => ({
      title: b.title,
      author: b.author,
      soldCount: b.sold ?? 0,
      isbn13: b.isbn13 ?? null,
      mrpPaise: 30000,
      sellingPricePaise: 25000,
      category: ['Fiction'],
    })),
  );
});

afterAll(async () => {
  await database?.close();
});

async function search(text: string, exact = false) {
  invalidateCatalogCache(database.db);
  return listBooks(database.db, { search: text, exact, page: 1, pageSize: 10 }, { facets: false });
}
const titles = async (text: string) => (await search(text)).items.map((b) => b.title);

describe('search ranking', () => {
  it('puts an exact title first, ahead of better-selling titles that hold its words', async () => {
    expect((await titles('The Confession'))[0]).toBe('The Confession');
    expect((await titles('remember me'))[0]).toBe('Remember Me');
  });

  it("puts an author's books first for their surname, however the name is cased", async () => {
    expect((await titles('Jewell')).slice(0, 2).sort()).toEqual([
      'Ralph’s Party',
      'The Third Wife',
    ]);
    expect((await titles('kafka')).slice(0, 2).sort()).toEqual(['The Castle', 'The Trial']);
    expect((await titles('Franz Kafka')).slice(0, 2).sort()).toEqual(['The Castle', 'The Trial']);
  });

  it('goes straight to the book for an ISBN-10 or ISBN-13, hyphens or not', async () => {
    for (const isbn of ['0553561618', '9780553561616', '978-0-553-56161-6', '0-553-56161-8']) {
      expect(await titles(isbn), isbn).toEqual(['Dark Paradise']);
    }
  });

  it('ignores accents', async () => {
    expect(await titles('garcia marquez')).toEqual(['Cien años de soledad']);
    expect(await titles('CIEN AÑOS')).toEqual(['Cien años de soledad']);
  });

  it('matches across scripts by transliteration', async () => {
    expect((await titles('godan'))[0]).toBe('गोदान');
    expect((await titles('godaan'))[0]).toBe('गोदान');
    expect((await titles('premchand'))[0]).toBe('गोदान');
    expect((await titles('गुनाहों का देवता'))[0]).toBe('Gunahon Ka Devta');
  });
});

describe('misspelt searches', () => {
  it('lists the corrected search at once, several misspelt words included', async () => {
    const res = await search('harry poter chamber of secerts');
    expect(res.showingResultsFor).toBe('harry potter chamber of secrets');
    expect(res.items[0]?.title).toBe('Harry Potter and the Chamber of Secrets');
    expect((await search('A Tmie to Kill')).items[0]?.title).toBe('A Time to Kill');
    expect((await search('garcia marqeuz')).items[0]?.title).toBe('Cien años de soledad');
    expect((await search('godna')).items[0]?.title).toBe('गोदान');
  });

  it('lists the likeliest reading of words no book has together: a title, else an author', async () => {
    for (const facets of [false, true]) {
      const list = (text: string) => {
        invalidateCatalogCache(database.db);
        return listBooks(database.db, { search: text, page: 1, pageSize: 10 }, { facets });
      };
      // "Remember Me" is a whole title: it wins over the other words left out.
      const title = await list('Remember Me Kafka');
      expect(title.showingResultsFor).toBe('remember me');
      expect(title.items[0]?.title).toBe('Remember Me');
      // No book is both: the surname names an author, the other word only a title's word.
      const author = await list('Trial Grisham');
      expect(author.showingResultsFor).toBe('grisham');
      expect(author.items.map((b) => b.title)).toEqual(['A Time to Kill', 'The Confession']);
      expect(author.total).toBe(2);
    }
  });

  it('keeps every word typed when their corrections find a book, before leaving one out', async () => {
    // "Lantern" alone is a whole title, but the shopper typed two words and meant both.
    const res = await search('Goldn Lanterm');
    expect(res.showingResultsFor).toBe('golden lantern');
    expect(res.items.map((b) => b.title)).toEqual(['The Golden Lantern Trail']);
  });

  it('leaves out a word nothing is near, and corrects the others', async () => {
    // No word is near "qqqxx": it is left out, and "Kafak" is corrected to the surname.
    const res = await search('Kafak qqqxx');
    expect(res.showingResultsFor).toBe('kafka');
    expect(res.items.map((b) => b.title)).toEqual([
      'The Trial',
      'The Castle',
      'Kafka on the Shore',
    ]);
  });

  it('counts a search once for the spellings that come to it, never across filters', async () => {
    // The statements that count when the database counts (not the index in memory).
    const passes: string[] = [];
    const { db } = withQueryLogger(database, (query) => {
      if (query.includes('WITH base')) passes.push(query);
    });
    useSearchIndex(db, false);
    onTestFinished(() => useSearchIndex(db, true));
    invalidateCatalogCache(db);
    const list = async (text: string, minPrice?: number) => {
      passes.length = 0;
      const res = await listBooks(
        db,
        { search: text, minPrice, page: 1, pageSize: 10 },
        {
          facets: true,
        },
      );
      return { ...res, passes: passes.length };
    };
    // The words as typed, then the surname they come to.
    const first = await list('Trial Grisham');
    expect(first).toMatchObject({ showingResultsFor: 'grisham', total: 2, passes: 2 });
    // Another first word, the same surname: its books are not counted again.
    const second = await list('Castle Grisham');
    expect(second).toMatchObject({ showingResultsFor: 'grisham', total: 2, passes: 1 });
    expect(second.items).toEqual(first.items);
    expect(second.facets).toEqual(first.facets);
    // Typed in capitals it is the same search; with a filter it is another.
    expect(await list('GRISHAM')).toMatchObject({ total: 2, passes: 0 });
    expect(await list('Grisham', 260)).toMatchObject({ total: 0, items: [] });
    expect(await list('Castle Grisham', 260)).toMatchObject({ total: 0, items: [] });
  });

  it('searches the words as typed when asked', async () => {
    const res = await search('harry poter', true);
    expect(res.showingResultsFor).toBeNull();
    expect(res.total).toBe(0);
  });

  it('changes nothing for a search that cannot be corrected', async () => {
    const res = await search('qqqxxzz');
    expect(res).toMatchObject({ total: 0, items: [], showingResultsFor: null, didYouMean: null });
  });
});

describe('suggestions', () => {
  const suggestFor = (q: string) => {
    invalidateCatalogCache(database.db);
    return suggest(database.db, q, ['Fiction', 'Poetry', 'Science Fiction']);
  };

  it('follow the same rules: prefix, typo, both scripts, authors and categories', async () => {
    expect((await suggestFor('the conf')).books[0]?.title).toBe('The Confession');
    expect((await suggestFor('harry pott')).books.map((b) => b.title)).toContain(
      'Harry Potter and the Chamber of Secrets',
    );
    expect((await suggestFor('hary pott')).books.map((b) => b.title)).toContain(
      'Harry Potter and the Chamber of Secrets',
    );
    expect((await suggestFor('goda')).books[0]?.title).toBe('गोदान');
    expect((await suggestFor('kafk')).authors).toContain('Franz Kafka');
    expect((await suggestFor('premch')).authors).toEqual(['प्रेमचंद']);
    expect((await suggestFor('fictoin')).categories).toEqual(['Fiction', 'Science Fiction']);
    // Letters the normal form drops (found by the fuzz test) suggest nothing, without an error.
    expect((await suggestFor('𘫳⁴')).books).toEqual([]);
  });
});

it('keeps every derived column in step with the book', async () => {
  const [row] = await queryRows<{ title_key: string; author_key: string; author_surname: string }>(
    database.db,
    sql`SELECT title_key, author_key, author_surname FROM books WHERE title = 'गोदान'`,
  );
  expect(row).toEqual({ title_key: 'godan', author_key: 'premchand', author_surname: 'premchand' });
});
