// Latency and throughput of the catalogue API at 100,000 books, next to a bare Fastify
// hello-world measured in the same run on the same machine:
//   npx tsx bench/catalog-latency.ts [--books 100000] [--requests 300] [--concurrency 4]
//     [--data-dir DIR]
// Uses the embedded database (PGlite) unless DATABASE_URL is set: in a new directory, removed
// after, or in DIR, kept (a second run then adds only the books DIR lacks). Prints one line per endpoint:
// latency percentiles of requests made one at a time (what one shopper waits), then the
// requests per second with `concurrency` requests in flight (what the server sustains) and the
// p95/p99 of those requests.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adjectives, firstNames, lastNames, nouns } from '../src/server/db/seed/generate-books.ts';
import { measure, numberArg, startHelloAndShop } from './http-measure.ts';
import { benchSeries, loadBooks } from './load-books.ts';
import { slugOf } from '../src/shared/params.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = numberArg;
const bookCount = arg('books', 100_000);
const requests = arg('requests', 300);
const concurrency = arg('concurrency', 4);

const keptDir = process.argv.includes('--data-dir')
  ? path.resolve(process.argv[process.argv.indexOf('--data-dir') + 1]!)
  : null;
const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'pustak-bench-'));
const removeDataDir = () => {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
};
const children: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    removeDataDir();
    process.exit(130);
  });
}
try {
  const loaded = await loadBooks({
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    count: bookCount,
  });
  console.log(
    `catalogue: ${loaded.total} books (generated ${bookCount} in ${loaded.seconds.toFixed(1)} s)`,
  );

  const { helloUrl, base } = await startHelloAndShop(root, dataDir, children);
  // The shop reads its search index into memory when it starts (about 4 s at 100,000 books
  // embedded); searches are counted by the database until then. The figures are those after.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(8000, ((loaded.total ?? 0) / 100_000) * 8000)),
  );

  // Queries are drawn from large pools so that most miss the server's short listing cache:
  // the figures are those of real database work.
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const typo = (word: string) => {
    const i = 1 + Math.floor(Math.random() * (word.length - 2));
    return word.slice(0, i) + word.slice(i + 1);
  };
  // An author's name as the catalogue has it (generate-books.ts names the author of book g so).
  const author = () => {
    const g = Math.floor(Math.random() * bookCount);
    return `${firstNames[(g * 11) % firstNames.length]} ${lastNames[(g * 17) % lastNames.length]}`;
  };
  const search = () =>
    pick([() => `${pick(adjectives)} ${pick(nouns)}`, author, () => pick(nouns)])();
  // A first name and a surname that no author has together: nothing matches as typed, and the
  // search falls back to the likeliest correction (usually the surname alone).
  const strangerName = () => `${pick(firstNames)} ${pick(lastNames)}`;
  const misspelt = () => `${typo(pick(adjectives))} ${typo(pick(nouns))}`;
  const prefix = () => {
    const word = pick([...adjectives, ...nouns, ...lastNames]);
    return word.slice(0, 2 + Math.floor(Math.random() * (word.length - 1)));
  };
  const categories = ['Fiction', 'History', 'Science', 'Poetry', 'Business', 'Biography'];
  const sorts = ['price-asc', 'price-desc', 'newest', 'rating', 'bestselling'];
  const page = (max: number) => 1 + Math.floor(Math.random() * max);
  const q = encodeURIComponent;
  const endpoints: [string, () => string][] = [
    ['hello-world (bare Fastify)', () => helloUrl],
    ['list, any page, facets', () => `${base}/api/books?page=${page(400)}`],
    ['list, a work once (storefront)', () => `${base}/api/books?page=${page(400)}&editions=work`],
    [
      'list by category + sort',
      () => `${base}/api/books?category=${pick(categories)}&sort=${pick(sorts)}&page=${page(20)}`,
    ],
    ['search (words)', () => `${base}/api/books?search=${q(search())}`],
    ['search (typos)', () => `${base}/api/books?search=${q(misspelt())}`],
    ['search (no such author)', () => `${base}/api/books?search=${q(strangerName())}`],
    ['suggest (prefix)', () => `${base}/api/search/suggest?q=${q(prefix())}`],
    ['suggest (typo)', () => `${base}/api/search/suggest?q=${q(misspelt())}`],
    ['book detail', () => `${base}/api/books/${page(bookCount)}`],
    ['author page', () => `${base}/api/authors/${slugOf(author())}`],
    ['series page', () => `${base}/api/series/bench-saga-${page(benchSeries)}`],
  ];
  console.log(
    `${requests} requests per endpoint one at a time (latency), then ${requests} with ${concurrency} in flight (req/s)`,
  );
  console.log(
    'endpoint'.padEnd(30),
    'p50 ms',
    ' p95 ms',
    ' p99 ms',
    '   req/s',
    ` (${concurrency} in flight: p95, p99 ms)`,
  );
  let helloRps = 0;
  for (const [name, url] of endpoints) {
    const latency = await measure(url, requests, 1);
    const loaded = await measure(url, requests, concurrency);
    const { rps } = loaded;
    if (!helloRps) helloRps = rps;
    console.log(
      name.padEnd(30),
      latency.p50.toFixed(1).padStart(6),
      latency.p95.toFixed(1).padStart(7),
      latency.p99.toFixed(1).padStart(7),
      rps.toFixed(0).padStart(8),
      `${loaded.p95.toFixed(0).padStart(6)} ${loaded.p99.toFixed(0).padStart(6)}`,
      helloRps === rps ? '' : `  (${((rps / helloRps) * 100).toFixed(1)}% of hello-world)`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  removeDataDir();
}
