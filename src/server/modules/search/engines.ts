// The two engines a search runs on, behind one interface, and which one serves a listing —
// decided here alone (docs/architecture.md, "Search"). Both answer the same questions with the
// same ranking (ranking.ts):
// - memory: this server's index of the live books (memory-engine.ts, ADR 026), once it is built;
// - database: SQL over the books table (database-engine.ts) — before the index is ready, for
//   smart collections (their rules are SQL), and for what the index does not evaluate; a search
//   the planner expects to find very many books is ranked there among a bounded set (ADR 025).
import type { Db } from '../../db/client.ts';
import type { BookFilters } from './conditions.ts';
import { databaseEngine } from './database-engine.ts';
import { memoryEngine } from './memory-engine.ts';
import { searchIndexOf } from './memory-index.repository.ts';
import type { SearchEngine } from './search-engine.ts';

export type { SearchEngine } from './search-engine.ts';

/**
 * The engine that serves a listing: the in-memory index when this server has built it and the
 * listing is not a smart collection; else the database.
 */
export async function engineFor(
  db: Db,
  listing: { smartCollection?: BookFilters['smartCollection'] } = {},
): Promise<SearchEngine> {
  const database = databaseEngine(db);
  const index = listing.smartCollection ? null : await searchIndexOf(db);
  return index ? memoryEngine(index, database) : database;
}
