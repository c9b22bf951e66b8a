import { once } from 'node:events';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  readBackupHeader,
  readLines,
  type BackupHeader,
  type BackupSummary,
} from './backup-file.ts';
import {
  appliedMigrations,
  checkFitsSchema,
  derivedTables,
  describeTables,
  ident,
  identList,
} from './backup-tables.ts';

export { BackupError, readBackupHeader, type BackupHeader, type BackupSummary };

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/**
 * Writes the whole shop — every table of the database, read in one REPEATABLE READ snapshot, and
 * every file under `uploadsDir` — to `file` (written beside it and renamed when complete).
 */
export async function writeBackup(opts: {
  database: Database;
  uploadsDir: string;
  file: string;
}): Promise<BackupSummary> {
  const { database, uploadsDir, file } = opts;
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const written = finished(out);
  let bytes = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line) + 1;
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const rows: Record<string, number> = {};
  let files = 0;
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = (await describeTables(tx)).filter((t) => !derivedTables.has(t.name));
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: database.kind,
          migrations: await appliedMigrations(tx),
          tables: tables.map((t) => ({ name: t.name, columns: t.columns })),
        };
        await write(JSON.stringify(['header', header]));
        for (const table of tables) {
          await write(JSON.stringify(['table', table.name]));
          rows[table.name] = 0;
          const order = table.primaryKey.length
            ? sql` ORDER BY ${identList(table.primaryKey)}`
            : sql``;
          await tx.execute(
            sql`DECLARE pustak_backup NO SCROLL CURSOR FOR
                SELECT row_to_json(t)::text AS j
                FROM (SELECT ${identList(table.columns)} FROM ${ident(table.name)}${order}) t`,
          );
          for (;;) {
            const batch = await queryRows<{ j: string }>(tx, sql`FETCH 1000 FROM pustak_backup`);
            for (const r of batch) await write(r.j);
            rows[table.name]! += batch.length;
            if (batch.length < 1000) break;
          }
          await tx.execute(sql`CLOSE pustak_backup`);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Images are read after the snapshot: a row is only committed once its files are written,
    // so every image the snapshot refers to is already on disk.
    for (const rel of listFiles(uploadsDir)) {
      const data = readFileSync(path.join(uploadsDir, rel));
      await write(JSON.stringify(['file', rel, data.toString('base64')]));
      files += 1;
    }
    await write(JSON.stringify(['end', { rows, files }]));
    gzip.end();
    await written;
    renameSync(partial, file);
  } catch (err) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw err;
  }
  return { rows, files, bytes };
}

function safeRelativePath(rel: unknown): string {
  if (typeof rel !== 'string' || rel === '' || rel.includes('\0')) {
    throw new BackupError('The backup names a file without a valid path.');
  }
  const normal = path.posix.normalize(rel);
  if (path.posix.isAbsolute(normal) || normal.startsWith('../') || normal === '..') {
    throw new BackupError(`The backup names a file outside the uploads directory: ${rel}`);
  }
  return normal;
}

const batchRows = 500;
const batchBytes = 4 * 1024 * 1024;

/**
 * Replaces the shop's data with the backup's, all or nothing: every table is emptied and refilled
 * in one transaction (sequences moved past the restored ids), and the uploads directory is
 * swapped for the backup's files only after that transaction commits.
 */
export async function restoreBackup(opts: {
  database: Database;
  uploadsDir: string;
  file: string;
}): Promise<BackupSummary> {
  const { database, uploadsDir, file } = opts;
  const header = await readBackupHeader(file);
  const staging = `${uploadsDir}.restoring-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const rows: Record<string, number> = {};
  let files = 0;
  let bytes = 0;
  try {
    await database.db.transaction(async (tx) => {
      const tables = await describeTables(tx);
      checkFitsSchema(header, tables);
      const columnsOf = new Map(header.tables.map((t) => [t.name, t.columns]));
      await tx.execute(
        sql`TRUNCATE TABLE ${identList(tables.map((t) => t.name))} RESTART IDENTITY`,
      );
      // The backup's credits are written as they are, not made again from the books' author
      // strings as the books go in (migration 0017); see the end for an older backup's books.
      await tx.execute(sql`SELECT set_config('pustak.restoring', 'on', true)`);

      let table: string | undefined;
      let batch: string[] = [];
      let batchSize = 0;
      const flush = async () => {
        if (!table || batch.length === 0) return;
        const cols = identList(columnsOf.get(table)!);
        await tx.execute(
          sql`INSERT INTO ${ident(table)} (${cols}) OVERRIDING SYSTEM VALUE
              SELECT ${cols} FROM json_populate_recordset(NULL::${ident(table)}, ${`[${batch.join(',')}]`}::json)`,
        );
        rows[table] = (rows[table] ?? 0) + batch.length;
        batch = [];
        batchSize = 0;
      };

      let end: { rows: Record<string, number>; files: number } | undefined;
      let first = true;
      for await (const line of readLines(file)) {
        bytes += Buffer.byteLength(line) + 1;
        if (first) {
          first = false;
          continue; // the header, checked above
        }
        if (end) throw new BackupError(`${file} has data after its end marker.`);
        if (line.startsWith('{')) {
          if (!table) throw new BackupError(`${file} is damaged: a row outside any table.`);
          batch.push(line);
          batchSize += line.length;
          if (batch.length >= batchRows || batchSize >= batchBytes) await flush();
          continue;
        }
        let entry: unknown[];
        try {
          entry = JSON.parse(line) as unknown[];
        } catch {
          throw new BackupError(`${file} is damaged: a line is not JSON.`);
        }
        await flush();
        if (entry[0] === 'table') {
          table = String(entry[1]);
          if (!columnsOf.has(table)) throw new BackupError(`${file} is damaged: unknown table.`);
          rows[table] = 0;
        } else if (entry[0] === 'file') {
          table = undefined;
          const target = path.join(staging, safeRelativePath(entry[1]));
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, Buffer.from(String(entry[2]), 'base64'));
          files += 1;
        } else if (entry[0] === 'end') {
          end = entry[1] as typeof end;
        } else {
          throw new BackupError(`${file} is damaged: unknown entry "${String(entry[0])}".`);
        }
      }
      await flush();
      if (!end) throw new BackupError(`${file} is incomplete (no end marker); nothing restored.`);
      for (const [name, count] of Object.entries(end.rows)) {
        if ((rows[name] ?? 0) !== count) {
          throw new BackupError(`${file} is damaged: table ${name} should have ${count} rows.`);
        }
      }
      if (end.files !== files) throw new BackupError(`${file} is damaged: files are missing.`);

      for (const t of tables) {
        for (const s of t.sequences) {
          await tx.execute(
            sql`SELECT setval(${s.sequence}::regclass, COALESCE(max(${ident(s.column)}), 0) + 1, false)
                FROM ${ident(t.name)}`,
          );
        }
      }
      // A backup from before works and contributors (migration 0017) has books and no credits:
      // they are credited from their author strings, as the migration credited the shop's.
      await tx.execute(sql`SELECT set_config('pustak.restoring', 'off', true)`);
      await tx.execute(sql`SELECT pustak_credit_books(0, 2147483647)`);
    });
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }

  const previous = `${uploadsDir}.previous-${process.pid}`;
  if (existsSync(uploadsDir)) renameSync(uploadsDir, previous);
  renameSync(staging, uploadsDir);
  rmSync(previous, { recursive: true, force: true });
  return { rows, files, bytes };
}
