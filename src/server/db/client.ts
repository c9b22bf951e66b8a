import fs, { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { withReplicas, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { firstConnection } from './wait-for-server.ts';
import * as schema from './schema.ts';
import { queuedClient, StatementQueue } from './statement-queue.ts';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: code never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction or the database: repository calls work in either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * Catalogue reads: the read replica (DATABASE_READ_URL) when there is one, else `db` itself.
   * Writes and transactions through it still go to the primary (Drizzle's `withReplicas`).
   */
  dbRead: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Resolves once no statement has run or waited for a moment (at most a few seconds): on
   * shutdown, after the server has stopped taking requests, so that handlers still at work (for
   * clients that have already gone) finish before `close`.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (for /metrics); absent for PGlite, which has none. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries queued for a free connection: the pool is too small or queries too slow. */
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects an external server; otherwise the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (DATA_DIR/db). Absent: an in-memory database. */
  dataDir?: string;
  logger?: { info(msg: string): void };
  /** Pool size for the PostgreSQL driver (the replica gets a pool of the same size). */
  maxConnections?: number;
  /** Apply pending migrations (default). Backup reads a database as it is and turns this off. */
  migrate?: boolean;
  /**
   * PGlite in a data directory: sync the WAL to disk at every commit (default). Off only to
   * measure what it costs (bench/crash-orders.ts).
   */
  durableCommits?: boolean;
  /** postgres://… of a read replica for catalogue reads; needs `databaseUrl`. */
  readUrl?: string;
  /**
   * PostgreSQL: how long to keep retrying the first connection while the server is not up yet
   * (a container stack starts the shop and its database together). Default 0: fail at once.
   */
  waitForServerMs?: number;
  /** Called once when the first connection is refused and the wait begins. */
  onWaitingForServer?: () => void;
  /**
   * An in-memory PGlite starts from this data directory (a `dumpDataDir` tarball) instead of
   * running initdb: tests open a migrated copy in a second rather than several.
   */
  loadDataDir?: Blob;
}

/**
 * How close a search must be to some words of a title or author to match (`<%`): 0.5 lets one
 * typo per word through ("arundati" → "Arundhati Roy") without matching unrelated books.
 */
const trigramSettings = { 'pg_trgm.word_similarity_threshold': '0.5' };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Raised when another process already serves the same DATA_DIR (PGlite is single-process). */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `DATA_DIR ${dir} is in use by another Pustak server (pid ${pid}); stop it or choose another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/db.lock for this process; a stale lock (dead pid) is taken over. */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

/** The part of Emscripten's NODEFS this relies on: the stream operations all its files share. */
interface NodeFsStreamOps {
  fsync?: (stream: { nfd?: number }) => number;
}

/**
 * PGlite's Node filesystem (Emscripten NODEFS) writes every commit's WAL through to the kernel,
 * so a killed process loses nothing, but it has no fsync and PGlite starts PostgreSQL with fsync
 * off (-F): an OS crash or power cut could lose acknowledged orders. This filesystem gives NODEFS
 * a real fsync, and PostgreSQL then syncs the WAL at each commit as a PostgreSQL server does
 * (docs/decisions/009-embedded-durability.md).
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const nodefs = mod.NODEFS as { stream_ops?: NodeFsStreamOps } | undefined;
        const streamOps = nodefs?.stream_ops;
        if (!streamOps)
          throw new Error('PGlite no longer exposes NODEFS: durable commits need a fix');
        streamOps.fsync = (stream) => {
          // Directories are opened without a host descriptor; there is nothing to sync.
          if (typeof stream.nfd === 'number') fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PGlite's start parameters with fsync on, through fsync(2): Emscripten's fdatasync is a no-op. */
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  let client: PGlite;
  try {
    const pgdata = opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined;
    const durable = pgdata !== undefined && opts.durableCommits !== false;
    client = await PGlite.create({
      ...(pgdata ? { dataDir: pgdata } : {}),
      ...(durable ? { fs: new DurableNodeFS(pgdata), startParams: durableStartParams } : {}),
      ...(opts.loadDataDir && !pgdata ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    for (const [name, value] of Object.entries(trigramSettings)) {
      await client.query(`SET ${name} = ${value}`);
    }
    // A new 16 MB WAL segment is not filled with zeroes first: filling one made the COMMIT that
    // needed it hold the event loop for 180-280 ms (every few seconds of an import), against
    // under 10 ms without. The zeroes only reserve disk space ahead (PostgreSQL's documentation).
    await client.query('SET wal_init_zero = off');
    // A GIN index's pending entries are merged into it when they pass this size, inside the
    // statement that passes it: at the default 4 MB such a statement held the event loop for
    // 100-300 ms during imports.
    await client.query(`SET gin_pending_list_limit = '512kB'`);
    // Statements in the order their requests arrived (statement-queue.ts).
    const queue = new StatementQueue();
    const queued = queuedClient(client, queue);
    const db = drizzlePglite({ client: queued, schema });
    if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Db,
      dbRead: db as unknown as Db,
      kind: 'pglite',
      async ping() {
        if (closed) throw new Error('database closed');
        await queued.query('select 1');
      },
      settle: () =>
        settled(
          () => !queue.idle,
          () => queue.lastActiveAt,
        ),
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPostgres(
  opts: OpenDatabaseOptions & { databaseUrl: string },
): Promise<Database> {
  const pool = openPool(opts.databaseUrl, opts.maxConnections);
  const replicaPool = opts.readUrl ? openPool(opts.readUrl, opts.maxConnections) : undefined;
  let lastActiveAt = 0;
  for (const p of [pool, replicaPool]) {
    p?.on('acquire', () => (lastActiveAt = performance.now()));
    p?.on('release', () => (lastActiveAt = performance.now()));
  }
  const busy = (p: pg.Pool | undefined) =>
    p !== undefined && (p.totalCount > p.idleCount || p.waitingCount > 0);
  try {
    const db = drizzleNodePg(pool, { schema });
    if (opts.migrate !== false) {
      // Several instances may start at once: one migrates, the others wait for it.
      const lockClient = await firstConnection(
        pool,
        opts.waitForServerMs ?? 0,
        opts.onWaitingForServer,
      );
      try {
        await lockClient.query('select pg_advisory_lock(7262738)');
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock(7262738)').catch(() => {});
        lockClient.release();
      }
    }
    const dbRead = replicaPool ? catalogueReads(db, drizzleNodePg(replicaPool, { schema })) : db;
    let closed = false;
    return {
      db: db as unknown as Db,
      dbRead: dbRead as unknown as Db,
      kind: 'postgres',
      async ping() {
        if (closed) throw new Error('database closed');
        await db.execute(sql`select 1`);
        // The catalogue is the shop: an instance whose replica is gone is not healthy either.
        if (replicaPool) await dbRead.execute(sql`select 1`);
      },
      settle: () =>
        settled(
          () => busy(pool) || busy(replicaPool),
          () => lastActiveAt,
        ),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      async close() {
        if (closed) return;
        closed = true;
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  } catch (err) {
    await Promise.all([pool.end().catch(() => {}), replicaPool?.end().catch(() => {})]);
    throw err;
  }
}

/** Waits until nothing is busy and nothing was for `quietMs`, or `maxMs` have passed. */
async function settled(
  busy: () => boolean,
  lastActiveAt: () => number,
  quietMs = 100,
  maxMs = 5000,
) {
  const giveUpAt = performance.now() + maxMs;
  while (performance.now() < giveUpAt) {
    if (!busy() && performance.now() - lastActiveAt() >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function openPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    options: Object.entries(trigramSettings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  // Idle clients can error when the server restarts; the pool replaces them.
  pool.on('error', () => {});
  return pool;
}

type NodePgDb = ReturnType<typeof drizzleNodePg<Schema>>;

/**
 * Drizzle's `withReplicas` sends selects to the replica and writes, transactions and raw
 * `execute` to the primary. The catalogue's search runs raw SQL (trigram matching) that only
 * reads, so on this handle `execute` goes to the replica too; nothing that writes is given it.
 * The replica is not migrated here: it follows the primary's schema by replication.
 */
function catalogueReads(primary: NodePgDb, replica: NodePgDb) {
  const routed = withReplicas(primary, [replica]);
  return Object.assign(routed, { execute: replica.execute.bind(replica) });
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.readUrl && !opts.databaseUrl) {
    throw new Error(
      'A read replica (DATABASE_READ_URL) needs a PostgreSQL primary (DATABASE_URL).',
    );
  }
  const database = opts.databaseUrl
    ? await openPostgres({ ...opts, databaseUrl: opts.databaseUrl })
    : await openPglite(opts);
  opts.logger?.info(`database ready (${database.kind})`);
  return database;
}

/** Rows of a raw SQL query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
