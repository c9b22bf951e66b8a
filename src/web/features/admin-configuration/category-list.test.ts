import { describe, expect, it } from 'vitest';
import { moveItem, newCategoryError, sameList } from './category-list.ts';

describe('the categories editor list', () => {
  it('moves a category one place, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('refuses empty, too long and duplicate names, whatever their case', () => {
    expect(newCategoryError(['Fiction'], 'Poetry')).toBeNull();
    expect(newCategoryError(['Fiction'], '   ')).toBe('Enter a category name');
    expect(newCategoryError(['Fiction'], 'x'.repeat(101))).toMatch(/at most 100/);
    expect(newCategoryError(['Fiction'], ' fiction ')).toBe(
      'There is already a category “Fiction”',
    );
  });

  it('tells an unchanged list from a reordered one', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
