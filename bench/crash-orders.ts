// Crash safety of order placement: several signed-in shoppers place COD orders while the real
// server is killed with SIGKILL at random moments and restarted; afterwards every order that got
// a 2xx answer must be in the database and stock left + copies sold must equal the start.
//   npx tsx bench/crash-orders.ts [--crashes 20] [--shoppers 6] [--db pglite|postgres|both]
//                                 [--latency-orders 60]   (0 skips the durability cost figures)
// PostgreSQL runs use a throwaway database on DATABASE_URL or TEST_DATABASE_URL. It also prints
// what syncing the embedded database at commit (docs/decisions/009) costs an order.
import { randomUUID } from 'node:crypto';
import fs, { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, runCrashOrders, type CrashReport } from '../e2e/crash-orders.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { books } from '../src/server/db/schema/catalog.ts';
import { testAddress } from '../src/server/modules/addresses/addresses.test-helpers.ts';
import { registerAndConfirm } from '../src/server/modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../src/server/test-app.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const crashes = Number(arg('crashes', '20'));
const shoppers = Number(arg('shoppers', '6'));
const pgServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const which = arg('db', pgServer ? 'both' : 'pglite');
const runs: (string | undefined)[] = [];
if (which === 'pglite' || which === 'both') runs.push(undefined);
if (which === 'postgres' || which === 'both') {
  if (!pgServer) throw new Error('--db postgres needs DATABASE_URL or TEST_DATABASE_URL');
  runs.push(pgServer);
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
function print(r: CrashReport, seconds: number) {
  const starts = r.startSeconds.slice(1);
  const mean = starts.reduce((a, b) => a + b, 0) / Math.max(1, starts.length);
  console.log(
    [
      `${r.database}: crashes: ${r.crashes}, acknowledged orders: ${r.acknowledged}, missing: ${r.missing.length}`,
      `  answered only after a retry with the same key: ${r.inDoubt}; committed but never acknowledged: ${r.unacknowledgedCommitted}; one key, two orders: ${r.duplicateKeys}`,
      `  books whose stock + sold != starting stock: ${r.stockMismatches}; other answers: ${JSON.stringify(r.otherAnswers)}`,
      `  database opened after every kill: ${starts.length === r.crashes ? 'yes' : 'no'} (restart to healthy: mean ${mean.toFixed(1)} s, max ${Math.max(0, ...starts).toFixed(1)} s)`,
      `  order POST latency (${r.orderLatenciesMs.length} orders): p50 ${ms(percentile(r.orderLatenciesMs, 50))}, p95 ${ms(percentile(r.orderLatenciesMs, 95))}, p99 ${ms(percentile(r.orderLatenciesMs, 99))}`,
      `  run time ${seconds.toFixed(0)} s`,
    ].join('\n'),
  );
}

/** A shop on a file-backed PGlite, ready to place orders in-process (no HTTP, no other load). */
async function orderPlacer(durableCommits: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-durability-'));
  const database = await openDatabase({ dataDir, durableCommits });
  const [book] = await database.db
    .insert(books)
    .values({
      title: 'Durable Volume',
      author: 'K. Ill',
      mrpPaise: 19900,
      sellingPricePaise: 14900,
      category: ['Fiction'],
      stockQuantity: 1_000_000,
    })
    .returning({ id: books.id });
  const t: TestApp = await createTestApp({}, { database });
  const cookie = await registerAndConfirm(t, `durable-${durableCommits}@example.com`);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: { cookie },
    payload: testAddress,
  });
  const addressId = address.json().id as number;
  const latencies: number[] = [];
  return {
    latencies,
    async place(n: number) {
      for (let i = 0; i < n; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/cart',
          headers: { cookie },
          payload: { bookId: book!.id, quantity: 1 },
        });
        const began = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          // its own address per order, so the per-address order limit does not throttle
          remoteAddress: `10.8.${i >> 8}.${i & 255}`,
          headers: { cookie, 'idempotency-key': randomUUID() },
          payload: { addressId, shippingMethod: 'standard', paymentMethod: 'cod' },
        });
        if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
        latencies.push(performance.now() - began);
      }
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Order placement on the embedded database with and without the commit-time fsync. */
async function durabilityCost(orders: number) {
  let fsyncs = 0;
  const fsyncSync = fs.fsyncSync;
  fs.fsyncSync = (fd) => {
    fsyncs += 1;
    fsyncSync(fd);
  };
  let fsyncsPerOrder = 0;
  const durable = await orderPlacer(true);
  const unsynced = await orderPlacer(false);
  try {
    await durable.place(5); // warm-up, not counted
    await unsynced.place(5);
    durable.latencies.length = 0;
    unsynced.latencies.length = 0;
    fsyncs = 0;
    await durable.place(10);
    fsyncsPerOrder = fsyncs / 10;
    durable.latencies.length = 0;
    // Alternate in rounds so a busy moment on the machine falls on both.
    for (let round = 0; round < 4; round++) {
      await durable.place(Math.ceil(orders / 4));
      await unsynced.place(Math.ceil(orders / 4));
    }
  } finally {
    fs.fsyncSync = fsyncSync;
    await durable.close();
    await unsynced.close();
  }
  const line = (name: string, l: number[]) =>
    `${name}: p50 ${ms(percentile(l, 50))}, p95 ${ms(percentile(l, 95))} (${l.length} orders)`;
  console.log(
    [
      'order placement on the embedded database (in-process, one shopper, sequential):',
      `  ${line('fsync at commit (default)', durable.latencies)}`,
      `  ${line('without fsync (PGlite default)', unsynced.latencies)}`,
      `  fsync calls per order placed (its cart add included): ${fsyncsPerOrder.toFixed(1)}`,
      `  cost of durable commits: +${ms(percentile(durable.latencies, 50) - percentile(unsynced.latencies, 50))} at p50`,
    ].join('\n'),
  );
}

let failed = false;
for (const server of runs) {
  const began = performance.now();
  const report = await runCrashOrders({
    postgresServerUrl: server,
    crashes,
    shoppers,
    log: (line) => console.error(line),
  });
  print(report, (performance.now() - began) / 1000);
  if (report.missing.length > 0 || report.stockMismatches > 0 || report.duplicateKeys > 0) {
    failed = true;
  }
}
const latencyOrders = Number(arg('latency-orders', '60'));
if (latencyOrders > 0) await durabilityCost(latencyOrders);
process.exit(failed ? 1 : 0);
