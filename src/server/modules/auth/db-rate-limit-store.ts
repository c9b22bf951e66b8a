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
const forgetAfterMs = 2 * 24 * 60 * 60 * 1000;

export function createDbRateLimitStore(db: Db) {
  /**
   * Counts one request (or `amount` things, such as a batch's analytics events) for `key` in its
   * fixed window; the count and the window's time left.
   */
  async function hit(
    key: string,
    windowMs: number,
    amount = 1,
  ): Promise<{ count: number; ttlMs: number }> {
    const now = Date.now();
    const windowStart = now - windowMs;
    const [row] = await queryRows<{ count: number; last_request: string | number }>(
      db,
      sql`INSERT INTO rate_limits (key, count, last_request) VALUES (${key}, ${amount}, ${now})
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.last_request <= ${windowStart} THEN ${amount} ELSE rate_limits.count + ${amount} END,
            last_request = CASE WHEN rate_limits.last_request <= ${windowStart} THEN ${now} ELSE rate_limits.last_request END
          RETURNING count, last_request`,
    );
    const started = Number(row!.last_request);
    // Housekeeping: about one hit in a thousand forgets the counters idle for longer than any
    // window or account lockout remembers (a day), so the table stays the size of its traffic.
    if (Math.random() < 0.001) {
      await db.execute(sql`DELETE FROM rate_limits WHERE last_request < ${now - forgetAfterMs}`);
    }
    return { count: Number(row!.count), ttlMs: Math.max(0, started + windowMs - now) };
  }

  return {
    hit,

    async consume(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
      const { count, ttlMs } = await hit(key, rule.window * 1000);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
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

    /** Forgets every counter whose key starts with `prefix`. */
    async resetPrefix(prefix: string): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limits WHERE left(key, ${prefix.length}) = ${prefix}`);
    },
  };
}

export type DbRateLimitStore = ReturnType<typeof createDbRateLimitStore>;

type RateLimitCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the same `rate_limits` table, so the route limits (orders,
 * contact, events) hold across every instance on one PostgreSQL server, as the sign-in limits do.
 * Each route counts under a key of its own (method and URL), as the plugin's own stores do.
 */
export function sharedRouteRateLimitStore(store: DbRateLimitStore) {
  return class SharedRouteRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, cb: RateLimitCallback, timeWindow: number) {
      store.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: { routeInfo: { method?: string; url?: string } }) {
      const { method = '', url = '' } = routeOptions.routeInfo;
      return new SharedRouteRateLimitStore(undefined, `route:${method}${url}:`);
    }
  };
}
