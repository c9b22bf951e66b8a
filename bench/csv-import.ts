// Book CSV and ONIX imports through the admin API, with the storefront's latency measured while
// they run:
//   npx tsx bench/csv-import.ts [--rows 10000] [--clients 4] [--skip-book-crossing] [--onix 8000]
//     [--only-onix] [--skip-pglite]
// --onix N also imports an ONIX 2.1 feed of N products made from the shared Bookwise feed's
// records with distinct ISBNs and titles (new, then the same feed again), and prints what each
// shared feed's products come to (read, taken, refused with the reason).
// Beside each ONIX import it prints the floor of the same run: as many books written by plain
// `INSERT … SELECT` statements of 500 rows into a fresh database with the shop's schema (its
// indexes and triggers), with no storefront load, and the import's rate as a share of it. On a
// machine where that floor is below a target, the target cannot be met by any importer.
// The shop (the real app, listening on a port, with the built client when dist/client exists)
// runs on an in-memory PGlite; with DATABASE_URL set, also on a throwaway database on that
// PostgreSQL server. For a generated file of --rows books and for the Book-Crossing sample
// (../shared/data/book-crossing, read as Windows-1252, valid rows only) it prints the time to
// preview, the time to import (from the click until the background job is done), rows per
// second, and p50/p99 of the home page and a book page fetched by --clients loops before and
// during the import.
import { fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportSummary } from '../src/shared/schemas/admin-import.ts';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../src/server/db/test-database.ts';
import { configureCategories } from '../src/server/modules/admin/admin.test-helpers.ts';
import {
  bookCrossingCsv,
  createImportTestContext,
  csvRow,
  importStatus,
  generatedOnixFeed,
  onixDir,
  toCsv,
  upload,
  type ImportTestContext,
} from '../src/server/modules/admin/import/admin-import.test-helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rows = arg('rows', 10_000);
const clients = arg('clients', 4);
const withBookCrossing = !process.argv.includes('--skip-book-crossing');
const onixProducts = arg('onix', 0);
const onlyOnix = process.argv.includes('--only-onix');
const skipPglite = process.argv.includes('--skip-pglite');

/** N products from the shared Bookwise feed's records, each with its own ISBN and title. */
/** What each shared feed's products come to with the bench's rules. */
async function sharedFeeds(ctx: ImportTestContext) {
  for (const name of readdirSync(onixDir)
    .filter((f) => f.endsWith('.xml'))
    .sort()) {
    const res = await upload(ctx, readFileSync(path.join(onixDir, name)), name);
    if (res.statusCode !== 200) {
      console.log(`  ${name}: refused: ${res.body}`);
      continue;
    }
    const summary = res.json() as ImportSummary;
    const reasons = summary.groups.map((g) => `${g.count} ${g.title}`).join('; ');
    console.log(
      `  ${name}: ${summary.counts.rows} products read, ${summary.counts.valid} taken (${summary.counts.toCreate} new, ${summary.counts.toUpdate} updates), ${summary.counts.invalid} refused${reasons ? `: ${reasons}` : ''}`,
    );
  }
}

function generateCsv(count: number, offset: number): string {
  return toCsv(
    Array.from({ length: count }, (_, i) =>
      csvRow(offset + i, {
        title: `Bench Book ${offset + i}`,
        description: 'A generated book for the import benchmark. '.repeat(4),
        category: i % 3 === 0 ? 'Fiction|History' : 'Fiction',
        collection: i % 10 === 0 ? 'Bench picks' : '',
      }),
    ),
  );
}

/**
 * Books a second the database itself writes: `count` generated books (descriptions as long as
 * the Bookwise feed's) inserted by `INSERT … SELECT` in transactions of 500, into a fresh
 * database with the shop's migrations.
 */
async function writeFloor(count: number): Promise<number> {
  const database = await openTestDatabase();
  try {
    const started = performance.now();
    for (let from = 1; from <= count; from += 500) {
      const to = Math.min(from + 499, count);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO books (title, author, description, mrp, selling_price, category, collection,
                             isbn13, stock_quantity, low_stock_threshold, language)
          SELECT 'Floor title ' || g, 'Floor Author ' || (g % 997), repeat('Words of a description. ', 40),
                 59900, 49900, ARRAY['Fiction'], ARRAY[]::text[], (9790000000000 + g)::text, 3, 5, 'English'
          FROM generate_series(${from}::int, ${to}::int) AS g`);
      });
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Latencies {
  home: number[];
  book: number[];
  failures: number;
  /** The server's event loop: how long a ready callback waited. */
  loopDelay: IntervalHistogram;
}

/**
 * `clients` loops fetching the home page and a book page in turn until `until` resolves, from a
 * process of their own (bench/storefront-load.mjs); the server's event loop delay meanwhile.
 */
async function storefrontLoad(base: string, bookId: number, until: Promise<unknown>) {
  const loopDelay = monitorEventLoopDelay();
  loopDelay.enable();
  const child = fork(path.join(root, 'bench/storefront-load.mjs'), [
    base,
    String(bookId),
    String(clients),
  ]);
  await new Promise((resolve) => child.once('message', resolve));
  await until;
  const answer = new Promise<Omit<Latencies, 'loopDelay'>>((resolve) =>
    child.once('message', (m) => resolve(m as Omit<Latencies, 'loopDelay'>)),
  );
  child.send('stop');
  const result = await answer;
  loopDelay.disable();
  return { ...result, loopDelay };
}

function describeLatencies(label: string, l: Latencies) {
  const fmt = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms (${sorted.length} requests)`;
  };
  const loop = `event loop delay p99 ${(l.loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(l.loopDelay.max / 1e6).toFixed(0)} ms`;
  return `  storefront ${label}: home ${fmt(l.home)}; book page ${fmt(l.book)}${l.failures ? `; ${l.failures} failed` : ''}; ${loop}`;
}

async function waitUntilImported(ctx: ImportTestContext, id: string): Promise<ImportSummary> {
  for (;;) {
    const summary = await importStatus(ctx, id);
    if (summary.status === 'imported' || summary.status === 'failed') return summary;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(
  ctx: ImportTestContext,
  base: string,
  bookId: number,
  label: string,
  file: string | Buffer,
  options: { encoding?: string; mode: string; name?: string; floor?: number },
) {
  let started = performance.now();
  const res = await upload(ctx, file, options.name ?? 'books.csv', ctx.owner, options.encoding);
  if (res.statusCode !== 200) throw new Error(`preview failed: ${res.body}`);
  const previewMs = performance.now() - started;
  const summary = res.json() as ImportSummary;

  const quiet = await storefrontLoad(
    base,
    bookId,
    new Promise((resolve) => setTimeout(resolve, 5_000)),
  );
  started = performance.now();
  const commit = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${summary.id}/commit`,
    payload: { mode: options.mode },
    headers: { cookie: ctx.owner },
  });
  if (commit.statusCode !== 202) throw new Error(`import refused: ${commit.body}`);
  const answeredMs = performance.now() - started;
  const finished = waitUntilImported(ctx, summary.id);
  const busy = await storefrontLoad(base, bookId, finished);
  const done = await finished;
  const importMs = performance.now() - started;
  if (!done.result) throw new Error(`import failed: ${done.jobError}`);
  // Records taken, written or found unchanged (a feed sent again writes nothing).
  const written = done.result.created + done.result.updated + done.result.unchanged;
  const floorNote = options.floor
    ? `; floor ${Math.round(options.floor)} rows/s, so ${Math.round((100 * written) / (importMs / 1000) / options.floor)} % of it`
    : '';
  console.log(
    `${label}: ${summary.counts.rows} rows (${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB), ${summary.counts.valid} valid: preview ${seconds(previewMs)} s; import answered in ${answeredMs.toFixed(0)} ms, written in ${seconds(importMs)} s (${done.result.created} created, ${done.result.updated} updated, ${done.result.unchanged} unchanged, ${Math.round(written / (importMs / 1000))} rows/s${floorNote})`,
  );
  console.log(describeLatencies('before the import', quiet));
  console.log(describeLatencies('during the import', busy));
}

async function run(database: string) {
  const clientDir = path.join(root, 'dist/client');
  const ctx = await createImportTestContext({
    clientDir: existsSync(clientDir) ? clientDir : undefined,
  });
  try {
    await configureCategories(ctx, ['Fiction', 'History']);
    // A catalogue to browse: the first books, imported as any file is.
    const seed = await upload(ctx, generateCsv(200, 1));
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${seed.json().id}/commit`,
      payload: { mode: 'all-or-nothing' },
      headers: { cookie: ctx.owner },
    });
    await waitUntilImported(ctx, seed.json().id);
    const list = await ctx.t.app.inject({ url: '/api/books?pageSize=1' });
    const bookId = list.json().items[0].id as number;
    const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });

    if (onixProducts > 0) {
      await ctx.t.app.inject({
        method: 'PUT',
        url: '/api/admin/imports/onix-rules',
        headers: { cookie: ctx.owner },
        payload: {
          rates: [
            { currency: 'AUD', rupees: 55 },
            { currency: 'USD', rupees: 84 },
            { currency: 'GBP', rupees: 107 },
          ],
          defaultCurrency: 'AUD',
          fallbackCategory: 'Fiction',
        },
      });
      const floor = await writeFloor(onixProducts);
      console.log(
        `${database}, the floor: ${onixProducts} books by plain INSERT … SELECT in 500s: ${Math.round(floor)} rows/s`,
      );
      console.log(`${database}, the shared ONIX feeds (rates for AUD, USD, GBP; AUD when none):`);
      await sharedFeeds(ctx);
      for (const label of ['ONIX, new products', 'ONIX, same feed again']) {
        await measure(
          ctx,
          base,
          bookId,
          `${database}, ${label}`,
          generatedOnixFeed(onixProducts, 3_000_000),
          {
            mode: 'valid-only',
            name: 'feed.xml',
            floor,
          },
        );
      }
    }
    if (onlyOnix) return;
    await measure(ctx, base, bookId, `${database}, new books`, generateCsv(rows, 1_000_000), {
      mode: 'all-or-nothing',
    });
    await measure(ctx, base, bookId, `${database}, same file again`, generateCsv(rows, 1_000_000), {
      mode: 'all-or-nothing',
    });
    if (withBookCrossing) {
      await measure(ctx, base, bookId, `${database}, Book-Crossing`, bookCrossingCsv(), {
        encoding: 'windows-1252',
        mode: 'valid-only',
      });
    }
  } finally {
    await ctx.close();
  }
}

if (!existsSync(path.join(root, 'dist/client'))) {
  console.log('(no dist/client: run `npm run build` first to measure the rendered pages)');
}
const databaseUrl = process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
if (!skipPglite) await run('PGlite');
if (databaseUrl) {
  process.env.TEST_DATABASE_URL = databaseUrl;
  await run('PostgreSQL');
}
