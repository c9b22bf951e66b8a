// A backup written by a release before works and contributors (migration 0016) restores into
// this one: its books keep every field, and become works credited from their author strings
// (docs/decisions/034-works-editions-contributors.md).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from '../db/client.ts';
import { readBackupHeader, restoreBackup, writeBackup } from './backup.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'pustak-old-backup-'));
const file = path.join(work, 'before-works.pustak-backup.gz');
let restored: Database;

const oldBooks = [
  ['Good Omens', 'Terry Pratchett, Neil Gaiman', '9780060853983'],
  ['Whirlwinds (Ponniyin Selvan #2)', 'Kalki Krishnamurthy; Pavithra Srinivasan (tr.)', null],
  ['गोदान', 'प्रेमचंद', null],
] as const;

/** A shop as the release before 0017 left it, with a few books, written to a backup file. */
async function backupOfAnOldShop(): Promise<void> {
  const folder = path.join(work, 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 16);
  writeFileSync(journalFile, JSON.stringify(journal));
  const old = await openDatabase({ migrate: false });
  try {
    await migrate(old.db as unknown as Parameters<typeof migrate>[0], {
      migrationsFolder: folder,
    });
    for (const [title, author, isbn] of oldBooks) {
      await old.db.execute(
        sql`INSERT INTO books (title, author, isbn13, description, mrp, selling_price, category)
            VALUES (${title}, ${author}, ${isbn}, 'Kept.', 50000, 40000, '{Fiction}')`,
      );
    }
    const uploads = path.join(work, 'old-uploads');
    mkdirSync(uploads, { recursive: true });
    await writeBackup({ database: old, uploadsDir: uploads, file });
  } finally {
    await old.close();
  }
}

beforeAll(async () => {
  await backupOfAnOldShop();
  restored = await openDatabase({});
  const uploads = path.join(work, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await restoreBackup({ database: restored, uploadsDir: uploads, file });
}, 180_000);

afterAll(async () => {
  await restored?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a backup from before works and contributors', () => {
  it('was written by the older schema', async () => {
    const header = await readBackupHeader(file);
    expect(JSON.stringify(header)).not.toContain('book_contributors');
  });

  it('restores every book as it was, each in a work', async () => {
    const rows = await queryRows<{ title: string; author: string; isbn13: string | null }>(
      restored.db,
      sql`SELECT title, author, isbn13 FROM books WHERE work_id IS NOT NULL ORDER BY id`,
    );
    expect(rows.map((r) => [r.title, r.author, r.isbn13])).toEqual(oldBooks.map((b) => [...b]));
  });

  it('credits the restored books from their author strings', async () => {
    const credits = await queryRows<{ title: string; name: string; role: string }>(
      restored.db,
      sql`SELECT b.title, c.name, bc.role FROM book_contributors bc
          JOIN books b ON b.id = bc.book_id JOIN contributors c ON c.id = bc.contributor_id
          ORDER BY b.id, bc.position`,
    );
    expect(credits.map((c) => [c.title, c.name, c.role])).toEqual([
      ['Good Omens', 'Terry Pratchett', 'A01'],
      ['Good Omens', 'Neil Gaiman', 'A01'],
      ['Whirlwinds (Ponniyin Selvan #2)', 'Kalki Krishnamurthy', 'A01'],
      ['Whirlwinds (Ponniyin Selvan #2)', 'Pavithra Srinivasan', 'B06'],
      ['गोदान', 'प्रेमचंद', 'A01'],
    ]);
    const [series] = await queryRows<{ name: string; number: number }>(
      restored.db,
      sql`SELECT s.name, w.series_number::float8 AS number FROM works w
          JOIN series s ON s.id = w.series_id`,
    );
    expect(series).toEqual({ name: 'Ponniyin Selvan', number: 2 });
  });
});
