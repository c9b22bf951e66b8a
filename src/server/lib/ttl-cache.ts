/**
 * A small in-process cache of recent answers: each entry lives `ttlMs`, the oldest is dropped
 * past `maxEntries`, and concurrent misses for one key share a single computation.
 */
export function createTtlCache<T>(opts: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = compute();
      entries.delete(key);
      entries.set(key, { expires: now + opts.ttlMs, value });
      if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
      // A failed computation is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
