import { describe, expect, it } from 'vitest';
import { searchEventFor } from './search-tracking.ts';

describe('searchEventFor', () => {
  it('sends a search once its results are in, with their count', () => {
    expect(searchEventFor('bond', { total: 0, isPlaceholder: false }, undefined)).toEqual({
      search_string: 'bond',
      result_count: 0,
    });
    expect(searchEventFor('bond', { total: 12, isPlaceholder: false }, 'tagore')).toEqual({
      search_string: 'bond',
      result_count: 12,
    });
  });

  it('waits for the answer and sends each search only once', () => {
    expect(searchEventFor('bond', undefined, undefined)).toBeNull();
    expect(searchEventFor('bond', { total: 3, isPlaceholder: true }, undefined)).toBeNull();
    expect(searchEventFor('bond', { total: 3, isPlaceholder: false }, 'bond')).toBeNull();
    expect(searchEventFor(undefined, { total: 3, isPlaceholder: false }, undefined)).toBeNull();
  });
});
