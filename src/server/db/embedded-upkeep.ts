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
  const rows = await queryRows<{ name: string; analyze: boolean }>(
    db,
    sql`SELECT s.relname AS name,
          s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze
        FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = 'public'
          AND (s.n_dead_tup + s.n_ins_since_vacuum > 50 + 0.05 * greatest(c.reltuples, 0)
            OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0))
        ORDER BY s.relname`,
  );
  for (const { name, analyze } of rows) {
    await db.execute(
      analyze ? sql`VACUUM (ANALYZE) ${sql.identifier(name)}` : sql`VACUUM ${sql.identifier(name)}`,
    );
  }
  return rows.map((r) => r.name);
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
