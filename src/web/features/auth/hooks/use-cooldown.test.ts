import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-cooldown.ts';

describe('secondsLeft', () => {
  it('counts whole seconds up, and stops at zero', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 100)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(0, 5_000)).toBe(0);
  });
});
