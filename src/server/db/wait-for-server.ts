// A shop (or a restore) started beside its PostgreSQL server, as a compose stack starts both,
// waits for the server to accept connections instead of failing at once.
import type pg from 'pg';
import { isServerNotUpYet } from './pg-errors.ts';

/**
 * How long the shop, and a restore, started beside its database server wait for it to accept
 * connections (a compose stack starts both at once).
 */
export const DATABASE_WAIT_MS = 60_000;

/** host:port of a postgres:// URL, without its credentials. */
export function databaseHost(url: string | undefined): string {
  if (!url) return '';
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 5432}`;
}

/** The pool's first connection, retried each second while the server is not up yet. */
export async function firstConnection(
  pool: pg.Pool,
  waitMs: number,
  onWaiting: (() => void) | undefined,
): Promise<pg.PoolClient> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.connect();
    } catch (err) {
      if (!isServerNotUpYet(err) || Date.now() >= deadline) throw err;
      if (attempt === 1) onWaiting?.();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
