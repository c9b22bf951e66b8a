import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../../db/client.ts';
import { onixFeedRuns, onixFeeds } from '../../../../db/schema/content.ts';

export type OnixFeedRow = typeof onixFeeds.$inferSelect;

export async function listFeeds(db: Tx) {
  return db.select().from(onixFeeds).orderBy(onixFeeds.name, onixFeeds.id);
}

export async function findFeed(db: Tx, id: number) {
  const [row] = await db.select().from(onixFeeds).where(eq(onixFeeds.id, id));
  return row;
}

export async function insertFeed(db: Tx, values: typeof onixFeeds.$inferInsert) {
  const [row] = await db.insert(onixFeeds).values(values).returning();
  return row!;
}

export async function updateFeed(
  db: Tx,
  id: number,
  values: Partial<typeof onixFeeds.$inferInsert>,
) {
  const [row] = await db.update(onixFeeds).set(values).where(eq(onixFeeds.id, id)).returning();
  return row;
}

export async function deleteFeed(db: Tx, id: number) {
  const rows = await db.delete(onixFeeds).where(eq(onixFeeds.id, id)).returning();
  return rows.length > 0;
}

/** Takes one due feed for this instance, for `leaseMinutes`; none when none is due. */
export async function claimDueFeed(db: Tx, leaseMinutes: number): Promise<OnixFeedRow | undefined> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE onix_feeds SET leased_until = now() + make_interval(mins => ${leaseMinutes})
        WHERE id = (
          SELECT id FROM onix_feeds
          WHERE NOT paused AND next_run_at <= now() AND (leased_until IS NULL OR leased_until < now())
          ORDER BY next_run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return rows[0] ? findFeed(db, rows[0].id) : undefined;
}

/** The feed's next run `everyHours` from now, and its lease given back. */
export async function scheduleNext(db: Tx, id: number) {
  await db.execute(
    sql`UPDATE onix_feeds SET leased_until = NULL,
          next_run_at = now() + make_interval(hours => every_hours)
        WHERE id = ${id}`,
  );
}

export async function insertRun(db: Tx, values: typeof onixFeedRuns.$inferInsert) {
  const [row] = await db.insert(onixFeedRuns).values(values).returning();
  return row!;
}

export async function updateRun(
  db: Tx,
  id: number,
  values: Partial<typeof onixFeedRuns.$inferInsert>,
) {
  await db.update(onixFeedRuns).set(values).where(eq(onixFeedRuns.id, id));
}

interface RunRow {
  id: number;
  feed_id: number;
  started_at: Date | string;
  status: string;
  import_id: string | null;
  products: number;
  withdrawn: number;
  failed: number;
  message: string | null;
  job_status: string | null;
  created: number | null;
  updated: number | null;
  unchanged: number | null;
  job_error: string | null;
}

const runSelect = sql`SELECT r.*, j.status AS job_status, j.created, j.updated, j.unchanged, j.error AS job_error
  FROM onix_feed_runs r LEFT JOIN import_jobs j ON j.id = r.import_id`;

/** A run as staff see it: its import job's progress and outcome folded in. */
function toRun(r: RunRow) {
  const status =
    r.status !== 'importing'
      ? r.status
      : r.job_status === 'done'
        ? 'done'
        : r.job_status === 'failed'
          ? 'failed'
          : 'importing';
  return {
    id: Number(r.id),
    feedId: Number(r.feed_id),
    startedAt: new Date(r.started_at).toISOString(),
    status,
    importId: r.import_id,
    products: Number(r.products),
    created: Number(r.created ?? 0),
    updated: Number(r.updated ?? 0),
    unchanged: Number(r.unchanged ?? 0),
    withdrawn: Number(r.withdrawn),
    failed: Number(r.failed),
    message: r.message ?? r.job_error,
  };
}

export async function findRuns(db: Tx, feedId: number, limit = 50) {
  const rows = await queryRows<RunRow>(
    db,
    sql`${runSelect} WHERE r.feed_id = ${feedId} ORDER BY r.started_at DESC, r.id DESC LIMIT ${limit}`,
  );
  return rows.map(toRun);
}

export async function findLastRuns(db: Tx) {
  const rows = await queryRows<RunRow>(
    db,
    sql`${runSelect} WHERE r.id IN (SELECT max(id) FROM onix_feed_runs GROUP BY feed_id)`,
  );
  return new Map(rows.map((r) => [Number(r.feed_id), toRun(r)]));
}
