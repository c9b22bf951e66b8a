// What rendering storefront pages on the server costs, at 100,000 books: each page's HTML next
// to the JSON API answer for the same data, measured side by side in the same run, then the
// rate of a rendered page served again from the one-second page cache next to a bare Fastify
// hello-world on the same machine:
//   npx tsx bench/page-render.ts [--books 100000] [--requests 300] [--concurrency 8]
// Needs the build (`npm run build`). Uses the embedded database unless DATABASE_URL is set.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  measure,
  numberArg,
  percentile,
  startHelloAndShop,
  type Measured,
} from './http-measure.ts';
import { loadBooks } from './load-books.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = numberArg;
const bookCount = arg('books', 100_000);
const requests = arg('requests', 300);
const concurrency = arg('concurrency', 8);

if (!existsSync(path.join(root, 'dist/server/entry-server.js'))) {
  console.error('No server render in dist/server: run `npm run build` first.');
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-bench-'));
const children: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

const row = (name: string, m: Measured, note = '') =>
  console.log(
    name.padEnd(34),
    m.p50.toFixed(1).padStart(6),
    m.p95.toFixed(1).padStart(7),
    m.p99.toFixed(1).padStart(7),
    m.rps.toFixed(0).padStart(8),
    note,
  );

try {
  const loaded = await loadBooks({
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    count: bookCount,
  });
  console.log(`catalogue: ${loaded.total} books`);

  const { helloUrl, base } = await startHelloAndShop(root, dataDir, children);

  // Drawn from large pools, so that most requests miss the one-second page cache and the
  // listing cache: the figures are those of real rendering and database work.
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const n = (max: number) => 1 + Math.floor(Math.random() * max);
  const sorts = ['price-asc', 'price-desc', 'newest', 'rating', 'bestselling'];
  let listing = { sort: 'newest', page: 1 };
  let bookId = 1;
  const pairs: [string, () => string, () => string, () => void][] = [
    [
      'book page',
      () => `${base}/api/books/${bookId}`,
      () => `${base}/books/${bookId}`,
      () => (bookId = n(bookCount)),
    ],
    [
      'listing (sort + page)',
      () => `${base}/api/books?sort=${listing.sort}&page=${listing.page}&pageSize=24&facets=1`,
      () => `${base}/collections?sort=${listing.sort}&page=${listing.page}`,
      () => (listing = { sort: pick(sorts), page: n(400) }),
    ],
  ];

  console.log(
    `${requests} requests each, one at a time; JSON and HTML of the same address in turn`,
  );
  console.log('what'.padEnd(34), 'p50 ms', ' p95 ms', ' p99 ms', '   req/s');
  const verdicts: string[] = [];
  for (const [name, json, html, next] of pairs) {
    // Alternate: the same data, asked as JSON then as the page, so both see the same misses.
    const jsonTimes: number[] = [];
    const htmlTimes: number[] = [];
    for (let i = 0; i < requests + 20; i++) {
      next();
      for (const [url, times] of [
        [json(), jsonTimes],
        [html(), htmlTimes],
      ] as const) {
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${res.status} from ${url}`);
        if (i >= 20) times.push(performance.now() - t0);
      }
    }
    const stats = (times: number[]): Measured => {
      times.sort((a, b) => a - b);
      return {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        rps: 0,
      };
    };
    const j = stats(jsonTimes);
    const h = stats(htmlTimes);
    row(`${name}: JSON API`, j);
    row(`${name}: server-rendered HTML`, h);
    const extra = h.p95 - j.p95;
    verdicts.push(
      `${name}: HTML p95 ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} ms over JSON (target ≤ 10 ms) ${extra <= 10 ? 'OK' : 'OVER'}`,
    );
  }

  console.log(`\nthroughput with ${concurrency} requests in flight`);
  const helloRate = await measure(() => helloUrl, requests * 4, concurrency);
  row('hello-world (bare Fastify)', helloRate);
  const cached = await measure(() => `${base}/books/1`, requests * 4, concurrency);
  row(
    'book page, from the page cache',
    cached,
    `(${((cached.rps / helloRate.rps) * 100).toFixed(1)}% of hello-world)`,
  );
  const home = await measure(() => `${base}/`, requests * 4, concurrency);
  row(
    'home page, from the page cache',
    home,
    `(${((home.rps / helloRate.rps) * 100).toFixed(1)}% of hello-world)`,
  );
  const ratio = Math.min(cached.rps, home.rps) / helloRate.rps;
  verdicts.push(
    `cached HTML: ${(ratio * 100).toFixed(1)}% of the hello-world rate (target ≥ 50%) ${ratio >= 0.5 ? 'OK' : 'UNDER'}`,
  );
  console.log(`\n${verdicts.join('\n')}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
