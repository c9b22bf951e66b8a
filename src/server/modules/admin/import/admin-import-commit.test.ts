import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { pagesReadSearchingNothing } from '../../../db/test-database.ts';
import { auditLog } from '../../../db/schema/content.ts';
import { bookInput, configureCategories, setUpAdminSuite } from '../admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  csvRow,
  isbn13Of,
  preview,
  toCsv,
} from './admin-import.test-helpers.ts';

const ctx = setUpAdminSuite(createImportTestContext);
const { call } = ctx;

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Poetry', 'History']);
});

const bookCount = async () =>
  (await queryRows<{ n: number }>(ctx.t.database.db, sql`SELECT count(*)::int AS n FROM books`))[0]!
    .n;

const adminBook = async (isbn: string) => {
  const res = await call('GET', `/api/admin/books?search=${isbn}&archived=all`, ctx.owner);
  return res.json().items[0];
};

const importAudit = (id: string) =>
  ctx.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('importing a previewed file', () => {
  it('creates the books of a good file, visible on the storefront, with one audit row', async () => {
    const { id } = await preview(
      ctx,
      toCsv([
        csvRow(101, { stockQuantity: 0, collection: 'Staff picks|New' }),
        csvRow(102, { msp: '350', isPremium: 'yes', category: 'fiction|Poetry' }),
      ]),
    );
    const { res, seen, summary } = await commit(ctx, id, 'all-or-nothing');
    // Answered at once with the queued job; the import runs in the background.
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'importing',
      progress: { done: 0, total: 2, created: 0, updated: 0, skipped: 0 },
    });
    expect(seen.at(-1)).toEqual({
      done: 2,
      total: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    expect(summary).toMatchObject({
      status: 'imported',
      result: { mode: 'all-or-nothing', created: 2, updated: 0, skipped: 0 },
    });

    const first = await adminBook(isbn13Of(101));
    expect(first).toMatchObject({
      title: 'Imported Book 101',
      mrp: 500,
      sellingPrice: 400,
      discountPercentage: 20,
      stockStatus: 'out',
      lowStockThreshold: 5,
      collection: ['Staff picks', 'New'],
    });
    const second = await adminBook(isbn13Of(102));
    expect(second).toMatchObject({ msp: 350, isPremium: true, category: ['Fiction', 'Poetry'] });

    const shop = await call('GET', `/api/books?search=${isbn13Of(102)}`);
    expect(shop.json().items[0]).toMatchObject({ title: 'Imported Book 102', inStock: 1 });
    const rail = await call('GET', `/api/collections/${encodeURIComponent('Staff picks')}`);
    expect(JSON.stringify(rail.json())).toContain('Imported Book 101');

    const audit = await importAudit(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'book.import',
      entity: 'import',
      after: { fileName: 'books.csv', rows: 2, created: 2, updated: 0, skipped: 0 },
    });

    const again = await commit(ctx, id, 'all-or-nothing');
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().error.code).toBe('ALREADY_IMPORTED');
  });

  it('writes nothing from a mixed file all-or-nothing, and only the good rows valid-only', async () => {
    const csv = toCsv([
      csvRow(201),
      csvRow(202, { isbn: '9780000000000' }),
      csvRow(203, { sellingPrice: '-1' }),
      csvRow(204, { category: 'Cookery' }),
      csvRow(205),
    ]);
    const { id, counts } = await preview(ctx, csv);
    expect(counts).toEqual({
      rows: 5,
      valid: 2,
      invalid: 3,
      toCreate: 2,
      toUpdate: 0,
      duplicates: 0,
    });
    const before = await bookCount();

    const strict = await commit(ctx, id, 'all-or-nothing');
    expect(strict.res.statusCode).toBe(400);
    expect(strict.res.json().error).toMatchObject({
      code: 'IMPORT_HAS_ERRORS',
      message:
        '3 rows have errors, so nothing was imported. Fix them and upload again, or import the valid rows only.',
    });
    expect(await bookCount()).toBe(before);
    expect(await importAudit(id)).toHaveLength(0);

    const lenient = await commit(ctx, id, 'valid-only');
    expect(lenient.summary?.result).toMatchObject({
      mode: 'valid-only',
      created: 2,
      updated: 0,
      skipped: 3,
    });
    expect(await bookCount()).toBe(before + 2);
    expect(await adminBook(isbn13Of(201))).toBeDefined();
    expect(await adminBook(isbn13Of(205))).toBeDefined();
    expect(lenient.summary?.errorCount).toBe(3);
  });

  it('refuses a file with no valid row and an unknown mode', async () => {
    const { id } = await preview(ctx, toCsv([csvRow(301, { mrp: 'free' })]));
    const none = await commit(ctx, id, 'valid-only');
    expect(none.res.statusCode).toBe(400);
    expect(none.res.json().error.message).toContain('No row is valid');
    const bad = await commit(ctx, id, 'some');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().error.fields.mode).toContain('Choose how to import');
  });

  it('updates by ISBN (ISBN-10 too) or by id, keeping what the file does not set', async () => {
    const created = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput({ title: 'The Guide', stockQuantity: 0, lowStockThreshold: 2 }),
    });
    const book = created.json();
    const other = (
      await call('POST', '/api/admin/books', ctx.owner, bookInput({ title: 'Swami', isbn: null }))
    ).json();
    await call('POST', '/api/admin/books/bulk', ctx.owner, { ids: [book.id], action: 'archive' });

    const { id, counts } = await preview(
      ctx,
      toCsv([
        csvRow(401, { isbn: '0-14-303964-4', title: 'The Guide (new edition)', stockQuantity: 12 }),
        csvRow(402, { id: other.id, isbn: '', title: 'Swami and Friends' }),
        csvRow(403, { id: other.id, isbn: '978-0-14-303964-8' }),
      ]),
    );
    expect(counts).toMatchObject({ valid: 2, invalid: 1, toCreate: 0, toUpdate: 2 });
    const { summary } = await commit(ctx, id, 'valid-only');
    expect(summary?.errors).toContainEqual({
      row: 4,
      column: 'isbn',
      message: `This ISBN belongs to book ${book.id} (“The Guide”), not to book ${other.id}`,
      value: '9780143039648',
    });
    expect(summary?.result).toMatchObject({ created: 0, updated: 2, skipped: 1 });

    const guide = (await call('GET', `/api/admin/books/${book.id}`, ctx.owner)).json();
    expect(guide).toMatchObject({
      title: 'The Guide (new edition)',
      stockQuantity: 12,
      stockStatus: 'in',
      lowStockThreshold: 2,
      archivedAt: expect.any(String),
    });
    const swami = (await call('GET', `/api/admin/books/${other.id}`, ctx.owner)).json();
    expect(swami).toMatchObject({ title: 'Swami and Friends', isbn13: null });
  });

  it('re-imports its own export without changing a book', async () => {
    const exported = await call('GET', '/api/admin/books/export.csv', ctx.owner);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/pustak-books-\d{4}-\d{2}-\d{2}\.csv/);
    const total = await bookCount();
    const before = (
      await call('GET', '/api/admin/books?archived=all&pageSize=100&sort=oldest', ctx.owner)
    ).json();

    const summary = await preview(ctx, exported.body);
    expect(summary.counts).toEqual({
      rows: total,
      valid: total,
      invalid: 0,
      toCreate: 0,
      toUpdate: total,
      duplicates: 0,
    });
    const { summary: done } = await commit(ctx, summary.id, 'all-or-nothing');
    expect(done?.result).toMatchObject({ created: 0, updated: total });

    const after = (
      await call('GET', '/api/admin/books?archived=all&pageSize=100&sort=oldest', ctx.owner)
    ).json();
    const stable = (items: Record<string, unknown>[]) =>
      items.map(({ updatedAt: _u, ...rest }) => rest);
    expect(stable(after.items)).toEqual(stable(before.items));
  });

  it('imports 10,000 rows in the background, with progress along the way', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      csvRow(10_000 + i, { collection: i % 10 === 0 ? 'Bulk' : '' }),
    );
    const before = await bookCount();
    const summary = await preview(ctx, toCsv(rows));
    expect(summary.counts).toEqual({
      rows: 10_000,
      valid: 10_000,
      invalid: 0,
      toCreate: 10_000,
      toUpdate: 0,
      duplicates: 0,
    });
    // 33 s alone on a two-core machine: with another test file beside it, it can take twice that.
    const { seen, summary: done } = await commit(ctx, summary.id, 'all-or-nothing', undefined, {
      timeoutMs: 180_000,
    });
    // The page polled between batches and saw the count move, not jump to the end.
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    expect(done?.result).toMatchObject({ created: 10_000, updated: 0 });
    expect(await bookCount()).toBe(before + 10_000);
    expect(await adminBook(isbn13Of(19_999))).toMatchObject({
      title: 'Imported Book 19999',
      stockQuantity: 19_999 % 7,
    });
    const [counted] = await queryRows<{ n: number }>(
      ctx.t.database.db,
      sql`SELECT count(*)::int AS n FROM collections WHERE collection = 'Bulk'`,
    );
    expect(counted?.n).toBe(1000);
    // Searches find the new books through the index proper at once, not by reading through the
    // entries the import left pending (which a server's autovacuum merges a minute or more on).
    await expect
      .poll(() => pagesReadSearchingNothing(ctx.t.database.db), { timeout: 10_000 })
      .toBeLessThan(5);
  }, 240_000);
});
