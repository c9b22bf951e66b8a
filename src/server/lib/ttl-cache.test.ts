import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('answers from the cache until the entry expires, sharing concurrent misses', async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
      let calls = 0;
      const compute = async () => ++calls;
      expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
      vi.advanceTimersByTime(999);
      expect(await cache.get('a', compute)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await cache.get('a', compute)).toBe(2);
      cache.clear();
      expect(await cache.get('a', compute)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the oldest entry past the limit and forgets failures', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow();
    expect(await cache.get('x', async () => 'x2')).toBe('x2');
  });
});
