// Load on the built shop with autocannon, next to a bare Fastify hello-world in the same run:
//   npx tsx bench/load.ts [--duration 60] [--connections 100] [--shoppers 100] [--only search] [--rounds 1]
// Scenarios: home page, book list, search, book page (HTML) and signed-in cart operations. Uses
// the embedded database (PGlite) with the demo catalogue unless DATABASE_URL is set. Prints, per
// scenario, requests/s, p50/p99 latency, errors and non-2xx answers, and the server's resident
// memory before and after (memory steady: no growth from one scenario to the next).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RequestStep, type Result } from 'autocannon';
import { startMailCatcher } from '../e2e/mail-catcher.ts';
import { numberArg, startHelloAndShop } from './http-measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = numberArg;
const duration = arg('duration', 60);
const connections = arg('connections', 100);
// At least one shopper per connection, so that no two connections share a cart.
const shopperCount = Math.max(arg('shoppers', connections), connections);

/** Resident memory of a process in MB (Linux). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** /metrics answers only a scraper sending this (METRICS_TOKEN). */
const metricsToken = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-load-'));
// The shoppers' sign-up codes come by SMTP to this catcher.
const mail = await startMailCatcher();
const children: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/** 0 → "A", 27 → "BB"…: names may hold letters and spaces only. */
const letters = (n: number) => String.fromCharCode(65 + (n % 26)).repeat(1 + Math.floor(n / 26));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

try {
  const { helloUrl, base, hello, shop } = await startHelloAndShop(
    root,
    dataDir,
    children,
    (base) => ({
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      METRICS: 'true', // event loop lag per scenario
      METRICS_TOKEN: metricsToken,
      SMTP_URL: mail.url,
      TRUST_PROXY: '127.0.0.1',
    }),
  );

  const { items } = (await (await fetch(`${base}/api/books?pageSize=60&inStock=1`)).json()) as {
    items: { id: number; title: string; author: string }[];
  };
  if (items.length === 0) throw new Error('the demo catalogue is empty');
  const bookIds = items.map((b) => b.id);
  const words = [
    ...new Set(items.flatMap((b) => `${b.title} ${b.author}`.toLowerCase().split(/[^a-z]+/))),
  ].filter((w) => w.length >= 4);
  console.log(
    `catalogue: ${items.length} books in stock sampled, ${words.length} search words; ` +
      `${connections} connections for ${duration} s per scenario`,
  );

  // Shoppers sign up and confirm by the mailed code, each from an address of its own (sign-up
  // is rate-limited per address; TRUST_PROXY has the shop believe X-Forwarded-For from this host).
  const started = performance.now();
  const cookies: string[] = [];
  for (let i = 0; i < shopperCount; i++) {
    const email = `loadshopper${i}.${Date.now()}@example.com`;
    const headers = {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    };
    const up = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Shopper ${letters(i)}`, email, password: 'correct-horse-1' }),
    });
    if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
    const otp = await mail.codeFor(email);
    const verified = await fetch(`${base}/api/auth/email-otp/verify-email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, otp }),
    });
    const cookie = verified.headers
      .getSetCookie()
      .find((c) => c.includes('session_token='))
      ?.split(';')[0];
    if (!verified.ok || !cookie) throw new Error(`verify: ${verified.status}`);
    cookies.push(cookie);
  }
  console.log(
    `signed up ${cookies.length} shoppers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // A shopper is lent to one connection for one add → view → remove round, then returned, so
  // two connections never work on the same cart at once.
  const free = [...cookies];
  const cartSteps: RequestStep[] = [
    {
      method: 'POST',
      path: '/api/cart',
      setupRequest: (req, context) => {
        context.cookie = free.pop();
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            origin: base,
            cookie: context.cookie as string,
          },
          body: JSON.stringify({ bookId: pick(bookIds), quantity: 1 }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201) context.itemId = (JSON.parse(body) as { id: number }).id;
      },
    },
    {
      method: 'GET',
      path: '/api/cart',
      setupRequest: (req, context) => ({ ...req, headers: { cookie: context.cookie as string } }),
    },
    {
      method: 'DELETE',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/cart/${String(context.itemId ?? 0)}`,
        headers: { origin: base, cookie: context.cookie as string },
      }),
      onResponse: (_status, _body, context) => {
        free.push(context.cookie as string);
      },
    },
  ];

  const get = (path: () => string): RequestStep[] => [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) },
  ];
  const scenarios: [string, string, RequestStep[]][] = [
    ['hello-world (bare Fastify)', helloUrl.replace(/\/$/, ''), get(() => '/')],
    ['home page HTML /', base, get(() => '/')],
    [
      'GET /api/books (list)',
      base,
      get(() => `/api/books?page=${1 + Math.floor(Math.random() * 3)}`),
    ],
    [
      'GET /api/books?search=',
      base,
      get(
        () =>
          `/api/books?search=${encodeURIComponent(`${pick(words)} ${pick(words)}`.slice(0, 40))}`,
      ),
    ],
    ['book page HTML /books/:id', base, get(() => `/books/${pick(bookIds)}`)],
    ['cart add+view+remove (signed in)', base, cartSteps],
  ];

  /** The shop's event loop delay since the last scrape (prom-client resets it on each scrape). */
  const eventLoopLag = async () => {
    const text = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const value = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) * 1000;
    return {
      p99: value('nodejs_eventloop_lag_p99_seconds'),
      max: value('nodejs_eventloop_lag_max_seconds'),
    };
  };
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]!
    : undefined;
  // --rounds N runs the shop's scenarios N times over: memory that keeps growing round after
  // round is a leak, memory that stops growing is caches and heap filling up.
  const rounds = arg('rounds', 1);
  const chosen = scenarios.filter(
    ([name]) => !only || name.startsWith('hello') || name.includes(only),
  );
  const runs = [
    chosen[0]!,
    ...Array.from({ length: rounds }, (_, round) =>
      chosen
        .slice(1)
        .map(([name, url, requests]): (typeof chosen)[number] => [
          rounds > 1 ? `${name} #${round + 1}` : name,
          url,
          requests,
        ]),
    ).flat(),
  ];
  const rows: [string, Result, number, number][] = [];
  for (const [name, url, requests] of runs) {
    const pid = name.startsWith('hello') ? hello.pid! : shop.pid!;
    const before = rssMb(pid);
    if (pid === shop.pid) await eventLoopLag(); // starts the next window
    const result = await autocannon({ url, connections, duration, requests });
    rows.push([name, result, before, rssMb(pid)]);
    if (pid === shop.pid) {
      const lag = await eventLoopLag();
      console.log(
        `${name}: event loop delay p99 ${lag.p99.toFixed(0)} ms, max ${lag.max.toFixed(0)} ms`,
      );
    }
  }

  const helloRps = rows[0]![1].requests.average;
  console.log(
    [
      'scenario'.padEnd(34),
      'req/s'.padStart(8),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'err/t-out'.padStart(9),
      'non2xx'.padStart(7),
      'RSS MB before→after'.padStart(20),
      '  vs hello-world',
    ].join(' '),
  );
  for (const [name, r, before, after] of rows) {
    console.log(
      [
        name.padEnd(34),
        r.requests.average.toFixed(0).padStart(8),
        String(r.latency.p50).padStart(7),
        String(r.latency.p99).padStart(7),
        `${r.errors}/${r.timeouts}`.padStart(9),
        String(r.non2xx).padStart(7),
        `${before.toFixed(0)}→${after.toFixed(0)}`.padStart(20),
        name.startsWith('hello')
          ? ''
          : `  ${((r.requests.average / helloRps) * 100).toFixed(1)}% (1:${(helloRps / r.requests.average).toFixed(1)})`,
      ].join(' '),
    );
  }
  // autocannon counts timeouts (no answer within 10 s) among the errors.
  const failed = rows.filter(([, r]) => r.errors + r.non2xx > 0);
  if (failed.length) {
    console.log(`errors or non-2xx answers in: ${failed.map(([n]) => n).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
