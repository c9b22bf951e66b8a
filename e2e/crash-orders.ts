import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { books } from '../src/server/db/schema/catalog.ts';
import {
  createThrowawayPostgresDatabase,
  seedPgliteDataDir,
} from '../src/server/db/test-database.ts';
import { freePort } from './harness.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface CrashRunOptions {
  /** postgres://… server to make a throwaway database on; absent: the embedded PGlite. */
  postgresServerUrl?: string;
  crashes: number;
  shoppers: number;
  /** A crash comes at a random moment this long after the server answered its health check. */
  minUpMs?: number;
  maxUpMs?: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  database: 'pglite' | 'postgres';
  crashes: number;
  acknowledged: number;
  missing: string[];
  /** Orders whose POST got no answer (the server died under it), then retried with the same key. */
  inDoubt: number;
  /** Orders in the database that no shopper saw acknowledged (committed, answer lost). */
  unacknowledgedCommitted: number;
  duplicateKeys: number;
  /** Books whose stock left + copies sold differs from the stock they started with. */
  stockMismatches: number;
  otherAnswers: Record<string, number>;
  /** Seconds from spawn to a healthy server, for every (re)start. */
  startSeconds: number[];
  /** Milliseconds of each acknowledged order that was answered at the first attempt. */
  orderLatenciesMs: number[];
}

const startingStock = 1_000_000;

/** The real server (`npm start`'s entry), killed with SIGKILL on demand and started again. */
class ShopProcess {
  private child: ChildProcess | undefined;
  private output = '';
  private upWaiters: (() => void)[] = [];
  up = false;

  constructor(
    private port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits until it is healthy; seconds from spawn to healthy. */
  async start(): Promise<number> {
    const began = performance.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await this.spawnAndWait();
        break;
      } catch (err) {
        // Other test runs on the machine may take the port while the server is down.
        if (attempt >= 3 || !this.output.includes('EADDRINUSE')) throw err;
        this.port = await freePort();
      }
    }
    this.up = true;
    for (const wake of this.upWaiters.splice(0)) wake();
    return (performance.now() - began) / 1000;
  }

  private async spawnAndWait(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // A run abandoned by a test timeout must not leave the server behind.
    const reap = () => child.kill('SIGKILL');
    process.once('exit', reap);
    child.once('exit', () => process.off('exit', reap));
    child.stdout?.on('data', (d) => (this.output += d));
    child.stderr?.on('data', (d) => (this.output += d));
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited at start:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async whenUp(): Promise<void> {
    if (!this.up) await new Promise<void>((r) => this.upWaiters.push(r));
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    this.up = false;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}

async function seedBooks(target: { databaseUrl?: string; dataDir: string }): Promise<number[]> {
  const database = await openDatabase(target);
  try {
    const rows = await database.db
      .insert(books)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          title: `Crash Test Volume ${i + 1}`,
          author: 'K. Ill',
          mrpPaise: 19900 + i * 1000,
          sellingPricePaise: 14900 + i * 1000,
          category: ['Fiction'],
          stockQuantity: startingStock,
        })),
      )
      .returning({ id: books.id });
    return rows.map((r) => r.id);
  } finally {
    await database.close();
  }
}

interface Shopper {
  cookie: string;
  addressId: number;
  ip: string;
}

const names = ['Asha Rao', 'Ravi Kumar', 'Meera Nair', 'Arjun Das', 'Kavya Iyer', 'Dev Patel'];

async function registerShopper(url: string, mail: MailCatcher, n: number): Promise<Shopper> {
  const name = names[n % names.length]!;
  const email = `crash-${n}-${randomUUID().slice(0, 8)}@example.com`;
  const ip = `10.9.${n}.1`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: url };
  const up = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, email, password: 'correct-horse-1' }),
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const otp = await mail.codeFor(email);
  const verified = await fetch(`${url}/api/auth/email-otp/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp }),
  });
  if (!verified.ok) throw new Error(`verify failed: ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  const address = await fetch(`${url}/api/addresses`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      fullName: name,
      mobile: '9876543210',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    }),
  });
  if (address.status !== 201) throw new Error(`address failed: ${address.status}`);
  return { cookie, ip, addressId: ((await address.json()) as { id: number }).id };
}

/**
 * Places orders from several signed-in shoppers while the server is killed with SIGKILL at random
 * moments and restarted, then checks that every acknowledged order is in the database and that
 * stock left plus copies sold equals the starting stock of every book.
 */
export async function runCrashOrders(opts: CrashRunOptions): Promise<CrashReport> {
  const log = opts.log ?? (() => {});
  const kind = opts.postgresServerUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pustak-crash-${kind}-`));
  const throwaway = opts.postgresServerUrl
    ? await createThrowawayPostgresDatabase(opts.postgresServerUrl)
    : undefined;
  // The embedded database starts as a migrated copy, not from initdb (the crashes come after).
  if (!throwaway) await seedPgliteDataDir(dataDir);
  const target = { databaseUrl: throwaway?.url, dataDir };
  const mail = await startMailCatcher();
  const shop = new ShopProcess(await freePort(), {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: throwaway?.url ?? '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    // Shoppers and orders come from addresses of their own through X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  });
  const report: CrashReport = {
    database: kind,
    crashes: 0,
    acknowledged: 0,
    missing: [],
    inDoubt: 0,
    unacknowledgedCommitted: 0,
    duplicateKeys: 0,
    stockMismatches: 0,
    otherAnswers: {},
    startSeconds: [],
    orderLatenciesMs: [],
  };

  try {
    const bookIds = await seedBooks(target);
    report.startSeconds.push(await shop.start());
    const shoppers: Shopper[] = [];
    for (let n = 0; n < opts.shoppers; n++) {
      shoppers.push(await registerShopper(shop.url, mail, n));
    }
    log(
      `${kind}: ${shoppers.length} shoppers signed in; crashing the server ${opts.crashes} times`,
    );

    const acknowledged = new Map<string, string>(); // order id → idempotency key
    let stopping = false;
    let requestNo = 0;

    const post = (s: Shopper, pathname: string, body: object, headers = {}) =>
      fetch(`${shop.url}${pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: s.cookie,
          origin: shop.url,
          // Each request from its own address, so the per-address order limit does not throttle.
          'x-forwarded-for': `10.${(requestNo >> 16) & 255}.${(requestNo >> 8) & 255}.${requestNo++ & 255}`,
          ...headers,
        },
        body: JSON.stringify(body),
      });

    const shopperLoop = async (s: Shopper) => {
      while (!stopping) {
        await shop.whenUp();
        if (stopping) break;
        try {
          const bookId = bookIds[Math.floor(Math.random() * bookIds.length)]!;
          const quantity = 1 + Math.floor(Math.random() * 3);
          await post(s, '/api/cart', { bookId, quantity });
        } catch {
          continue; // the server died; try again once it is back
        }
        const key = randomUUID();
        const body = { addressId: s.addressId, shippingMethod: 'standard', paymentMethod: 'cod' };
        for (let attempt = 0; attempt < 5 && !stopping; attempt++) {
          const began = performance.now();
          let res: Response;
          try {
            res = await post(s, '/api/orders', body, { 'idempotency-key': key });
          } catch {
            if (attempt === 0) report.inDoubt += 1;
            await shop.whenUp();
            continue; // same key: a committed order is replayed, a lost one placed now
          }
          if (res.ok) {
            const order = (await res.json()) as { id: string };
            if (acknowledged.has(order.id) && acknowledged.get(order.id) !== key) {
              report.duplicateKeys += 1;
            }
            acknowledged.set(order.id, key);
            if (attempt === 0) report.orderLatenciesMs.push(performance.now() - began);
          } else {
            await res.body?.cancel();
            report.otherAnswers[res.status] = (report.otherAnswers[res.status] ?? 0) + 1;
          }
          break;
        }
      }
    };
    const loops = shoppers.map((s) => shopperLoop(s));

    const minUp = opts.minUpMs ?? 1000;
    const maxUp = opts.maxUpMs ?? 4000;
    for (let crash = 1; crash <= opts.crashes; crash++) {
      await new Promise((r) => setTimeout(r, minUp + Math.random() * (maxUp - minUp)));
      await shop.kill('SIGKILL');
      report.crashes += 1;
      report.startSeconds.push(await shop.start());
      log(`${kind}: crash ${crash}/${opts.crashes}: restarted, ${acknowledged.size} acknowledged`);
    }
    await new Promise((r) => setTimeout(r, minUp));
    stopping = true;
    await Promise.all(loops);
    await shop.kill('SIGTERM');

    // The database must open after all that, and hold every acknowledged order.
    const database = await openDatabase(target);
    try {
      const ids = [...acknowledged.keys()];
      const present = new Set(
        (
          await queryRows<{ id: string }>(
            database.db,
            sql`SELECT id::text AS id FROM orders WHERE id::text = ANY(${`{${ids.join(',')}}`}::text[])`,
          )
        ).map((r) => r.id),
      );
      report.acknowledged = ids.length;
      report.missing = ids.filter((id) => !present.has(id));
      const [all] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM orders`,
      );
      report.unacknowledgedCommitted = (all?.n ?? 0) - present.size;
      const stock = await queryRows<{ id: number; left: number; sold: number }>(
        database.db,
        sql`SELECT b.id, b.stock_quantity AS left,
                   COALESCE((SELECT sum(oi.quantity)::int FROM order_items oi
                             JOIN orders o ON o.id = oi.order_id
                             WHERE oi.book_id = b.id AND o.status <> 'cancelled'), 0) AS sold
            FROM books b ORDER BY b.id`,
      );
      report.stockMismatches = stock.filter((b) => b.left + b.sold !== startingStock).length;
    } finally {
      await database.close();
    }
    return report;
  } finally {
    await shop.kill('SIGKILL');
    await mail.close();
    await throwaway?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
