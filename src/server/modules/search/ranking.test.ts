import { and, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { baseConditions, type SearchTerms } from './conditions.ts';
import { searchIndexOf, useSearchIndex } from './memory-index.repository.ts';
import { compareByRelevance, tiersOf } from './ranking-memory.ts';
import { relevanceOrderOfBooks } from './ranking-sql.ts';
import { prepareSearch } from './sql-listing.repository.ts';
import { ranking, tierNumber, type Ranking } from './ranking.ts';

// The ranking is declared once (ranking.ts) and both engines are made from it: a ranking with a
// tier added, or tiers reordered, is followed by the database's order and the index's alike.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const book = (title: string, author: string, soldCount: number) => ({
    title,
    author,
    soldCount,
    mrpPaise: 20000,
    sellingPricePaise: 20000,
    category: ['Fiction'],
  });
  await database.db
    .insert(books)
    .values([
      book('Monsoon', 'Asha Rao', 1),
      book('Monsoon Wedding', 'Vikram Nair', 2),
      book('After the Monsoon', 'Leela Menon', 40),
      book('The Monsoon Letters', 'Kiran Das', 45),
      book('Rain Songs', 'Ravi Monsoon', 20),
      book('Monsoons of Kerala', 'Monsoon Pillai', 50),
      book('Letters of the Monsoonal Coast', 'Meera Iyer', 60),
    ]);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function terms(text: string): Promise<SearchTerms> {
  return { text, isbn13: null, authors: [], ...(await prepareSearch(database.db, text)) };
}

/** The titles the database ranks for a search under `of`. */
async function byDatabase(search: SearchTerms, of: Ranking): Promise<string[]> {
  const rows = await database.db
    .select({ title: books.title })
    .from(books)
    .where(and(isNull(books.archivedAt), ...baseConditions({ search }).slice(1)))
    .orderBy(...relevanceOrderOfBooks(search, of));
  return rows.map((r) => r.title);
}

/** The titles the index ranks for the same books under `of`. */
async function byIndex(search: SearchTerms, of: Ranking): Promise<string[]> {
  useSearchIndex(database.db, true);
  const index = (await searchIndexOf(database.db))!;
  expect(index).not.toBeNull();
  const ids = (
    await database.db
      .select({ id: books.id })
      .from(books)
      .where(and(...baseConditions({ search })))
  ).map((r) => r.id);
  const tierOf = tiersOf(index, search, of);
  const slots = ids.map((id) =>
    [...Array(index.size).keys()].find((s) => index.ids.data[s] === id)!,
  );
  const ranked = slots
    .map((slot) => ({
      id: index.ids.data[slot]!,
      tier: tierOf(slot),
      sold_count: index.sold.data[slot]!,
      rating_count: index.ratings.data[slot]!,
      author_key: index.authorKeys[slot]!,
    }))
    .sort(compareByRelevance(search, of));
  const titles = await database.db
    .select({ id: books.id, title: books.title })
    .from(books)
    .where(inArray(books.id, ranked.length ? ranked.map((r) => r.id) : [0]));
  const byId = new Map(titles.map((t) => [t.id, t.title]));
  return ranked.map((r) => byId.get(r.id)!);
}

describe('the ranking, declared once', () => {
  it('ranks by the declared tiers in both engines', async () => {
    const search = await terms('monsoon');
    const expected = [
      'Monsoon', // the title is the search
      'Rain Songs', // the author's surname is the search
      'Monsoon Wedding', // the title starts with it
      'The Monsoon Letters', // the title holds it (then by sales)
      'After the Monsoon',
      'Monsoons of Kerala', // the author's first name is it
      'Letters of the Monsoonal Coast', // a title word begins with it
    ];
    expect(await byDatabase(search, ranking)).toEqual(expected);
    expect(await byIndex(search, ranking)).toEqual(expected);
  });

  it('follows a tier added to the ranking, in both engines', async () => {
    // A fixture ranking with a tier of its own, before the title's phrase: a title that ends
    // with the search.
    const tiers = [...ranking.tiers];
    tiers.splice(tierNumber('title phrase'), 0, {
      name: 'title end',
      anyOf: [{ field: 'title', match: 'endsWith' }],
    });
    const withTier: Ranking = { ...ranking, tiers };
    const search = await terms('monsoon');
    const expected = [
      'Monsoon',
      'Rain Songs',
      'Monsoon Wedding',
      'After the Monsoon', // ends with it: now before the better-selling title holding it
      'The Monsoon Letters',
      'Monsoons of Kerala',
      'Letters of the Monsoonal Coast',
    ];
    expect(await byDatabase(search, withTier)).toEqual(expected);
    expect(await byIndex(search, withTier)).toEqual(expected);
  });

  it('follows tiers reordered and a tie-break turned round, in both engines', async () => {
    const name = (n: string) => ranking.tiers.find((t) => t.name === n)!;
    const reordered: Ranking = {
      ...ranking,
      // The author's first name before any title but the search itself; least sold first.
      tiers: [
        name('isbn'),
        name('title'),
        name('first name'),
        name('author'),
        name('title start'),
        name('title phrase'),
        name('title words'),
      ],
      tieBreaks: [
        { by: 'sold', direction: 'asc' },
        { by: 'id', direction: 'asc' },
      ],
    };
    const search = await terms('monsoon');
    const expected = [
      'Monsoon',
      'Monsoons of Kerala',
      'Rain Songs',
      'Monsoon Wedding',
      'After the Monsoon', // least sold first now
      'The Monsoon Letters',
      'Letters of the Monsoonal Coast',
    ];
    expect(await byDatabase(search, reordered)).toEqual(expected);
    expect(await byIndex(search, reordered)).toEqual(expected);
  });
});
