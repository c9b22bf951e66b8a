import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { migrationsFolder, type Database } from '../db/client.ts';

/**
 * A Pustak backup is one gzip file of JSON lines (docs/decisions/008-backup-format.md):
 *   ["header", {format, version, createdAt, source, migrations, tables: [{name, columns}]}]
 *   ["table", name]            then that table's rows, one JSON object per line, as PostgreSQL's
 *   {"id":1,…}                 row_to_json wrote them (generated columns left out)
 *   ["file", "covers/x.webp", base64]   each file under DATA_DIR/uploads
 *   ["end", {rows: {table: n}, files: n}]
 */
export const BACKUP_FORMAT = 'pustak-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: Database['kind'];
  /** `created_at` of every applied migration (drizzle's journal `when`), oldest first. */
  migrations: number[];
  tables: { name: string; columns: string[] }[];
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
  bytes: number;
}

/** A backup or restore that cannot go ahead; the message is meant for the operator as is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The migrations this code knows, by the `when` drizzle records as `created_at`. */
function knownMigrations(): { when: number; tag: string }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries;
}

/** The archive's lines, in order; a broken or non-gzip file throws a BackupError. */
export async function* readLines(file: string): AsyncGenerator<string> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file.`);
  const gunzip = createGunzip();
  pipeline(createReadStream(file), gunzip, () => {});
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for await (const chunk of gunzip) {
      pending += decoder.decode(chunk as Buffer, { stream: true });
      let start = 0;
      for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n', start)) {
        yield pending.slice(start, nl);
        start = nl + 1;
      }
      pending = pending.slice(start);
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR') throw new BackupError(`${file} is not a Pustak backup.`);
    if (code === 'Z_BUF_ERROR') throw new BackupError(`${file} is incomplete (cut short).`);
    throw err;
  } finally {
    gunzip.destroy();
  }
  if (pending) yield pending;
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let parsed: unknown;
  try {
    parsed = line === undefined ? undefined : JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  const header = Array.isArray(parsed) && parsed[0] === 'header' ? parsed[1] : undefined;
  if (!header || typeof header !== 'object' || header.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} is not a Pustak backup.`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a version ${header.version} Pustak backup; this Pustak reads version ${BACKUP_VERSION}. Restore it with the Pustak release that wrote it.`,
    );
  }
  return header as BackupHeader;
}

/** Reads and checks a backup's header: a Pustak backup, from this schema or an older one. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readLines(file);
  try {
    const first = await lines.next();
    const header = parseHeader(file, first.done ? undefined : first.value);
    const known = new Set(knownMigrations().map((m) => m.when));
    const unknown = header.migrations.filter((m) => !known.has(m));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} was written by a newer Pustak (its database has ${unknown.length} migration(s) this version does not know). Upgrade Pustak, then restore.`,
      );
    }
    return header;
  } finally {
    await lines.return(undefined);
  }
}
