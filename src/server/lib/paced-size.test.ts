import { describe, expect, it } from 'vitest';
import { pacedSize } from './paced-size.ts';

describe('a paced size', () => {
  it('halves after a slow statement and doubles after a quick one, within its bounds', () => {
    const pace = pacedSize({ initial: 400, min: 50, max: 800, targetMs: 20 });
    pace.took(100);
    expect(pace.size).toBe(200);
    pace.took(30); // near the target: kept
    expect(pace.size).toBe(200);
    for (let i = 0; i < 5; i++) pace.took(200);
    expect(pace.size).toBe(50);
    for (let i = 0; i < 6; i++) pace.took(1);
    expect(pace.size).toBe(800);
  });

  it('starts within its bounds and stays put with no target', () => {
    expect(pacedSize({ initial: 5000, min: 50, max: 500, targetMs: 20 }).size).toBe(500);
    const fixed = pacedSize({ initial: 100, min: 10, max: 500, targetMs: 0 });
    fixed.took(1_000);
    fixed.took(0);
    expect(fixed.size).toBe(100);
  });
});
