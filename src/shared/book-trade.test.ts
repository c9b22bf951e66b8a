import { describe, expect, it } from 'vitest';
import { formatLabel, roleOf } from './book-trade.ts';

describe('the book trade code lists', () => {
  it('names formats, their families, and nothing for none', () => {
    expect(formatLabel('BB')).toBe('Hardback');
    expect(formatLabel('BP')).toBe('Book');
    expect(formatLabel('DA')).toBe('Other format');
    expect(formatLabel(null)).toBeNull();
  });

  it('names roles, and any other code as a contributor', () => {
    expect(roleOf('B06').by).toBe('Translated by');
    expect(roleOf('X42').label).toBe('Contributor');
  });
});
