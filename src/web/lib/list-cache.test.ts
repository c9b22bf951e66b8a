import { describe, expect, it } from 'vitest';
import { mergeById, removeById, upsertById } from './list-cache.ts';

const a = { id: 1, bookId: 10, quantity: 1 };
const b = { id: 2, bookId: 20, quantity: 2 };

describe('cached list updates (docs/product.md §4 "Cart")', () => {
  it('appends a new item and replaces one with the same id', () => {
    expect(upsertById([a], b)).toEqual([a, b]);
    expect(upsertById([a, b], { ...a, quantity: 3 })).toEqual([{ ...a, quantity: 3 }, b]);
  });

  it('merges returned fields into the matching item only', () => {
    expect(mergeById([a, b], { id: 2, quantity: 5 })).toEqual([a, { ...b, quantity: 5 }]);
    expect(mergeById([a], { id: 9, quantity: 5 })).toEqual([a]);
  });

  it('filters the removed item out', () => {
    expect(removeById([a, b], 1)).toEqual([b]);
  });

  it('leaves a list that was never fetched alone', () => {
    expect(upsertById(undefined, a)).toBeUndefined();
    expect(mergeById(undefined, a)).toBeUndefined();
    expect(removeById(undefined, 1)).toBeUndefined();
  });
});
