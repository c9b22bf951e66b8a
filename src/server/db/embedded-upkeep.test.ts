import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client.ts';
import { tidyChangedTables, vacuumEverything } from './embedded-upkeep.ts';
import { generateBooks } from './seed/generate-books.ts';
import { migratedPgliteTemplate, pagesReadSearchingNothing } from './test-database.ts';

// The embedded database only: PostgreSQL servers vacuum themselves (autovacuum).
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ loadDataDir: await migratedPgliteTemplate() });
});

afterAll(async () => {
  await database?.close();
});

const booksStats = async () => {
  const [row] = await queryRows<{ vacuums: number; analyzes: number }>(
    database.db,
    sql`SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes
        FROM pg_stat_user_tables WHERE relname = 'books'`,
  );
  return row!;
};

describe('the embedded database tidies itself', () => {
  it('vacuums and analyzes the tables that changed, and leaves the others', async () => {
    await vacuumEverything(database.db);
    expect(await tidyChangedTables(database.db)).toEqual([]);
    const before = await booksStats();

    await generateBooks(database.db, 400, 100);
    // The books, and the search vocabulary their titles feed.
    expect(await tidyChangedTables(database.db)).toContain('books');
    const after = await booksStats();
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.analyzes).toBeGreaterThan(before.analyzes);

    // Nothing changed since: nothing to do.
    expect(await tidyChangedTables(database.db)).toEqual([]);
  });

  it('empties the search index of pending entries, so a search reads only the index', async () => {
    await generateBooks(database.db, 2_000, 500);
    const pending = await pagesReadSearchingNothing(database.db);
    await tidyChangedTables(database.db);
    const tidied = await pagesReadSearchingNothing(database.db);
    // A word in no book: before, the search read every pending page; after, a page or two.
    expect(pending).toBeGreaterThan(10);
    expect(tidied).toBeLessThan(5);
  });
});

describe('a vacuum after new books', () => {
  // A database of its own: generated books repeat their titles from one call to the next, and a
  // second edition of a work updates the first (which edition leads it).
  let fresh: Database;
  beforeAll(async () => {
    fresh = await openDatabase({ loadDataDir: await migratedPgliteTemplate() });
  });
  afterAll(async () => {
    await fresh?.close();
  });
  const vacuums = async () => {
    const [row] = await queryRows<{ books: number; toast: number }>(
      fresh.db,
      sql`SELECT b.vacuum_count::int AS books, t.vacuum_count::int AS toast
          FROM pg_class c JOIN pg_stat_all_tables b ON b.relid = c.oid
          JOIN pg_stat_all_tables t ON t.relid = c.reltoastrelid
          WHERE c.relname = 'books' AND c.relnamespace = 'public'::regnamespace`,
    );
    return row!;
  };

  it('leaves the long descriptions and the index cleanup; after updated books it does not', async () => {
    await vacuumEverything(fresh.db);
    const before = await vacuums();
    await generateBooks(fresh.db, 1_000, 500);
    expect(await tidyChangedTables(fresh.db)).toContain('books');
    // The light vacuum: the books table alone.
    expect(await vacuums()).toEqual({ books: before.books + 1, toast: before.toast });

    // Every book changed: dead rows to remove, from the indexes too.
    await fresh.db.execute(sql`UPDATE books SET stock_quantity = stock_quantity + 1`);
    expect(await tidyChangedTables(fresh.db)).toContain('books');
    expect(await vacuums()).toEqual({ books: before.books + 2, toast: before.toast + 1 });
  });
});
