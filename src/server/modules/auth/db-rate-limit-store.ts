import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window frees up, when refused. */
  retryAfter: number | null;
}

/**
 * Fixed-window counters in the `rate_limits` table, so a limit holds across every server
 * instance on the same database. Counting and checking is one statement, so concurrent requests
 * cannot all pass a stale read.
 */
export function createDbRateLimitStore(db: Db) {
  return {
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
      const now = Date.now();
      const windowStart = now - rule.window * 1000;
      const [row] = await queryRows<{ count: number; last_request: string | number }>(
        db,
        sql`INSERT INTO rate_limits (key, count, last_request) VALUES (${key}, 1, ${now})
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN rate_limits.last_request <= ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
              last_request = CASE WHEN rate_limits.last_request <= ${windowStart} THEN ${now} ELSE rate_limits.last_request END
            RETURNING count, last_request`,
      );
      const count = Number(row!.count);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const started = Number(row!.last_request);
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)),
      };
    },

    /** Counts one more failure for `key` (e.g. a wrong password for an account). */
    async recordFailure(key: string): Promise<number> {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`INSERT INTO rate_limits (key, count, last_request) VALUES (${key}, 1, ${Date.now()})
            ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1, last_request = ${Date.now()}
            RETURNING count`,
      );
      return Number(row!.count);
    },

    /** Failures recorded for `key`, and when the last one happened (epoch ms). */
    async failures(key: string): Promise<{ count: number; lastAt: number }> {
      const [row] = await queryRows<{ count: number; last_request: string | number }>(
        db,
        sql`SELECT count, last_request FROM rate_limits WHERE key = ${key}`,
      );
      return row
        ? { count: Number(row.count), lastAt: Number(row.last_request) }
        : { count: 0, lastAt: 0 };
    },

    async reset(key: string): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
  };
}

export type DbRateLimitStore = ReturnType<typeof createDbRateLimitStore>;
