import { describe, expect, it } from 'vitest';
import { niceTicks } from './svg-chart.tsx';

describe('niceTicks', () => {
  it('steps in round numbers up to at least the highest value', () => {
    expect(niceTicks(1250.75)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('keeps counts whole', () => {
    expect(niceTicks(1, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(2, { integer: true })).toEqual([0, 1, 2]);
  });
});
