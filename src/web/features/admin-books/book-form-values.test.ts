import { describe, expect, it } from 'vitest';
import { adminBookSchema } from '@shared/schemas/admin-books.ts';
import { discountOf, newBookDefaults, numberOrEmpty } from './book-form-values.ts';

describe('book form values', () => {
  it('works the discount out as the storefront will show it', () => {
    expect(discountOf(399, 299.5)).toBe(25);
    expect(discountOf(200, 200)).toBe(0);
    expect(discountOf(3, 2)).toBe(33);
    expect(discountOf(100, 100.5)).toBeNull();
    expect(discountOf(undefined, 50)).toBeNull();
    expect(discountOf(Number.NaN, 50)).toBeNull();
  });

  it('reads an empty number field as empty, not as zero', () => {
    expect(numberOrEmpty(null)('')).toBeNull();
    expect(numberOrEmpty(undefined)('')).toBeUndefined();
    expect(numberOrEmpty(null)('12.5')).toBe(12.5);
  });

  it('asks a new book for what it lacks, one message per field', () => {
    const result = adminBookSchema.safeParse({ ...newBookDefaults, isbn: '978-0-00-000000-1' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(fields).toMatchObject({
      title: 'Title is required',
      author: 'Author is required',
      category: 'Choose at least one category',
      isbn: 'Enter a valid ISBN-13 (or an ISBN-10, which is converted)',
      mrp: 'MRP must be a number',
      sellingPrice: 'Selling price must be a number',
    });
  });
});
