import { announceInvalidation, onCacheInvalidation } from '../../db/cache-invalidation.ts';
import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/**
 * Every page load asks for /config, and it changes only when staff save the site config or the
 * settings, which clear this at once. The short life bounds how long another instance (which
 * cannot hear this one's clearing) may show the old header text or payment switches.
 */
let storedCaches = new WeakMap<Db, ReturnType<typeof createTtlCache<unknown>>>();
const storedTtlMs = 5_000;

/** Forget the cached site config and settings (after staff save either). */
export function invalidateSiteConfigCache() {
  // Every database in this process: a save may come through a transaction, not the root handle.
  storedCaches = new WeakMap();
  announceInvalidation('site-config');
}

onCacheInvalidation('site-config', () => {
  storedCaches = new WeakMap();
});

/** The stored site config and settings of `db`, from the cache while it is fresh. */
export function cachedSiteConfig<T>(db: Db, load: () => Promise<T>): Promise<T> {
  let cache = storedCaches.get(db);
  if (!cache) {
    cache = createTtlCache<unknown>({ ttlMs: storedTtlMs, maxEntries: 1 });
    storedCaches.set(db, cache);
  }
  return cache.get('stored', load) as Promise<T>;
}
