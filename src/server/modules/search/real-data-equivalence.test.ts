import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { toIsbn13 } from '@shared/isbn.ts';
import type { BooksQuery } from '@shared/schemas/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../../db/catalog-cache.ts';
import type { Database } from '../../db/client.ts';
import { books } from '../../db/schema/catalog.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { searchIndexOf, useSearchIndex, warmSearchIndex } from './memory-index.repository.ts';
import { listBooks } from './search.test-helpers.ts';

// The two engines (engines.ts) on a real catalogue: the Book-Crossing spreadsheet's 15,780 books
// (../shared/data/book-crossing, messy titles, authors and ISBNs), searched the ways readers
// search, must give the same listing — total, facets, correction and the first pages in order.
const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data/book-crossing/BX-Books.csv',
);
if (!existsSync(file)) throw new Error(`${file} is missing: the shared data sits beside the repo`);

interface Row {
  isbn: string;
  title: string;
  author: string;
}

function readRows(): Row[] {
  const records = parse(readFileSync(file, 'latin1'), {
    delimiter: ';',
    relax_quotes: true,
    relax_column_count: true,
    from_line: 2,
  }) as string[][];
  return records
    .filter((r) => r.length >= 8)
    .map((r) => ({
      isbn: r[0]!.trim(),
      title: r
        .slice(1, r.length - 6)
        .join(';')
        .trim(),
      author: r.at(-6)!.trim(),
    }))
    .filter((r) => r.title && r.author);
}

let database: Database;
let rows: Row[];

beforeAll(async () => {
  database = await openTestDatabase();
  rows = readRows();
  const categories = ['Fiction', 'History', 'Poetry', 'Science', 'Children'];
  const seen = new Set<string>();
  const values = rows.map((r, i) => {
    const isbn13 = toIsbn13(r.isbn);
    const unique = isbn13 && !seen.has(isbn13) ? isbn13 : null;
    if (unique) seen.add(unique);
    return {
      title: r.title.slice(0, 300),
      author: r.author.slice(0, 200),
      isbn13: unique,
      mrpPaise: 10000 + (i % 50) * 1000,
      sellingPricePaise: 9000 + (i % 50) * 1000 - (i % 3) * 500,
      category: [categories[i % categories.length]!],
      soldCount: (i * 7919) % 500,
      ratingCount: (i * 104729) % 90,
      stockQuantity: i % 9 === 0 ? 0 : 5,
    };
  });
  for (let i = 0; i < values.length; i += 1000) {
    await database.db.insert(books).values(values.slice(i, i + 1000));
  }
  expect((await warmSearchIndex(database.db))?.books).toBe(values.length);
}, 180_000);

afterAll(async () => {
  await database?.close();
});

const list = (query: Partial<BooksQuery>) =>
  listBooks(database.db, { page: 1, pageSize: 24, ...query } as BooksQuery, { facets: true });

async function bothWays(query: Partial<BooksQuery>) {
  useSearchIndex(database.db, false);
  invalidateCatalogCache(database.db);
  const byDatabase = await list(query);
  useSearchIndex(database.db, true);
  invalidateCatalogCache(database.db);
  expect(await searchIndexOf(database.db)).not.toBeNull();
  const byIndex = await list(query);
  return { byDatabase, byIndex };
}

/** A deterministic sample of what readers type, drawn from the real rows. */
function searches(): string[] {
  let s = 7;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const some = (n: number) =>
    Array.from({ length: n }, () => rows[Math.floor(next() * rows.length)]!);
  const longestWord = (t: string) =>
    t.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  return [
    ...some(8).map((r) => r.title),
    ...some(6).map((r) => r.author.split(/\s+/).at(-1)!),
    ...some(4).map((r) => r.author),
    ...some(4).map((r) => {
      const w = longestWord(r.title);
      return w.length > 4 ? r.title.replace(w, w.slice(0, 2) + w.slice(3)) : r.title;
    }),
    ...some(4).map((r) => r.title.split(/\s+/).slice(0, 2).join(' ')),
    ...some(2).map((r) => r.isbn),
    'harry potter',
    'the',
    'love',
    'king',
  ];
}

describe('the two engines on the Book-Crossing catalogue', () => {
  it('list every sampled search alike, first and second pages', async () => {
    const differing: string[] = [];
    for (const search of searches()) {
      for (const query of [{ search }, { search, page: 2 }, { search, inStock: true }]) {
        const { byDatabase, byIndex } = await bothWays(query);
        const shape = (l: typeof byDatabase) => ({
          total: l.total,
          facets: l.facets,
          didYouMean: l.didYouMean,
          showingResultsFor: l.showingResultsFor,
          ids: l.items.map((b) => b.id),
        });
        if (JSON.stringify(shape(byDatabase)) !== JSON.stringify(shape(byIndex))) {
          differing.push(JSON.stringify(query));
        }
        expect(shape(byIndex)).toEqual(shape(byDatabase));
      }
    }
    expect(differing).toEqual([]);
  }, 300_000);

  it('finds the sampled titles at all (the sample is not empty answers)', async () => {
    const found = await list({ search: rows[0]!.title });
    expect(found.total).toBeGreaterThan(0);
  });
});
