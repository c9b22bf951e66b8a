// The catalogue's short-lived answers, kept per instance and cleared on every instance when
// staff change the catalogue.
import { announceInvalidation, onCacheInvalidation } from './cache-invalidation.ts';
import type { Db } from './client.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

/**
 * Listings, suggestions and rails change only when staff edit the catalogue or stock moves, so
 * each instance keeps recent answers for a short while: a shopper may see a stock count up to
 * this old in a listing or a book page's related books (the book itself on its page, the cart
 * and checkout always read fresh).
 */
let listingCaches = new WeakMap<Db, ReturnType<typeof createTtlCache<unknown>>>();

function listingCache(db: Db) {
  // Reads come through the replica handle and staff changes through the primary: one cache for
  // both, keyed by the primary, so an invalidation after a change reaches the cached listings.
  const key = (db as Db & { $primary?: Db }).$primary ?? db;
  let cache = listingCaches.get(key);
  if (!cache) {
    cache = createTtlCache<unknown>({ ttlMs: 30_000, maxEntries: 2000 });
    listingCaches.set(key, cache);
  }
  return cache;
}

/** Forget cached listings at once (after staff change the catalogue), here and elsewhere. */
export function invalidateCatalogCache(db: Db) {
  listingCache(db).clear();

  announceInvalidation('catalog');
}

onCacheInvalidation('catalog', () => {
  listingCaches = new WeakMap();
});

/** A catalogue read kept with the listings: cleared with them when staff change a book. */
export function cachedCatalogRead<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  return listingCache(db).get(key, compute) as Promise<T>;
}
