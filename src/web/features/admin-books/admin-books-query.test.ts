import { describe, expect, it } from 'vitest';
import {
  columnSortState,
  defaultTableQuery,
  nextSort,
  parseTableQuery,
  tableQueryParams,
  toApiQuery,
} from './admin-books-query.ts';

describe('books table address', () => {
  it('reads a shared link and spells it back the same way', () => {
    const params = new URLSearchParams('search=guide&stock=low&premium=0&sort=price-desc&page=3');
    const query = parseTableQuery(params);
    expect(query).toEqual({
      ...defaultTableQuery,
      search: 'guide',
      stock: 'low',
      premium: '0',
      sort: 'price-desc',
      page: 3,
    });
    expect(tableQueryParams(query).toString()).toBe(
      'search=guide&stock=low&premium=0&sort=price-desc&page=3',
    );
  });

  it('drops values the API would refuse instead of failing the page', () => {
    const query = parseTableQuery(new URLSearchParams('sort=cheapest&page=0&stock=some'));
    expect(query).toEqual(defaultTableQuery);
    expect(tableQueryParams(query).toString()).toBe('');
  });

  it('asks the API for one page of 20 with only what is set', () => {
    expect(toApiQuery({ ...defaultTableQuery, archived: 'all' })).toEqual({
      search: undefined,
      category: undefined,
      collection: undefined,
      stock: undefined,
      premium: undefined,
      archived: 'all',
      sort: undefined,
      page: 1,
      pageSize: 20,
    });
  });
});

describe('sortable column headers', () => {
  it('sorts by a column first, then flips its direction', () => {
    expect(nextSort('price', 'newest')).toBe('price-asc');
    expect(nextSort('price', 'price-asc')).toBe('price-desc');
    expect(nextSort('price', 'price-desc')).toBe('price-asc');
    expect(nextSort('added', 'newest')).toBe('oldest');
  });

  it('tells assistive technology which column sorts and which way', () => {
    expect(columnSortState('title', 'title')).toBe('ascending');
    expect(columnSortState('title', 'title-desc')).toBe('descending');
    expect(columnSortState('stock', 'title')).toBeUndefined();
  });
});
