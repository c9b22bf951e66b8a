import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.ts';

/**
 * The embedded database (PGlite) runs no autovacuum, so nothing would ever vacuum or analyze its
 * tables: new books would pile up in the GIN indexes' pending lists, which every search then
 * reads through (10 ms of a search at 100,000 imported books, against 0.1 ms once vacuumed), and
 * no page would be marked all-visible. PostgreSQL's own autovacuum does this for a server; on
 * the embedded database the shop does it itself (docs/operations.md "Data").
 */

/** Vacuums every table; cheap when little has changed (0.2 s at 100,000 books, vacuumed before). */
export async function vacuumEverything(db: Db): Promise<void> {
  await db.execute(sql`VACUUM`);
}

/**
 * Vacuums, and analyzes where enough changed, the tables that changed since the last time, by
 * autovacuum's rule with a lower insert threshold (a catalogue's searches feel new rows first).
 * The counters start from zero at each start (vacuumEverything covers what came before).
 * Returns the tables it tidied.
 */
export async function tidyChangedTables(db: Db): Promise<string[]> {
  // The counters reach the statistics at most once a second unless asked: ask, so the changes
  // of the moment (an import's last batches) count.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const stats = await queryRows<{
    name: string;
    dead: number;
    inserted: number;
    modified: number;
    rewritten: number;
    tuples: number;
  }>(
    db,
    sql`SELECT s.relname AS name, s.n_dead_tup::float8 AS dead,
          s.n_ins_since_vacuum::float8 AS inserted, s.n_mod_since_analyze::float8 AS modified,
          (s.n_tup_upd + s.n_tup_del)::float8 AS rewritten,
          greatest(c.reltuples, 0)::float8 AS tuples
        FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = 'public' ORDER BY s.relname`,
  );
  // An analysis a few columns at a time leaves the table's counter of changes as it was, so the
  // changes already analyzed are remembered here.
  const { analyzed, rewrittenAtVacuum } = memoryOf(db);
  const tidied: string[] = [];
  for (const t of stats) {
    // A counter below the remembered one was reset (a full ANALYZE, a restart): all of it counts.
    const base = analyzed.get(t.name) ?? 0;
    const modified = t.modified >= base ? t.modified - base : t.modified;
    const analyze = modified > 50 + 0.1 * t.tuples;
    if (!analyze && t.dead + t.inserted <= 50 + 0.05 * t.tuples) continue;
    // Mostly new rows (an import of new books): the light vacuum, while the rows updated or
    // deleted since the last full one stay few (light vacuums leave their index entries).
    const since = rewrittenAtVacuum.get(t.name) ?? 0;
    const rewritten = t.rewritten >= since ? t.rewritten - since : t.rewritten;
    const light = rewritten <= 50 + 0.05 * t.tuples;
    await tidyTable(db, t.name, { analyze, light });
    if (!light) rewrittenAtVacuum.set(t.name, t.rewritten);
    if (analyze) analyzed.set(t.name, t.modified);
    tidied.push(t.name);
  }
  return tidied;
}

/**
 * Per database: each table's counter of changes when the shop last analyzed it, and its
 * counter of rows updated or deleted when the shop last vacuumed it in full.
 */
const remembered = new WeakMap<
  Db,
  { analyzed: Map<string, number>; rewrittenAtVacuum: Map<string, number> }
>();

function memoryOf(db: Db) {
  let memory = remembered.get(db);
  if (!memory) remembered.set(db, (memory = { analyzed: new Map(), rewrittenAtVacuum: new Map() }));
  return memory;
}

/**
 * Columns analyzed by one statement: a statement holds the event loop while it runs. Ten at a
 * time, the group with the search vector (and its commit) held it for 150 ms after an import of
 * 8,000 books.
 */
const columnsPerAnalyze = 5;
/**
 * The statistics target of the shop's own analyses: an analysis reads 300 rows a unit of it,
 * whatever the columns. At 30,000 books, ten columns took 378 ms at the default (100) and 79 ms
 * at 30 (`ANALYZE books (…)` timed on PGlite); 30 keeps 30 common values and histogram buckets
 * a column, enough for a catalogue's plans.
 */
const statisticsTarget = 30;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Vacuums (and analyzes) one table in short statements, each its own turn of the event loop:
 * the GIN indexes' pending entries merged one index at a time, then the vacuum, then the
 * analysis a few columns at a time. After an import of 8,000 books, `VACUUM (ANALYZE) books`
 * held the event loop for 450-600 ms; the longest of these steps takes about 60 ms (80 ms at
 * 30,000 books: each analysis samples a fixed number of rows).
 *
 * `light`: the change was new rows, with few dead ones. The vacuum then only marks the table's
 * pages visible, leaving its TOAST table (long descriptions) and the indexes' cleanup, which
 * remove nothing after inserts: after 20,000 new books with 3 kB descriptions, 33 ms instead
 * of 475 ms. The start-up vacuum (vacuumEverything) does the rest.
 */
async function tidyTable(
  db: Db,
  table: string,
  { analyze, light }: { analyze: boolean; light: boolean },
) {
  const gin = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relname = ${table} AND t.relnamespace = 'public'::regnamespace AND a.amname = 'gin'`,
  );
  for (const { name } of gin) {
    await nextTurn();
    await db.execute(sql`SELECT gin_clean_pending_list(${`public.${name}`}::regclass)`);
  }
  await nextTurn();
  await db.execute(
    light
      ? sql`VACUUM (PROCESS_TOAST OFF, INDEX_CLEANUP OFF) ${sql.identifier(table)}`
      : sql`VACUUM ${sql.identifier(table)}`,
  );
  if (!analyze) return;
  const columns = await queryRows<{ name: string }>(
    db,
    sql`SELECT attname AS name FROM pg_attribute
        WHERE attrelid = ${`public.${table}`}::regclass AND attnum > 0 AND NOT attisdropped
        ORDER BY attnum`,
  );
  for (let i = 0; i < columns.length; i += columnsPerAnalyze) {
    await nextTurn();
    const group = columns.slice(i, i + columnsPerAnalyze).map((c) => sql.identifier(c.name));
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL default_statistics_target = ${statisticsTarget}`));
      await tx.execute(sql`ANALYZE ${sql.identifier(table)} (${sql.join(group, sql`, `)})`);
    });
  }
}

/**
 * On PostgreSQL, after a bulk write (an import): the new rows' entries wait in the table's GIN
 * indexes' pending lists, which every search reads through, until autovacuum merges them — a
 * minute or more after a large import (a search 11 ms slower at 100,000 books until then). This
 * merges them at once. It needs the indexes' owner (the user that ran the migrations); another
 * user leaves it to autovacuum. Returns how many index pages it merged.
 */
export async function mergePendingIndexEntries(db: Db, table: string): Promise<number> {
  try {
    const [row] = await queryRows<{ pages: number | null }>(
      db,
      sql`SELECT sum(gin_clean_pending_list(i.indexrelid))::int AS pages
          FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
          WHERE i.indrelid = to_regclass(${table}) AND a.amname = 'gin'`,
    );
    return row?.pages ?? 0;
  } catch (err) {
    if ((err as { code?: string }).code === '42501') return 0; // not the owner
    throw err;
  }
}
