import { describe, expect, it } from 'vitest';
import { isValidIsbn10, isValidIsbn13, toIsbn13 } from './isbn.ts';

describe('isbn', () => {
  it('accepts ISBN-13 with a correct check digit, with or without hyphens', () => {
    expect(isValidIsbn13('9780143029649')).toBe(true);
    expect(isValidIsbn13('978-0-14-302964-9')).toBe(true);
    expect(isValidIsbn13('9780143029640')).toBe(false);
    expect(isValidIsbn13('1234567890123')).toBe(false);
  });

  it('accepts ISBN-10 including an X check digit', () => {
    expect(isValidIsbn10('0-306-40615-2')).toBe(true);
    expect(isValidIsbn10('080442957X')).toBe(true);
    expect(isValidIsbn10('0306406153')).toBe(false);
  });

  it('converts ISBN-10 to ISBN-13 and rejects junk', () => {
    expect(toIsbn13('0-306-40615-2')).toBe('9780306406157');
    expect(toIsbn13('080442957x')).toBe('9780804429573');
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(toIsbn13('not an isbn')).toBeNull();
    expect(toIsbn13('')).toBeNull();
  });
});
