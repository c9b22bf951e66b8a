import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { importJobs } from '../../../db/schema/content.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export async function insertImportJob(
  db: Tx,
  job: Pick<
    typeof importJobs.$inferInsert,
    'id' | 'actorUserId' | 'fileName' | 'mode' | 'duplicates' | 'total' | 'skipped'
  >,
) {
  await db.insert(importJobs).values(job);
}

export async function findImportJob(db: Tx, id: string): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row;
}

/**
 * Claims the oldest open job no instance holds (a running one whose lease ran out is resumed):
 * `FOR UPDATE SKIP LOCKED`, so two instances never write the same import (ADR 021).
 */
export async function claimImportJob(db: Tx, leaseSeconds: number) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE import_jobs
        SET status = 'running', locked_until = now() + make_interval(secs => ${leaseSeconds}),
            started_at = coalesce(started_at, now())
        WHERE id = (
          SELECT id FROM import_jobs
          WHERE status IN ('queued', 'running') AND (locked_until IS NULL OR locked_until < now())
          ORDER BY created_at LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return row ? findImportJob(db, row.id) : undefined;
}

/**
 * Moves the job past a batch, in the batch's transaction. Matches the position the batch started
 * from: false means another instance moved it (this one lost its lease), and the batch must roll
 * back.
 */
export async function advanceImportJob(
  tx: Tx,
  id: string,
  from: number,
  done: { rows: number; created: number; updated: number; unchanged: number; skipped: number },
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE import_jobs
        SET position = position + ${done.rows}, created = created + ${done.created},
            updated = updated + ${done.updated},
            unchanged = unchanged + ${done.unchanged}, skipped = skipped + ${done.skipped},
            locked_until = now() + make_interval(secs => ${leaseSeconds})
        WHERE id = ${id} AND position = ${from} AND status = 'running'
        RETURNING id`,
  );
  return rows.length === 1;
}

export async function finishImportJob(tx: Tx, id: string) {
  await tx
    .update(importJobs)
    .set({ status: 'done', finishedAt: new Date(), lockedUntil: null })
    .where(eq(importJobs.id, id));
}

export async function failImportJob(db: Tx, id: string, error: string) {
  await db
    .update(importJobs)
    .set({ status: 'failed', error, finishedAt: new Date(), lockedUntil: null })
    .where(eq(importJobs.id, id));
}

/** Lets any instance resume the job at once (this one is shutting down). */
export async function releaseImportJob(db: Tx, id: string) {
  await db.update(importJobs).set({ lockedUntil: null }).where(eq(importJobs.id, id));
}

/** Keeps the job from being claimed for `seconds`. */
export async function holdImportJob(db: Tx, id: string, seconds: number) {
  await db.execute(
    sql`UPDATE import_jobs SET locked_until = now() + make_interval(secs => ${seconds})
        WHERE id = ${id}`,
  );
}
