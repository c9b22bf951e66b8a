import { describe, expect, it } from 'vitest';
import { isEmpty, shorten } from './text.ts';

describe('shorten', () => {
  it('appends three dots only when the text is longer than the limit', () => {
    expect(shorten('The Guide', 20)).toBe('The Guide');
    expect(shorten('The Guide', 9)).toBe('The Guide');
    expect(shorten('The God of Small Things', 10)).toBe('The God of...');
  });
});

describe('isEmpty', () => {
  it('treats the spec list of values as empty', () => {
    for (const value of [null, undefined, false, 0, '', Number.NaN, [], {}]) {
      expect(isEmpty(value), String(value)).toBe(true);
    }
  });

  it('treats anything else as not empty', () => {
    for (const value of [true, 1, -1, ' ', 'a', [0], { a: undefined }, new Date(0)]) {
      expect(isEmpty(value), String(value)).toBe(false);
    }
  });
});
