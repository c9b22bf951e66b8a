import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImportStore, type StoredImport } from './admin-import.store.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'pustak-import-store-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function entry(rows: number): StoredImport {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    actorUserId: 1,
    fileName: 'books "new".csv',
    createdAt: new Date(0).toISOString(),
    rowCount: rows,
    rows: Array.from({ length: rows }, (_, i) => ({
      row: i + 2,
      id: i % 3 === 0 ? i : null,
      values: { title: `Book ${i} “quoted”\n`, category: ['Fiction'], isbn: null } as never,
    })),
    fileErrors: [],
    catalogueErrors: Array.from({ length: 501 }, (_, i) => ({
      row: i + 2,
      column: 'isbn',
      message: 'The same ISBN is also on row 2',
      value: '',
    })),
    counts: { rows, valid: rows, invalid: 0, toCreate: rows, toUpdate: 0, duplicates: 0 },
    notices: ['A notice'],
    steps: null,
    result: null,
  };
}

describe('the upload store', () => {
  it('writes a large upload as JSON.stringify would, and reads it back', async () => {
    const saved = entry(1201);
    await createImportStore(dir).save(saved);
    const file = path.join(dir, `${saved.id}.json`);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(saved));
    // A store of its own has nothing in memory: it reads the file.
    expect(await createImportStore(dir).load(saved.id)).toEqual(saved);
  });
});
