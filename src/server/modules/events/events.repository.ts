import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { events, servedSearches } from '../../db/schema/content.ts';

export type EventRow = typeof events.$inferInsert;

/** How long a served search may be counted by a Search event the browser posts after it. */
const servedSearchWindow = sql`interval '1 hour'`;

export async function insertEvents(db: Db, rows: EventRow[]): Promise<void> {
  // A book id that no longer exists must not turn the whole batch into an error.
  await db
    .insert(events)
    .values(rows)
    .catch(async () => db.insert(events).values(rows.map((r) => ({ ...r, bookId: null }))));
}

/**
 * Notes one more answer to `term` for the visitor; a row older than the window starts again.
 * About one call in a hundred also deletes the rows the window has passed, so the table holds
 * about an hour of searches.
 */
export async function upsertServedSearch(
  db: Db,
  visitorId: string,
  term: string,
  resultCount: number,
): Promise<void> {
  const stale = sql`${servedSearches.servedAt} < now() - ${servedSearchWindow}`;
  await db
    .insert(servedSearches)
    .values({ visitorId, term, resultCount })
    .onConflictDoUpdate({
      target: [servedSearches.visitorId, servedSearches.term],
      set: {
        served: sql`CASE WHEN ${stale} THEN 1 ELSE ${servedSearches.served} + 1 END`,
        counted: sql`CASE WHEN ${stale} THEN 0 ELSE ${servedSearches.counted} END`,
        resultCount,
        servedAt: sql`now()`,
      },
    });
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM ${servedSearches} WHERE ${stale}`);
  }
}

/**
 * Counts one Search event against an answer the visitor was served and not yet counted for:
 * the answer's result count, or null when there is none.
 */
export async function claimServedSearch(
  db: Db,
  visitorId: string,
  term: string,
): Promise<{ resultCount: number } | null> {
  const [row] = await queryRows<{ result_count: number }>(
    db,
    sql`UPDATE ${servedSearches} SET counted = counted + 1
        WHERE visitor_id = ${visitorId} AND term = ${term} AND counted < served
          AND served_at >= now() - ${servedSearchWindow}
        RETURNING result_count`,
  );
  return row ? { resultCount: Number(row.result_count) } : null;
}
