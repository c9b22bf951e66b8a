import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Cache invalidation across server instances. Each instance keeps short-lived caches (listings,
 * site config); a change made through one instance must reach the others at once, not when
 * their copies expire. On PostgreSQL the instance that made the change sends a NOTIFY with the
 * topic, and every instance LISTENs on a connection of its own and drops its copies. PGlite
 * serves one process, which drops its own caches: there is nobody else to tell.
 */
export type CacheTopic = 'catalog' | 'site-config';

const channel = 'pustak_cache_invalidation';
const instance = randomUUID();
const handlers = new Map<CacheTopic, Set<() => void>>();
let send: ((payload: string) => Promise<unknown>) | null = null;

/** Runs `drop` whenever another instance changes what a `topic` cache holds. */
export function onCacheInvalidation(topic: CacheTopic, drop: () => void): void {
  const set = handlers.get(topic) ?? new Set();
  set.add(drop);
  handlers.set(topic, set);
}

const localHandlers = new Map<CacheTopic, Set<() => void>>();

/**
 * Runs `drop` whenever `topic` changes, through this instance or another: for a cache built on
 * top of the topic's own caches (the rendered pages), which has no clearing call of its own.
 */
export function onCacheChange(topic: CacheTopic, drop: () => void): void {
  onCacheInvalidation(topic, drop);
  const set = localHandlers.get(topic) ?? new Set();
  set.add(drop);
  localHandlers.set(topic, set);
}

/** Tells the other instances (if any listen) that `topic` changed. Never throws. */
export function announceInvalidation(topic: CacheTopic): void {
  for (const drop of localHandlers.get(topic) ?? []) drop();
  send?.(JSON.stringify({ topic, from: instance })).catch(() => {
    // The listener's own reconnect drops every cache; a lost notice costs at most a TTL.
  });
}

function dropAll() {
  for (const set of handlers.values()) for (const drop of set) drop();
}

interface Logger {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Listens for other instances' notices on a dedicated connection to `databaseUrl`, reconnecting
 * (and dropping every cache, since notices may have been missed) when the connection is lost.
 * Returns a function that stops listening.
 */
export async function shareCacheInvalidations(
  databaseUrl: string,
  log: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectSoon = (err?: unknown) => {
    if (stopped) return;
    log.warn({ err }, 'cache invalidation connection lost; reconnecting');
    retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => {
      try {
        const { topic, from } = JSON.parse(msg.payload ?? '') as {
          topic: CacheTopic;
          from: string;
        };
        if (from === instance) return;
        for (const drop of handlers.get(topic) ?? []) drop();
      } catch {
        dropAll();
      }
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      send = null;
      reconnectSoon(err);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
    send = (payload) => c.query('SELECT pg_notify($1, $2)', [channel, payload]);
    dropAll();
  };

  await connect();
  log.info('sharing cache invalidations with other instances (LISTEN/NOTIFY)');
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    send = null;
    await c?.end().catch(() => {});
  };
}
