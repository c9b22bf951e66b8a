import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export interface ScheduledJob {
  /** Unique across the shop: instances agree on a job by its name. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

interface Log {
  error(obj: object, msg: string): void;
}

export interface Scheduler {
  add(job: ScheduledJob): void;
  start(): void;
  /** Runs every job whose time has come, once; resolves when they are done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Periodic work shared by every instance (ADR 020). Each job has a row in `scheduled_jobs`; an
 * instance runs a job only if its update moves the row's `next_run_at` from the past into the
 * future. On PostgreSQL a second instance's update waits on the first's row lock, then finds the
 * time already moved on, so each period runs on exactly one instance.
 */
export function createScheduler(options: { db: Db; log: Log; tickMs?: number }): Scheduler {
  const { db, log } = options;
  const tickMs = options.tickMs ?? 5_000;
  const jobs: ScheduledJob[] = [];
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let known = false;

  async function claim(job: ScheduledJob): Promise<boolean> {
    const rows = await queryRows<{ name: string }>(
      db,
      sql`UPDATE scheduled_jobs
          SET next_run_at = now() + make_interval(secs => ${job.everyMs / 1000}),
              last_started_at = now(), runs = runs + 1
          WHERE name = ${job.name} AND next_run_at <= now()
          RETURNING name`,
    );
    return rows.length === 1;
  }

  async function runDue(): Promise<void> {
    if (!known) {
      for (const job of jobs) {
        await db.execute(
          sql`INSERT INTO scheduled_jobs (name, next_run_at)
              VALUES (${job.name}, now() + make_interval(secs => ${job.everyMs / 1000}))
              ON CONFLICT (name) DO NOTHING`,
        );
      }
      known = true;
    }
    for (const job of jobs) {
      if (!(await claim(job))) continue;
      let error: string | null = null;
      try {
        await job.run();
      } catch (err) {
        error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        log.error({ err, job: job.name }, 'a scheduled job failed');
      }
      await db.execute(
        sql`UPDATE scheduled_jobs SET last_finished_at = now(), last_error = ${error}
            WHERE name = ${job.name}`,
      );
    }
  }

  function tick(): Promise<void> {
    ticking ??= runDue()
      .catch((err: unknown) => log.error({ err }, 'the scheduler could not run its jobs'))
      .finally(() => {
        ticking = null;
      });
    return ticking;
  }

  return {
    add(job) {
      jobs.push(job);
      known = false;
    },
    start() {
      if (timer || jobs.length === 0) return;
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
    },
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (ticking) await ticking;
    },
  };
}
