import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, queryRows, type Database, type Db } from './client.ts';
import { sanitizeSiteHtml } from '../modules/site-config/site-config.public.ts';
import { vacuumEverything } from './embedded-upkeep.ts';
import { drawDemoCovers, seedIfEmpty } from './seed/seed.ts';

/** A hash of the files under `dirs` (names and contents) and of `extra`. */
function fingerprintOf(dirs: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  for (const dir of dirs) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * What a migrated database depends on: the migrations and the PGlite build. Templates are named
 * by it, so one made from other migrations is never used.
 */
function schemaFingerprint(): string {
  const pgliteMain = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = readFileSync(path.join(path.dirname(pgliteMain), '..', 'package.json'));
  return fingerprintOf([migrationsFolder], pgliteVersion.toString());
}

const templateDir = path.join(os.tmpdir(), 'pustak-test-templates');

/** Writes `make()`'s result under `target` unless it is there; concurrent callers both finish. */
async function once(target: string, make: (scratch: string) => Promise<void>): Promise<string> {
  if (existsSync(target)) return target;
  mkdirSync(templateDir, { recursive: true });
  const scratch = mkdtempSync(path.join(templateDir, 'making-'));
  try {
    await make(scratch);
    const made = path.join(scratch, 'out');
    try {
      renameSync(made, target);
    } catch (err) {
      // Another process made it first: theirs is the same.
      if (!existsSync(target)) throw err;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

let memoryTemplate: Promise<Blob> | undefined;

/**
 * A migrated, empty in-memory PGlite, as a data-directory tarball made once per schema and kept
 * in the system's temporary folder: starting from it skips initdb (seconds per database in WASM)
 * and the migrations. Every test still gets a database of its own.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  memoryTemplate ??= (async () => {
    const file = await once(
      path.join(templateDir, `memory-${schemaFingerprint()}.tar`),
      async (scratch) => {
        const client = await PGlite.create({ extensions: { pg_trgm } });
        await migrate(drizzle({ client }), { migrationsFolder });
        const dump = await client.dumpDataDir('none');
        await client.close();
        await writeFile(path.join(scratch, 'out'), Buffer.from(await dump.arrayBuffer()));
      },
    );
    return new Blob([readFileSync(file)]);
  })();
  return memoryTemplate;
}

/**
 * Fills `dataDir/pgdata` with a migrated, empty PGlite data directory made once per schema, so
 * a test shop on a fresh DATA_DIR starts without initdb; with `demo`, with the demo catalogue
 * the shop's first start would seed (made once per schema and seed), so it starts without seeding
 * it. Does nothing if `pgdata` exists.
 */
export async function seedPgliteDataDir(
  dataDir: string,
  opts: { demo?: boolean } = {},
): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata)) return;
  const template = opts.demo ? await demoPgdataTemplate() : await migratedPgdataTemplate();
  cpSync(template, pgdata, { recursive: true });
}

function migratedPgdataTemplate(): Promise<string> {
  return once(path.join(templateDir, `pgdata-${schemaFingerprint()}`), async (scratch) => {
    const database = await openDatabase({ dataDir: scratch, durableCommits: true });
    await database.close();
    renameSync(path.join(scratch, 'pgdata'), path.join(scratch, 'out'));
  });
}

/** What the demo catalogue depends on besides the schema: the seed, its images, site settings. */
function seedFingerprint(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return fingerprintOf([
    path.join(here, 'seed'),
    path.join(here, '..', 'lib'),
    path.join(here, '..', 'modules', 'site-config'),
  ]);
}

function demoPgdataTemplate(): Promise<string> {
  const name = `pgdata-demo-${schemaFingerprint()}-${seedFingerprint()}`;
  return once(path.join(templateDir, name), async (scratch) => {
    cpSync(await migratedPgdataTemplate(), path.join(scratch, 'pgdata'), { recursive: true });
    const database = await openDatabase({ dataDir: scratch, durableCommits: true });
    try {
      // The covers are drawn into the covers' template, where each is kept, not drawn again.
      const seeded = await seedIfEmpty(database, {
        uploadsDir: await demoCoversTemplate(),
        sanitizeHtml: sanitizeSiteHtml,
      });
      if (!seeded) throw new Error('the migrated template was not empty');
      await vacuumEverything(database.db);
    } finally {
      await database.close();
    }
    renameSync(path.join(scratch, 'pgdata'), path.join(scratch, 'out'));
  });
}

/** Creates an empty database on a PostgreSQL server; `drop()` removes it again. */
const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const templateBuilt = new Map<string, Promise<string>>();

/**
 * A migrated, empty database on the server, made once per schema (under an advisory lock, so
 * parallel test files wait for one maker) and never connected to afterwards, as a template.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let made = templateBuilt.get(serverUrl);
  if (!made) {
    made = withClient(serverUrl, async (client) => {
      const name = `pustak_template_${schemaFingerprint()}`;
      const exists = async () =>
        (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
      if (await exists()) return name;
      await client.query('SELECT pg_advisory_lock(7262739)');
      try {
        if (await exists()) return name;
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({
          databaseUrl: databaseUrl(serverUrl, building),
          maxConnections: 2,
        });
        await database.close();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await client.query('SELECT pg_advisory_unlock(7262739)');
      }
    });
    templateBuilt.set(serverUrl, made);
  }
  return made;
}

/**
 * Creates a database on a PostgreSQL server; `drop()` removes it again. Empty, or with
 * `migrated` a copy of a migrated template (its migrations then find nothing to do).
 */
export async function createThrowawayPostgresDatabase(
  serverUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pustak_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${await migratedPostgresTemplate(serverUrl)}` : '';
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL (or `serverUrl`) is set — a throwaway database on that PostgreSQL server,
 * dropped again by close().
 */
export async function openTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<Database> {
  // The template is migrated, and named by its migrations: nothing is left to migrate.
  if (!serverUrl) {
    return openDatabase({ loadDataDir: await migratedPgliteTemplate(), migrate: false });
  }

  const throwaway = await createThrowawayPostgresDatabase(serverUrl, { migrated: true });
  const database = await openDatabase({ databaseUrl: throwaway.url, maxConnections: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * Fills `dataDir/uploads` with the demo catalogue's covers, drawn once per version of the seed
 * and image code, so a test shop's first start seeds its books without drawing them again
 * (the seed keeps a cover that is there). Does nothing if `uploads` exists.
 */
export async function prefillDemoCovers(dataDir: string): Promise<void> {
  const uploads = path.join(dataDir, 'uploads');
  if (existsSync(uploads)) return;
  cpSync(await demoCoversTemplate(), uploads, { recursive: true });
}

function demoCoversTemplate(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const version = fingerprintOf([path.join(here, 'seed'), path.join(here, '..', 'lib')]);
  return once(path.join(templateDir, `covers-${version}`), async (scratch) => {
    await drawDemoCovers(path.join(scratch, 'out'));
  });
}

/**
 * The pages a search for a word no book holds reads (EXPLAIN BUFFERS): a page or two of the
 * search index once it is tidy, every page of its pending list before (embedded-upkeep.ts).
 */
export async function pagesReadSearchingNothing(db: Db): Promise<number> {
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) SELECT count(*) FROM books
        WHERE search_vector @@ to_tsquery('simple', 'zzzznotaword')`,
  );
  const line = plan.map((r) => r['QUERY PLAN']).find((l) => /Buffers: shared/.test(l)) ?? '';
  return [...line.matchAll(/(?:hit|read)=(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
}
