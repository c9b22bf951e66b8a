import { describe, expect, it } from 'vitest';
import { bookId, matchPattern, pathOf, slug, slugOf } from './params.ts';

describe('path parameters', () => {
  it('reads a book id as a positive whole number of at most nine digits', () => {
    expect(bookId.parse('12')).toBe(12);
    expect(bookId.parse('00012')).toBe(12);
    expect(bookId.parse('999999999')).toBe(999999999);
    for (const text of ['0', '-1', '1.5', '1e3', 'abc', '', ' 1', '1234567890', undefined]) {
      expect(bookId.parse(text), String(text)).toBeNull();
    }
  });

  it('reads a slug as lower-case words joined by single hyphens', () => {
    expect(slug.parse('r-k-narayan')).toBe('r-k-narayan');
    for (const text of ['R-K', 'a--b', '-a', 'a-', 'a b', '..', 'x'.repeat(121), '']) {
      expect(slug.parse(text), text).toBeNull();
    }
  });

  it("makes a name's slug from its Latin letters, without accents", () => {
    expect(slugOf('R. K. Narayan')).toBe('r-k-narayan');
    expect(slugOf('Gabriel García Márquez')).toBe('gabriel-garcia-marquez');
    expect(slugOf('  Terry Pratchett, Neil Gaiman ')).toBe('terry-pratchett-neil-gaiman');
    expect(slugOf('प्रेमचंद')).toBe('');
    expect(slug.parse(slugOf('Ngũgĩ wa Thiong’o'))).toBe('ngugi-wa-thiong-o');
  });

  it('fills and matches a path pattern', () => {
    expect(pathOf('/books/:id', { id: 7 })).toBe('/books/7');
    expect(pathOf('/orders/:id', { id: 'PSK 1/2' })).toBe('/orders/PSK%201%2F2');
    expect(() => pathOf('/books/:id')).toThrow('/books/:id needs its parameter id');
    expect(matchPattern('/books/:id', '/books/7')).toEqual({ id: '7' });
    expect(matchPattern('/books/:id', '/books/7/')).toEqual({ id: '7' });
    expect(matchPattern('/books/:id', '/books/a%20b')).toEqual({ id: 'a b' });
    expect(matchPattern('/books/:id', '/books/%E0%A4')).toEqual({ id: '%E0%A4' });
    expect(matchPattern('/books/:id', '/books/')).toBeUndefined();
    expect(matchPattern('/books/:id', '/books/7/x')).toBeUndefined();
    expect(matchPattern('/', '/')).toEqual({});
  });
});
