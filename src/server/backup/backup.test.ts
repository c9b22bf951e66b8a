import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { books } from '../db/schema/catalog.ts';
import { orders } from '../db/schema/commerce.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BackupError, readBackupHeader, restoreBackup, writeBackup } from './backup.ts';
import { derivedColumns } from './backup-tables.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The cross-driver round trip needs a PostgreSQL server: the CI one when no other is given.
const pgServer = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const work = mkdtempSync(path.join(os.tmpdir(), 'pustak-backup-'));
const closers: (() => Promise<void>)[] = [];

const address = {
  fullName: 'Asha Rao',
  mobile: '+91 98765 43210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

async function appOn(database: Database): Promise<TestApp> {
  const t = await createTestApp({}, { database });
  closers.push(() => t.close());
  return t;
}

/** What a shopper leaves behind: account, session, address, cart, wishlist, review, order. */
async function shopActivity(t: TestApp, email: string): Promise<string> {
  const cookie = await registerAndConfirm(t, email);
  const call = (method: 'POST' | 'GET', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers: { cookie, ...headers } });
  const [a, b, c] = (
    await t.database.db.select({ id: books.id }).from(books).orderBy(books.id).limit(3)
  ).map((r) => r.id);
  const saved = await call('POST', '/api/addresses', address);
  expect(saved.statusCode).toBe(201);
  await call('POST', '/api/cart', { bookId: a, quantity: 2 });
  await call('POST', '/api/cart', { bookId: b, quantity: 1 });
  const order = await call(
    'POST',
    '/api/orders',
    { addressId: saved.json().id, shippingMethod: 'standard', paymentMethod: 'cod', total: 1 },
    { 'idempotency-key': randomUUID() },
  );
  expect(order.statusCode).toBe(201);
  expect((await call('POST', '/api/wishlist', { bookId: c })).statusCode).toBe(201);
  expect(
    (await call('POST', `/api/books/${a}/reviews`, { rating: 5, comment: 'Loved it — "क्लासिक"' }))
      .statusCode,
  ).toBe(201);
  await call('POST', '/api/cart', { bookId: c, quantity: 1 });
  return order.json().orderNumber as string;
}

/**
 * Every row of every table (generated columns included), as PostgreSQL renders it in UTC; the
 * columns a trigger numbers anew on every write (derivedColumns) left out.
 */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await queryRows<{ j: string }>(
        tx,
        sql`SELECT row_to_json(t)::text AS j FROM ${sql.identifier(name)} t`,
      );
      const derived = [...derivedColumns].flatMap((c) =>
        c.startsWith(`${name}.`) ? [c.slice(name.length + 1)] : [],
      );
      for (const row of rows) {
        if (derived.length === 0) continue;
        const values = JSON.parse(row.j) as Record<string, unknown>;
        for (const column of derived) delete values[column];
        row.j = JSON.stringify(values);
      }
      out[name] = rows.map((r) => r.j).sort();
    }
    return out;
  });
}

function filesOf(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${e.name}`;
    if (e.isDirectory()) Object.assign(out, filesOf(path.join(dir, e.name), `${rel}/`));
    else
      out[rel] = createHash('sha256')
        .update(readFileSync(path.join(dir, e.name)))
        .digest('hex');
  }
  return out;
}

const counts = (s: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.length]));

let source: TestApp;
const sourceUploads = path.join(work, 'source/uploads');
const backupFile = path.join(work, 'shop.pustak-backup');
let before: Record<string, string[]>;
let beforeFiles: Record<string, string>;

beforeAll(async () => {
  source = await appOn(await openDatabase());
  await seedIfEmpty(source.database, { uploadsDir: sourceUploads });
  // Text that must survive a JSON-lines round trip untouched.
  await source.database.db.insert(books).values({
    title: 'Lines\nand "quotes" \\ and \u2028 and ₹ and 😀',
    author: "O'Brien",
    mrpPaise: 100,
    sellingPricePaise: 100,
    category: ['Odd, "category"', ''],
    stockQuantity: 3,
  });
  mkdirSync(path.join(sourceUploads, 'images/2026'), { recursive: true });
  writeFileSync(path.join(sourceUploads, 'images/2026/raw.bin'), Buffer.from([0, 1, 2, 255]));
  await shopActivity(source, 'asha@example.com');
  await shopActivity(source, 'ravi@example.com');
  // The scheduler writes its jobs' rows on its first tick, five seconds after start: tick now, so
  // that row is in the backup rather than appearing between the snapshots.
  await source.app.scheduler.tick();
}, 180_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up, wipes, restores every table row for row and every image, and numbering goes on', async () => {
    before = await snapshot(source.database);
    beforeFiles = filesOf(sourceUploads);
    const written = await writeBackup({
      database: source.database,
      uploadsDir: sourceUploads,
      file: backupFile,
    });
    expect(written.rows).toEqual(
      Object.fromEntries(Object.entries(counts(before)).filter(([k]) => k in written.rows)),
    );
    // Every table but the search vocabulary, which the restored books rebuild (compared below).
    expect(Object.keys(written.rows).sort()).toEqual(
      Object.keys(before)
        .filter((name) => name !== 'search_terms')
        .sort(),
    );
    expect(before.search_terms!.length).toBeGreaterThan(100);
    expect(written.rows.orders).toBe(2);
    expect(written.files).toBe(Object.keys(beforeFiles).length);

    // Wipe: new rows, deleted rows, lost images.
    await shopActivity(source, 'new@example.com');
    await source.database.db.delete(users).where(eq(users.email, 'asha@example.com'));
    rmSync(sourceUploads, { recursive: true, force: true });
    expect(await snapshot(source.database)).not.toEqual(before);

    const restored = await restoreBackup({
      database: source.database,
      uploadsDir: sourceUploads,
      file: backupFile,
    });
    expect(restored.rows).toEqual(written.rows);
    expect(await snapshot(source.database)).toEqual(before);
    expect(filesOf(sourceUploads)).toEqual(beforeFiles);

    // Sequences moved past the restored ids: new rows do not collide.
    const numbers = (await source.database.db.select().from(orders)).map((o) => o.orderNumber);
    const next = await shopActivity(source, 'after@example.com');
    expect(Number(next.replace(/\D/g, ''))).toBeGreaterThan(Math.max(...numbers));
  }, 120_000);

  it('moves a PGlite backup into PostgreSQL, and a PostgreSQL backup (restored in place too) into PGlite', async () => {
    const pg = await appOn(await openTestDatabase(pgServer));
    const pgUploads = path.join(work, 'pg/uploads');
    await restoreBackup({ database: pg.database, uploadsDir: pgUploads, file: backupFile });
    expect(await snapshot(pg.database)).toEqual(before);
    expect(filesOf(pgUploads)).toEqual(beforeFiles);

    await shopActivity(pg, 'postgres@example.com');
    const pgBefore = await snapshot(pg.database);
    const pgFile = path.join(work, 'pg.pustak-backup');
    await writeBackup({ database: pg.database, uploadsDir: pgUploads, file: pgFile });

    await pg.database.db.delete(orders);
    await restoreBackup({ database: pg.database, uploadsDir: pgUploads, file: pgFile });
    expect(await snapshot(pg.database)).toEqual(pgBefore);

    const lite = await appOn(await openDatabase());
    const liteUploads = path.join(work, 'lite/uploads');
    await restoreBackup({ database: lite.database, uploadsDir: liteUploads, file: pgFile });
    expect(await snapshot(lite.database)).toEqual(pgBefore);
    expect(filesOf(liteUploads)).toEqual(beforeFiles);
    await shopActivity(lite, 'lite@example.com');
  }, 120_000);

  it('refuses a file that is not a backup, is cut short or comes from a newer schema, changing nothing', async () => {
    const target = await appOn(await openDatabase());
    const uploads = path.join(work, 'target/uploads');
    await restoreBackup({ database: target.database, uploadsDir: uploads, file: backupFile });
    const kept = await snapshot(target.database);

    const original = readFileSync(backupFile);
    const lines = gunzipSync(original).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!);
    header[1].migrations.push(Date.UTC(2099, 0, 1));
    const variants: [string, Buffer, RegExp][] = [
      ['plain.txt', Buffer.from('hello\n'), /is not a Pustak backup/],
      ['other.gz', gzipSync('{"hello":1}\n'), /is not a Pustak backup/],
      ['cut.gz', original.subarray(0, original.length - 2000), /incomplete/],
      ['no-end.gz', gzipSync(lines.slice(0, -2).join('\n')), /incomplete \(no end marker\)/],
      [
        'newer.gz',
        gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')),
        /written by a newer Pustak/,
      ],
      [
        'escape.gz',
        gzipSync(
          [...lines.slice(0, -2), JSON.stringify(['file', '../../evil', 'AA==']), lines.at(-2)]
            .filter((l) => l !== undefined)
            .join('\n'),
        ),
        /outside the uploads directory/,
      ],
    ];
    for (const [name, bytes, message] of variants) {
      const file = path.join(work, name);
      writeFileSync(file, bytes);
      const attempt = restoreBackup({ database: target.database, uploadsDir: uploads, file });
      await expect(attempt).rejects.toThrow(BackupError);
      await expect(attempt).rejects.toThrow(message);
      expect(await snapshot(target.database)).toEqual(kept);
      expect(filesOf(uploads)).toEqual(beforeFiles);
    }
    await expect(readBackupHeader(path.join(work, 'missing'))).rejects.toThrow(/no such file/);
  }, 60_000);

  it('npm run restore refuses while a server holds the embedded DATA_DIR', () => {
    const dataDir = path.join(work, 'locked');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'db.lock'), String(process.pid)); // a live process
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/restore.ts', backupFile],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Cannot restore: DATA_DIR .* is in use by another Pustak server \(pid \d+\)\. Stop the server first/,
    );
  }, 30_000);
});
