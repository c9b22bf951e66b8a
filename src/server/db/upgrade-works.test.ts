// An existing shop upgrades (migration 0017, docs/decisions/034-works-editions-contributors.md):
// its books become works of one edition each, their author strings contributors, a title's
// "(Series #n)" a series; nothing of the books changes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from './client.ts';

let database: Database;
const before = mkdtempSync(path.join(os.tmpdir(), 'pustak-migrations-'));

/** The migrations folder as it stood before works (up to 0016). */
function migrationsBeforeWorks(): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 16);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

const shopBooks = [
  ['Good Omens', 'Terry Pratchett, Neil Gaiman', 'GO'],
  ['The Colour of Magic (Discworld #1)', 'Terry Pratchett', 'CM'],
  ['Jane Eyre (Penguin Classics)', 'Charlotte Brontë', 'JE1'],
  ['Jane Eyre', 'Charlotte Brontë', 'JE2'],
  ['गोदान', 'प्रेमचंद', 'GD'],
];

beforeAll(async () => {
  database = await openDatabase({ migrate: false });
  const db = database.db as unknown as Parameters<typeof migrate>[0];
  await migrate(db, { migrationsFolder: migrationsBeforeWorks() });
  for (const [title, author, description] of shopBooks) {
    await database.db.execute(
      sql`INSERT INTO books (title, author, description, mrp, selling_price, category)
          VALUES (${title}, ${author}, ${description}, 50000, 40000, '{Fiction}')`,
    );
  }
  await migrate(db, { migrationsFolder });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('a shop upgraded to works and contributors', () => {
  it('keeps every book as it was, each a work of its own', async () => {
    const rows = await queryRows<{ title: string; author: string; works: number }>(
      database.db,
      sql`SELECT title, author, (SELECT count(DISTINCT work_id) FROM books)::int AS works
          FROM books ORDER BY id`,
    );
    expect(rows.map((r) => [r.title, r.author])).toEqual(shopBooks.map(([t, a]) => [t, a]));
    expect(rows[0]!.works).toBe(shopBooks.length);
  });

  it('credits the people of its author strings, each person once', async () => {
    const credits = await queryRows<{ description: string; people: string }>(
      database.db,
      sql`SELECT b.description, string_agg(c.name, ' | ' ORDER BY bc.position) AS people
          FROM books b JOIN book_contributors bc ON bc.book_id = b.id
          JOIN contributors c ON c.id = bc.contributor_id GROUP BY b.id ORDER BY b.id`,
    );
    expect(credits).toEqual([
      { description: 'GO', people: 'Terry Pratchett | Neil Gaiman' },
      { description: 'CM', people: 'Terry Pratchett' },
      { description: 'JE1', people: 'Charlotte Brontë' },
      { description: 'JE2', people: 'Charlotte Brontë' },
      { description: 'GD', people: 'प्रेमचंद' },
    ]);
    const [people] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM contributors`,
    );
    expect(people!.n).toBe(4);
  });

  it('puts a work its title names a volume of into that series, findable by its name', async () => {
    const rows = await queryRows<{ title: string; series: string; number: string }>(
      database.db,
      sql`SELECT w.title, s.name AS series, w.series_number::text AS number
          FROM works w JOIN series s ON s.id = w.series_id`,
    );
    expect(rows).toEqual([{ title: 'The Colour of Magic', series: 'Discworld', number: '1.00' }]);
    const found = await queryRows<{ description: string }>(
      database.db,
      sql`SELECT description FROM books WHERE search_vector @@ pustak_query('discworld')`,
    );
    expect(found).toEqual([{ description: 'CM' }]);
  });
});
