import { once } from 'node:events';
import {
  createReadStream,
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
import { pipeline } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database, type Tx } from '../db/client.ts';

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

interface TableInfo {
  name: string;
  /** Columns that can be written (generated columns are recomputed by the database). */
  columns: string[];
  primaryKey: string[];
  /** Sequences behind serial/identity columns, to move past the restored ids. */
  sequences: { column: string; sequence: string }[];
}

/**
 * Tables the database derives from others by triggers (the search vocabulary from books): not
 * written to a backup; a restore empties them and the restored rows rebuild them.
 */
const derivedTables = new Set(['search_terms']);

/** The shop's tables in the public schema, parents before the tables that reference them. */
async function describeTables(db: Tx): Promise<TableInfo[]> {
  const columns = await queryRows<{ table: string; column: string; generated: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column", a.attgenerated::text AS generated
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
        WHERE n.nspname = 'public' AND i.indisprimary
        ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const sequences = await queryRows<{ table: string; column: string; sequence: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column",
               pg_get_serial_sequence(format('public.%I', c.relname), a.attname) AS sequence
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND pg_get_serial_sequence(format('public.%I', c.relname), a.attname) IS NOT NULL`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint f
        JOIN pg_class child ON child.oid = f.conrelid
        JOIN pg_class parent ON parent.oid = f.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE f.contype = 'f' AND n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? {
      name: c.table,
      columns: [],
      primaryKey: [],
      sequences: [],
    };
    if (!c.generated) table.columns.push(c.column);
    tables.set(c.table, table);
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.column);
  for (const s of sequences) tables.get(s.table)?.sequences.push(s);

  // Kahn's algorithm over foreign keys; a self-reference does not order anything.
  const parents = new Map([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const r of references) {
    if (r.child !== r.parent && tables.has(r.parent)) parents.get(r.child)?.add(r.parent);
  }
  const ordered: TableInfo[] = [];
  const remaining = new Set([...tables.keys()].sort());
  while (remaining.size > 0) {
    const ready = [...remaining].filter((name) =>
      [...parents.get(name)!].every((p) => !remaining.has(p)),
    );
    // A cycle would stall the sort; take the rest in name order rather than loop forever.
    const next = ready.length > 0 ? ready : [...remaining];
    for (const name of next) {
      ordered.push(tables.get(name)!);
      remaining.delete(name);
    }
  }
  return ordered;
}

async function appliedMigrations(db: Tx): Promise<number[]> {
  const exists = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists[0]?.present) return [];
  const rows = await queryRows<{ at: string }>(
    db,
    sql`SELECT created_at::text AS at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );
  return rows.map((r) => Number(r.at));
}

/** The migrations this code knows, by the `when` drizzle records as `created_at`. */
function knownMigrations(): { when: number; tag: string }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries;
}

const ident = (name: string) => sql.identifier(name);
const identList = (names: string[]) =>
  sql.join(
    names.map((n) => ident(n)),
    sql`, `,
  );

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

/** The archive's lines, in order; a broken or non-gzip file throws a BackupError. */
async function* readLines(file: string): AsyncGenerator<string> {
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

function checkFitsSchema(header: BackupHeader, tables: TableInfo[]) {
  const target = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
  for (const t of header.tables) {
    const columns = target.get(t.name);
    if (!columns) throw new BackupError(`The backup has a table "${t.name}" this shop lacks.`);
    const missing = t.columns.filter((c) => !columns.has(c));
    if (missing.length > 0) {
      throw new BackupError(
        `The backup's table "${t.name}" has columns this shop lacks: ${missing.join(', ')}.`,
      );
    }
  }
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
