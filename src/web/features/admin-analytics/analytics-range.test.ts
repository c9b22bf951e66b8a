import { describe, expect, it } from 'vitest';
import { customRangeError, rangeFromParams, rangeToParams, shopToday } from './analytics-range.ts';

const today = '2025-03-31';
const parse = (q: string) => rangeFromParams(new URLSearchParams(q), today);

describe('the analytics range in the address', () => {
  it('opens on the last 30 days and offers 7 and 90', () => {
    expect(parse('')).toEqual({ kind: 'preset', days: 30, from: '2025-03-02', to: today });
    expect(parse('days=7')).toEqual({ kind: 'preset', days: 7, from: '2025-03-25', to: today });
    expect(parse('days=90').from).toBe('2025-01-01');
    expect(parse('days=12')).toEqual(parse(''));
  });

  it('reads a custom range and ignores one the server would refuse', () => {
    expect(parse('from=2025-01-01&to=2025-01-31')).toEqual({
      kind: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(parse('from=2025-02-01&to=2025-01-31').kind).toBe('preset');
    expect(parse('from=2023-01-01&to=2025-01-31').kind).toBe('preset');
    expect(parse('from=2025-02-30&to=2025-03-01').kind).toBe('preset');
  });

  it('writes the default range as no parameters', () => {
    expect(rangeToParams(parse(''))).toEqual({});
    expect(rangeToParams(parse('days=7'))).toEqual({ days: '7' });
    expect(rangeToParams(parse('from=2025-01-01&to=2025-01-31'))).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });

  it('explains a custom range it cannot show', () => {
    expect(customRangeError('2025-01-01', '2025-01-31')).toBeNull();
    expect(customRangeError('', '2025-01-31')).toBe('Choose both dates');
    expect(customRangeError('2025-02-01', '2025-01-31')).toMatch(/after/);
    expect(customRangeError('2024-01-01', '2025-01-31')).toMatch(/366/);
  });

  it('counts days in India Standard Time', () => {
    // 20:00 UTC on 31 March is already 1 April in India.
    expect(shopToday(new Date('2025-03-31T20:00:00Z'))).toBe('2025-04-01');
  });
});
