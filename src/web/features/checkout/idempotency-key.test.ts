import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './idempotency-key.ts';

describe('checkout idempotency keys', () => {
  it('makes keys the server accepts (8–100 characters), different every time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(100);
    expect(a).not.toBe(b);
  });

  it('reuses the key for a retry of the same choices and starts afresh for new ones', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-000${++n}`);
    const first = keys.keyFor('1|standard|cod');
    expect(keys.keyFor('1|standard|cod')).toBe(first);
    const express = keys.keyFor('1|express|cod');
    expect(express).not.toBe(first);
    expect(keys.keyFor('1|standard|cod')).not.toBe(first);
    keys.reset();
    expect(keys.keyFor('1|standard|cod')).toBe('key-0004');
  });
});
