import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from '@shared/catalog-queries.ts';
import { paths } from '@web/config/paths.ts';
import {
  clearFilters,
  countFilters,
  formatBookCount,
  listingHeading,
  priceBandRange,
  priceFilterLabel,
  selectedPriceBand,
  shownSort,
  sortOptions,
  updateCatalogQuery,
  withSort,
} from './catalog-query.ts';

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

const bands = [
  { key: 'under-200', label: 'Under ₹200', min: 0, max: 200 },
  { key: '200-499', label: '₹200 – ₹499', min: 200, max: 500 },
  { key: '1000-plus', label: '₹1,000 and above', min: 1000, max: null },
];

describe('parseCatalogQuery', () => {
  it('reads every filter, the sort and the page from the address', () => {
    expect(
      parse(
        'search=%20ruskin%20bond%20&category=Fiction&collection=Staff+Picks&minPrice=200&maxPrice=499.99&minRating=4&inStock=1&premium=true&sort=price-asc&page=3',
      ),
    ).toEqual({
      search: 'ruskin bond',
      category: 'Fiction',
      collection: 'Staff Picks',
      minPrice: 200,
      maxPrice: 499.99,
      minRating: 4,
      inStock: true,
      premium: true,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      parse(
        'search=%20%20&sort=cheapest&page=0&minRating=6&minPrice=-5&maxPrice=abc&inStock=yes&category=',
      ),
    ).toEqual({});
    expect(parse('page=2.5&minRating=3.5')).toEqual({});
    expect(parse(`search=${'a'.repeat(201)}`)).toEqual({});
  });

  it('leaves out page 1 and a maximum below the minimum', () => {
    expect(parse('page=1&minPrice=500&maxPrice=200')).toEqual({ minPrice: 500 });
  });

  it('round-trips through paths: one query, one address', () => {
    const query = parse('sort=newest&inStock=1&category=Children%27s+Books&page=2&search=gita');
    const url = paths.collections(query);
    expect(url).toBe(
      "/collections?search=gita&category=Children's%20Books&inStock=1&sort=newest&page=2",
    );
    expect(parse(url.split('?')[1] ?? '')).toEqual(query);
  });
});

describe('updateCatalogQuery', () => {
  it('goes back to page 1 when a filter or the sort changes', () => {
    const query = { category: 'Fiction', page: 4 };
    expect(updateCatalogQuery(query, { inStock: true })).toEqual({
      category: 'Fiction',
      inStock: true,
    });
    expect(withSort(query, 'price-desc')).toEqual({ category: 'Fiction', sort: 'price-desc' });
  });

  it('keeps the filters when only the page changes', () => {
    expect(updateCatalogQuery({ category: 'Fiction', page: 4 }, { page: 5 })).toEqual({
      category: 'Fiction',
      page: 5,
    });
    expect(updateCatalogQuery({ category: 'Fiction', page: 4 }, { page: 1 })).toEqual({
      category: 'Fiction',
    });
  });

  it('removes a filter set to undefined or false', () => {
    expect(updateCatalogQuery({ category: 'Fiction', premium: true }, { premium: false })).toEqual({
      category: 'Fiction',
    });
  });
});

describe('sorting', () => {
  it('offers relevance only for a search, and leaves the default sort out of the address', () => {
    expect(sortOptions({})).not.toContain('relevance');
    expect(sortOptions({ search: 'gita' })[0]).toBe('relevance');
    expect(shownSort({})).toBe('bestselling');
    expect(shownSort({ sort: 'relevance' })).toBe('bestselling');
    expect(shownSort({ search: 'gita' })).toBe('relevance');
    expect(withSort({ search: 'gita', sort: 'newest' }, 'relevance')).toEqual({ search: 'gita' });
    expect(withSort({}, 'bestselling')).toEqual({});
  });
});

describe('price bands', () => {
  it('turns a band into an inclusive price filter and recognises it again', () => {
    expect(priceBandRange(bands[0]!)).toEqual({ minPrice: undefined, maxPrice: 199.99 });
    expect(priceBandRange(bands[1]!)).toEqual({ minPrice: 200, maxPrice: 499.99 });
    expect(priceBandRange(bands[2]!)).toEqual({ minPrice: 1000, maxPrice: undefined });
    expect(selectedPriceBand({ minPrice: 200, maxPrice: 499.99 }, bands)?.key).toBe('200-499');
    expect(selectedPriceBand({ minPrice: 200, maxPrice: 300 }, bands)).toBeUndefined();
    expect(selectedPriceBand({}, bands)).toBeUndefined();
  });

  it('names a price range that is not a band', () => {
    expect(priceFilterLabel({ minPrice: 150, maxPrice: 350 })).toBe('₹150 – ₹350');
    expect(priceFilterLabel({ maxPrice: 99.99 })).toBe('Up to ₹99');
    expect(priceFilterLabel({ minPrice: 2500 })).toBe('₹2,500 and above');
    expect(priceFilterLabel({})).toBeUndefined();
  });
});

describe('filters', () => {
  it('counts a price range once and ignores search, sort and page', () => {
    expect(countFilters({ search: 'x', sort: 'newest', page: 2 })).toBe(0);
    expect(
      countFilters({ minPrice: 200, maxPrice: 499.99, category: 'Fiction', inStock: true }),
    ).toBe(3);
  });

  it('clears the filters but keeps the search and the sort', () => {
    expect(
      clearFilters({ search: 'x', sort: 'newest', category: 'Fiction', premium: true, page: 3 }),
    ).toEqual({ search: 'x', sort: 'newest' });
  });
});

describe('headings and counts', () => {
  it('names the listing by its search, category or collection', () => {
    expect(listingHeading({ search: 'x', category: 'Fiction' }, false)).toBe('Search results');
    expect(listingHeading({ category: 'Fiction' }, true)).toBe('Fiction');
    expect(listingHeading({ collection: 'Staff Picks' }, false)).toBe('Staff Picks');
    expect(listingHeading({}, true)).toBe('All books');
    expect(listingHeading({ sort: 'newest' }, false)).toBe('Collections');
  });

  it('counts books with Indian digit grouping', () => {
    expect(formatBookCount(1)).toBe('1 book');
    expect(formatBookCount(0)).toBe('0 books');
    expect(formatBookCount(1234)).toBe('1,234 books');
    expect(formatBookCount(123456)).toBe('1,23,456 books');
  });
});
