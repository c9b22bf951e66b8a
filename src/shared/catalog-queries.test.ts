import { describe, expect, it } from 'vitest';
import {
  booksApiUrl,
  homeRails,
  listingQueries,
  listingShowsCollections,
  parseCatalogQuery,
  sortedRailQuery,
} from './catalog-queries.ts';

const listingOf = (search: string) =>
  listingQueries(parseCatalogQuery(new URLSearchParams(search)));

describe('the catalogue reads of a page, as client and server both spell them', () => {
  it('reads a listing with its facets, and without the category for the other counts', () => {
    const { books, otherCategories } = listingOf('category=Fiction&inStock=1&sort=newest&page=2');
    expect(booksApiUrl(books)).toBe(
      '/api/books?category=Fiction&inStock=1&sort=newest&page=2&pageSize=24&facets=1&editions=work',
    );
    expect(booksApiUrl(otherCategories)).toBe(
      '/api/books?inStock=1&pageSize=1&facets=1&editions=work',
    );
  });

  it('spells a query the same way whatever order the address had it in', () => {
    expect(booksApiUrl(listingOf('sort=newest&category=Fiction').books)).toBe(
      booksApiUrl(listingOf('category=Fiction&sort=newest').books),
    );
  });

  it('shows the collection links only on a plain /collections listing', () => {
    expect(listingShowsCollections({}, false)).toBe(true);
    expect(listingShowsCollections({}, true)).toBe(false);
    expect(listingShowsCollections({ category: 'Fiction' }, false)).toBe(false);
    expect(listingShowsCollections({ search: 'gita' }, false)).toBe(false);
  });

  it("reads the home page's rails without facets", () => {
    expect(homeRails.map((rail) => booksApiUrl(sortedRailQuery(rail)))).toEqual([
      '/api/books?sort=newest&pageSize=12&facets=0&editions=work',
      '/api/books?sold=1&sort=bestselling&pageSize=12&facets=0&editions=work',
      '/api/books?minRating=4&sort=rating&pageSize=12&facets=0&editions=work',
    ]);
  });
});
