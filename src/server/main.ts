import { randomBytes } from 'node:crypto';
import { loadServerRender } from './plugins/server-render.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { shareCacheInvalidations } from './db/cache-invalidation.ts';
import { DataDirLockedError, openDatabase, type Database } from './db/client.ts';
import { DATABASE_WAIT_MS, databaseHost } from './db/wait-for-server.ts';
import { isServerNotUpYet } from './db/pg-errors.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { vacuumEverything } from './db/embedded-upkeep.ts';
import { warmSearchIndex } from './modules/search/search.public.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { issueFirstAdminSetupToken } from './modules/auth/auth.public.ts';
import { sanitizeSiteHtml } from './modules/site-config/site-config.public.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dev = process.argv.includes('--dev');

/** A configuration or lock problem: one clear line, no stack, a failing exit code. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** AUTH_SECRET, or one generated on first start and kept in DATA_DIR. */
function authSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) refuse(err.message);
    throw err;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  env = { ...env, AUTH_SECRET: authSecret(env, dataDir) };

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      readUrl: env.DATABASE_READ_URL,
      dataDir,
      waitForServerMs: DATABASE_WAIT_MS,
      onWaitingForServer: () =>
        process.stderr.write(
          `Waiting up to ${DATABASE_WAIT_MS / 1000} s for the database server (${databaseHost(env.DATABASE_URL)}) to accept connections…\n`,
        ),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) refuse(err.message);
    if (isServerNotUpYet(err)) {
      refuse(
        `The database server (${databaseHost(env.DATABASE_URL)}) did not accept connections within ${DATABASE_WAIT_MS / 1000} s. Check DATABASE_URL and that the server is running.`,
      );
    }
    throw err;
  }

  const app = await buildApp({
    database,
    env,
    dev,
    uploadsDir,
    clientDir: dev ? undefined : path.join(root, 'dist/client'),
    serverRender: dev ? undefined : await loadServerRender(path.join(root, 'dist/server')),
  });
  app.log.info(`database ready (${database.kind})`);
  // Several instances may share the PostgreSQL server: a change made through one drops the
  // others' cached listings and site config at once.
  const stopSharing = env.DATABASE_URL
    ? await shareCacheInvalidations(env.DATABASE_URL, app.log)
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.settle();
    } finally {
      await stopSharing?.();
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (env.SEED_DEMO) {
    const seeded = await seedIfEmpty(database, { uploadsDir, sanitizeHtml: sanitizeSiteHtml });
    if (seeded) app.log.info('seeded the demo catalogue into an empty database');
  }

  // The embedded database runs no autovacuum: what changed while the shop was stopped (a
  // benchmark's load, a restored backup) is vacuumed before it serves (db/embedded-upkeep.ts).
  if (database.kind === 'pglite') {
    const started = performance.now();
    await vacuumEverything(database.db);
    app.log.info(`vacuumed the embedded database in ${Math.round(performance.now() - started)} ms`);
  }

  if (dev) {
    const { attachViteDevServer } = await import('./dev-server.ts');
    await attachViteDevServer(app, root);
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Pustak is serving ${env.PUBLIC_URL}`);
  // Searches are counted in memory once the catalogue is read (until then, by the database).
  void warmSearchIndex(database.db).then((read) => {
    if (read) app.log.info(`search index: ${read.books} books read in ${read.ms} ms`);
  });

  // A shop with no admin prints a one-time link for creating one: on its console only, where
  // nobody but its owner reads (README "First admin"). ADMIN_EMAILS is the other way.
  const setupToken = await issueFirstAdminSetupToken(database.db);
  if (setupToken) {
    process.stdout.write(
      `\nThis shop has no admin yet. Create the first admin account at:\n\n  ${env.PUBLIC_URL}/setup?token=${setupToken}\n\nThe link works once, for 24 hours; every start of the shop prints a new one while it has no admin.\n\n`,
    );
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
