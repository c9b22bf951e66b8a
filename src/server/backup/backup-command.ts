import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, openDatabase, type Database } from '../db/client.ts';
import { DATABASE_WAIT_MS, databaseHost } from '../db/wait-for-server.ts';
import { EnvError, loadEnv } from '../env.ts';
import {
  BackupError,
  readBackupHeader,
  restoreBackup,
  writeBackup,
  type BackupSummary,
} from './backup.ts';

/** An operator mistake: one clear line, a failing exit code, no stack. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function describe(summary: BackupSummary): string {
  const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const tables = Object.entries(summary.rows)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  return `${total} rows in ${Object.keys(summary.rows).length} tables (${tables}), ${summary.files} image files, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB uncompressed`;
}

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the same environment as the server
 * (DATABASE_URL or DATA_DIR), so they act on the shop the server would serve.
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[]) {
  const target = args.find((a) => !a.startsWith('-'));
  if (!target) refuse(`Usage: npm run ${command} -- FILE`);
  const file = path.resolve(target);
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) refuse(err.message);
    throw err;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  const started = performance.now();

  try {
    if (command === 'restore') await readBackupHeader(file); // refuse a bad file before opening
    if (command === 'backup' && !env.DATABASE_URL && !existsSync(path.join(dataDir, 'pgdata'))) {
      refuse(`There is no embedded database in DATA_DIR ${dataDir} to back up.`);
    }
    let database: Database;
    try {
      database = await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir,
        // Backup reads the database as it is; restore brings it to this release's schema first.
        migrate: command === 'restore',
        // A restore into a fresh container stack may start before its database accepts.
        waitForServerMs: DATABASE_WAIT_MS,
        onWaitingForServer: () =>
          process.stderr.write(
            `Waiting up to ${DATABASE_WAIT_MS / 1000} s for the database server (${databaseHost(env.DATABASE_URL)}) to accept connections…\n`,
          ),
      });
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        refuse(
          `Cannot ${command}: ${err.message.replace(/; stop it.*$/, '')}. Stop the server first (the embedded database serves one process at a time).`,
        );
      }
      throw err;
    }
    try {
      const summary =
        command === 'backup'
          ? await writeBackup({ database, uploadsDir, file })
          : await restoreBackup({ database, uploadsDir, file });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`;
      process.stdout.write(
        command === 'backup'
          ? `Backed up ${where} to ${file}: ${describe(summary)}, in ${seconds} s.\n`
          : `Restored ${file} into ${where}: ${describe(summary)}, in ${seconds} s.\n`,
      );
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof BackupError) {
      refuse(`${err.message}${command === 'restore' ? ' Nothing was changed.' : ''}`);
    }
    throw err;
  }
}
