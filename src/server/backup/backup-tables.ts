/** Reading the shop's tables for a backup: which exist, their columns and keys, in an order that
 * restores parents before children; and whether a backup's tables fit this schema. */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { BackupError, type BackupHeader } from './backup-file.ts';

export interface TableInfo {
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
export const derivedTables = new Set(['search_terms']);

/**
 * Columns a trigger numbers on every write (a book's revision, which each server's search index
 * follows: migration 0014): not written to a backup; the restored rows take new numbers, after
 * every number already given out.
 */
export const derivedColumns = new Set(['books.revision']);

/** The shop's tables in the public schema, parents before the tables that reference them. */
export async function describeTables(db: Tx): Promise<TableInfo[]> {
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
    if (!c.generated && !derivedColumns.has(`${c.table}.${c.column}`)) {
      table.columns.push(c.column);
    }
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

export async function appliedMigrations(db: Tx): Promise<number[]> {
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

export const ident = (name: string) => sql.identifier(name);
export const identList = (names: string[]) =>
  sql.join(
    names.map((n) => ident(n)),
    sql`, `,
  );

export function checkFitsSchema(header: BackupHeader, tables: TableInfo[]) {
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
