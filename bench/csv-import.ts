// Book CSV and ONIX imports through the admin API, with the storefront's latency measured while
// they run:
//   npx tsx bench/csv-import.ts [--rows 10000] [--clients 4] [--skip-book-crossing] [--onix 8000]
//     [--only-onix] [--skip-pglite] [--feed 1000000]
// --onix N also imports an ONIX 2.1 feed of N products made from the shared Bookwise feed's
// records with distinct ISBNs and titles (new, then the same feed again), and prints what each
// shared feed's products come to (read, taken, refused with the reason).
// Beside each ONIX import it prints the floor of the same run: as many books written by plain
// `INSERT … SELECT` statements of 500 rows into a fresh database with the shop's schema (its
// indexes and triggers), with no storefront load, and the import's rate as a share of it. On a
// machine where that floor is below a target, the target cannot be met by any importer.
// --feed N writes an ONIX feed of N such products to a file and uploads it over HTTP as a stream:
// a feed over 20 MB is read from disk as it is checked and imported from disk (a distributor's
// catalogue). It prints the check and the import with the storefront's latency during each, and
// the process's RSS before, at most during, and its growth. With --feed, nothing else runs.
// The shop (the real app, listening on a port, with the built client when dist/client exists)
// runs on an in-memory PGlite; with DATABASE_URL set, also on a throwaway database on that
// PostgreSQL server. For a generated file of --rows books and for the Book-Crossing sample
// (../shared/data/book-crossing, read as Windows-1252, valid rows only) it prints the time to
// preview, the time to import (from the click until the background job is done), rows per
// second, and p50/p99 of the home page and a book page fetched by --clients loops before and
// during the import.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportSummary } from '../src/shared/schemas/admin-import.ts';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../src/server/db/test-database.ts';
import { forgetSearchIndexes } from '../src/server/modules/search/search.public.ts';
import { configureCategories } from '../src/server/modules/admin/admin.test-helpers.ts';
import {
  bookCrossingCsv,
  createImportTestContext,
  csvRow,
  importStatus,
  generatedOnixFeed,
  onixDir,
  onixFeedParts,
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
const feedProducts = arg('feed', 0);

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

/** Writes onixFeedParts(count, offset) to a file; its size. */
async function writeFeedFile(file: string, count: number, offset: number): Promise<number> {
  const out = createWriteStream(file);
  let pending = '';
  for (const part of onixFeedParts(count, offset)) {
    pending += part;
    if (pending.length < 1 << 20) continue;
    if (!out.write(pending)) await once(out, 'drain');
    pending = '';
  }
  out.end(pending);
  await once(out, 'close');
  return statSync(file).size;
}

/** POSTs the file at `file` to the preview as a multipart upload, streamed from disk. */
function uploadFromDisk(base: string, cookie: string, file: string, name: string) {
  const boundary = `----pustakbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/xml\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/api/admin/imports/preview?respond=async', base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          cookie,
          origin: base,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(file).size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const input = createReadStream(file);
    input.on('data', (chunk) => {
      if (!request.write(chunk)) {
        input.pause();
        request.once('drain', () => input.resume());
      }
    });
    input.on('end', () => request.end(tail));
  });
}

/** The process's RSS sampled every 250 ms until `until` settles: the largest. */
async function peakRss(until: Promise<unknown>): Promise<number> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
  try {
    await until;
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss);
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A feed of `count` products from disk: the check, then the import, each under storefront load. */
async function measureFeedFile(
  ctx: ImportTestContext,
  base: string,
  bookId: number,
  label: string,
  count: number,
  floor: number,
) {
  const file = path.join(ctx.dataDir, 'bench-feed.xml');
  let started = performance.now();
  const size = await writeFeedFile(file, count, 5_000_000);
  console.log(
    `${label}: ${count} products written to disk, ${mb(size)} in ${seconds(performance.now() - started)} s`,
  );
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  const quiet = await storefrontLoad(base, bookId, new Promise((r) => setTimeout(r, 5_000)));
  console.log(describeLatencies('with no import', quiet));

  started = performance.now();
  const checked = (async () => {
    const res = await uploadFromDisk(base, ctx.owner, file, 'distributor.xml');
    if (res.status !== 202) throw new Error(`upload refused: ${res.status} ${res.body}`);
    const id = (JSON.parse(res.body) as ImportSummary).id;
    for (;;) {
      const s = await importStatus(ctx, id).catch(() => null);
      if (s && s.status !== 'checking') return s;
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  const checkLoad = storefrontLoad(base, bookId, checked);
  const checkPeak = await peakRss(checked);
  const summary = await checked;
  const checkMs = performance.now() - started;
  if (summary.status !== 'previewed') throw new Error(`check failed: ${summary.jobError}`);
  console.log(
    `${label}: upload and check ${seconds(checkMs)} s (${Math.round(count / (checkMs / 1000))} products/s): ${summary.counts.rows} read, ${summary.counts.toCreate} new, ${summary.counts.invalid} refused`,
  );
  console.log(describeLatencies('during the upload and check', await checkLoad));

  started = performance.now();
  const commit = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${summary.id}/commit`,
    payload: { mode: 'valid-only', duplicates: 'update' },
    headers: { cookie: ctx.owner },
  });
  if (commit.statusCode !== 202) throw new Error(`import refused: ${commit.body}`);
  const finished = waitUntilImported(ctx, summary.id);
  const importLoad = storefrontLoad(base, bookId, finished);
  const importPeak = await peakRss(finished);
  const done = await finished;
  const importMs = performance.now() - started;
  if (!done.result) throw new Error(`import failed: ${done.jobError}`);
  const rate = done.result.created / (importMs / 1000);
  console.log(
    `${label}: import ${seconds(importMs)} s (${done.result.created} created, ${Math.round(rate)} rows/s; floor ${Math.round(floor)} rows/s, so ${Math.round((100 * rate) / floor)} % of it); check and import together ${seconds(checkMs + importMs)} s`,
  );
  console.log(describeLatencies('during the import', await importLoad));
  console.log(
    `${label}: RSS before ${mb(rssBefore)}, at most ${mb(checkPeak)} during the check and ${mb(importPeak)} during the import: growth ${mb(Math.max(checkPeak, importPeak) - rssBefore)}`,
  );
  if (global.gc) {
    // What stays: the heap after a full collection, once the search index has the new books.
    await ctx.t.app.inject({ url: '/api/books?search=bench' });
    await new Promise((r) => setTimeout(r, 10_000));
    global.gc();
    const after = process.memoryUsage();
    console.log(
      `${label}: after the import and a full collection: heap used ${mb(after.heapUsed)} (before: ${mb(heapBefore)}), RSS ${mb(after.rss)}; the in-memory search index holds every live book (ADR 026)`,
    );
    // The index's share, by letting it go: what is left is what the import itself kept.
    forgetSearchIndexes();
    global.gc();
    const without = process.memoryUsage();
    console.log(
      `${label}: of which the search index ${mb(after.heapUsed - without.heapUsed)}; without it heap used ${mb(without.heapUsed)}, ${mb(without.heapUsed - heapBefore)} more than before the upload`,
    );
  }
  rmSync(file, { force: true });
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

    if (onixProducts > 0 || feedProducts > 0) {
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
      // The floor of a big feed is measured on as many books as the floor of a small one:
      // 100,000 (a fresh database's rate does not fall much with its size).
      const floorBooks = feedProducts > 0 ? Math.min(feedProducts, 100_000) : onixProducts;
      const floor = await writeFloor(floorBooks);
      console.log(
        `${database}, the floor: ${floorBooks} books by plain INSERT … SELECT in 500s: ${Math.round(floor)} rows/s`,
      );
      if (feedProducts > 0) {
        await measureFeedFile(
          ctx,
          base,
          bookId,
          `${database}, ONIX feed from disk`,
          feedProducts,
          floor,
        );
        return;
      }
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
