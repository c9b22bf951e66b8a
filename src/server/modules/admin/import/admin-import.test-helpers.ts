import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bookCsvColumns,
  type BookCsvColumn,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { defaultOnixRules, type OnixRulesInput } from '@shared/schemas/onix-rules.ts';
import { expect } from 'vitest';
import { createAdminTestContext, type AdminTestContext } from '../admin.test-helpers.ts';
import { isbn13Of } from './generated-feeds.test-helpers.ts';

export {
  generatedOnixFeed,
  isbn13Of,
  onixDir,
  onixFeedParts,
} from './generated-feeds.test-helpers.ts';

export interface ImportTestContext extends AdminTestContext {
  dataDir: string;
}

/** Like createAdminTestContext, with DATA_DIR (where uploads wait) in a fresh temporary folder. */
export async function createImportTestContext(
  extraDeps: Parameters<typeof createAdminTestContext>[1] = {},
  env: Parameters<typeof createAdminTestContext>[0] = {},
): Promise<ImportTestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pustak-import-'));
  const ctx = await createAdminTestContext({ ...env, DATA_DIR: dataDir }, extraDeps);
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

const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function toCsv(rows: CsvRow[], columns: readonly string[] = bookCsvColumns): string {
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => quote(String(row[c as BookCsvColumn] ?? ''))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A penetration tester's file (issue 30): the template's header and one real row, then empty
 * lines (`line`) until it is `bytes` long.
 */
export function paddedWithEmptyLines(bytes: number, line = '\r\n'): Buffer {
  const head = toCsv([csvRow(1)]);
  return Buffer.from(head + line.repeat(Math.floor((bytes - head.length) / line.length)));
}

/**
 * Runs `work` while /healthz is asked every 50 ms, as a load balancer would: how long `work`
 * took, and the longest wait between two answers (50 ms when nothing holds up the event loop).
 */
export async function whileHealthPolled<T>(ctx: AdminTestContext, work: () => Promise<T>) {
  let done = false;
  let worstGapMs = 0;
  const failures: number[] = [];
  const poll = (async () => {
    let last = performance.now();
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await ctx.t.app.inject({ url: '/healthz' });
      if (res.statusCode !== 200) failures.push(res.statusCode);
      const now = performance.now();
      worstGapMs = Math.max(worstGapMs, now - last);
      last = now;
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, worstGapMs, failures };
  } finally {
    done = true;
    await poll;
  }
}

/** Saves the ONIX rules (the defaults, with `rules` over them) as the owner; the answer. */
export async function saveOnixRules(ctx: AdminTestContext, rules: OnixRulesInput) {
  const res = await ctx.t.app.inject({
    method: 'PUT',
    url: '/api/admin/imports/onix-rules',
    headers: { cookie: ctx.owner },
    payload: { ...defaultOnixRules, ...rules },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export function upload(
  ctx: AdminTestContext,
  content: string | Buffer,
  fileName = 'books.csv',
  cookie = ctx.owner,
  encoding?: string,
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
    url: `/api/admin/imports/preview${encoding ? `?encoding=${encoding}` : ''}`,
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

/** The import's summary as the page reads it. */
export async function importStatus(ctx: AdminTestContext, id: string): Promise<ImportSummary> {
  const res = await ctx.t.app.inject({
    url: `/api/admin/imports/${id}`,
    headers: { cookie: ctx.owner },
  });
  if (res.statusCode !== 200) throw new Error(`status failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Starts the import (answered at once with 202) and follows it until it is imported or failed;
 * `seen` holds each distinct progress the page could have shown on the way.
 */
export async function commit(
  ctx: AdminTestContext,
  id: string,
  mode: string,
  duplicates?: string,
  { timeoutMs = 60_000 } = {},
) {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${id}/commit`,
    payload: duplicates ? { mode, duplicates } : { mode },
    headers: { cookie: ctx.owner },
  });
  const seen: NonNullable<ImportSummary['progress']>[] = [];
  if (res.statusCode !== 202) return { res, seen, summary: undefined };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const summary = await importStatus(ctx, id);
    if (summary.progress && seen.at(-1)?.done !== summary.progress.done) {
      seen.push(summary.progress);
    }
    if (summary.status === 'imported' || summary.status === 'failed') {
      return { res, seen, summary };
    }
    if (Date.now() > deadline)
      throw new Error(`the import did not finish in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The Book-Crossing sample: 15,780 real records, ISO-8859-1, semicolons, stray separators. */
export const bookCrossingFile = path.resolve(
  import.meta.dirname,
  '../../../../../../shared/data/book-crossing/BX-Books.csv',
);

/**
 * The Book-Crossing records as a bookseller would hand them over for import: their own bytes
 * (ISO-8859-1, semicolons, `&amp;` that splits a cell, ISBN-10s, year 0), under a header that
 * names the columns their way (`ISBN`, `Book-Title`, `Year-Of-Publication`, `Image-URL-L`), with
 * the price, category and stock cells the shop needs added at the end of each line.
 */
export function bookCrossingCsv(limit = Infinity): Buffer {
  const lines = readFileSync(bookCrossingFile, 'latin1').split(/\r?\n/).slice(1);
  const header =
    'ISBN;Book-Title;Book-Author;Year-Of-Publication;description;Image-URL-L;mrp;sellingPrice;category;stockQuantity;msp;collection;isPremium;lowStockThreshold;language;videoUrl';
  const out = [header];
  for (const line of lines) {
    if (out.length > limit) break;
    if (!line.trim()) continue;
    // The small and medium cover links go; the large one is the book's image.
    const trimmed = line.replace(/;("?http[^;]*"?);("?http[^;]*"?);("?http[^;]*"?)\s*$/, ';$3');
    out.push(`${trimmed};499.00;399.00;Fiction;5;;;no;;English;`);
  }
  return Buffer.from(`${out.join('\r\n')}\r\n`, 'latin1');
}

/** The preview's first step (decode, split into records), for bench/csv-parse.ts. */
export { readImportFile } from './admin-import.service.ts';
