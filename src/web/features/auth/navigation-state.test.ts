import { describe, expect, it } from 'vitest';
import { readCodeSent, readReturnAddress } from './navigation-state.ts';

describe('readReturnAddress', () => {
  it('returns the page the user came from', () => {
    expect(readReturnAddress({ from: '/books/4?tab=reviews' })).toBe('/books/4?tab=reviews');
  });

  it('falls back to home for missing, foreign or malformed addresses', () => {
    expect(readReturnAddress(null)).toBe('/');
    expect(readReturnAddress(undefined)).toBe('/');
    expect(readReturnAddress({ from: 42 })).toBe('/');
    expect(readReturnAddress({ from: 'https://evil.example' })).toBe('/');
    expect(readReturnAddress({ from: '//evil.example' })).toBe('/');
  });
});

describe('readCodeSent', () => {
  it('is true only when the state says so', () => {
    expect(readCodeSent({ codeSent: true })).toBe(true);
    expect(readCodeSent({ codeSent: 'yes' })).toBe(false);
    expect(readCodeSent(null)).toBe(false);
  });
});
