import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bookCsvColumns,
  type BookCsvColumn,
  type ImportProgressEvent,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { createAdminTestContext, type AdminTestContext } from '../admin.test-helpers.ts';

export interface ImportTestContext extends AdminTestContext {
  dataDir: string;
}

/** Like createAdminTestContext, with DATA_DIR (where uploads wait) in a fresh temporary folder. */
export async function createImportTestContext(): Promise<ImportTestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pustak-import-'));
  const ctx = await createAdminTestContext({ DATA_DIR: dataDir });
  return {
    ...ctx,
    dataDir,
    async close() {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CsvRow = Partial<Record<BookCsvColumn, string | number>>;

/** A good row; `n` makes its title and ISBN its own. */
export function csvRow(n: number, overrides: CsvRow = {}): CsvRow {
  return {
    isbn: isbn13Of(n),
    title: `Imported Book ${n}`,
    author: 'Test Author',
    description: `Book number ${n}`,
    mrp: '500.00',
    sellingPrice: '400.00',
    category: 'Fiction',
    stockQuantity: n % 7,
    isPremium: 'no',
    language: 'English',
    publishedYear: 2001,
    ...overrides,
  };
}

/** A valid ISBN-13 (979 + n, with its check digit). */
export function isbn13Of(n: number): string {
  const first12 = `979${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function toCsv(rows: CsvRow[], columns: readonly string[] = bookCsvColumns): string {
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => quote(String(row[c as BookCsvColumn] ?? ''))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function upload(
  ctx: AdminTestContext,
  content: string | Buffer,
  fileName = 'books.csv',
  cookie = ctx.owner,
) {
  const boundary = `----pustak${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/admin/imports/preview',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** Uploads and expects a preview. */
export async function preview(ctx: AdminTestContext, content: string): Promise<ImportSummary> {
  const res = await upload(ctx, content);
  if (res.statusCode !== 200) throw new Error(`preview failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Commits; `events` are the streamed lines when the import started. */
export async function commit(ctx: AdminTestContext, id: string, mode: string) {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${id}/commit`,
    payload: { mode },
    headers: { cookie: ctx.owner },
  });
  const events =
    res.statusCode === 200
      ? res.body
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as ImportProgressEvent)
      : [];
  const last = events.at(-1);
  return { res, events, summary: last?.type === 'done' ? last.summary : undefined };
}
