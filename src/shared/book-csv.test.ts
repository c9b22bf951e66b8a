import { describe, expect, it } from 'vitest';
import { matchBookCsvHeader, parseBookCsvRecord, type BookCsvRecord } from './book-csv.ts';

const good: BookCsvRecord = {
  id: '',
  isbn: '0-14-303964-4',
  title: 'The Guide',
  author: 'R. K. Narayan',
  description: '',
  mrp: '₹1,299.00',
  msp: '',
  sellingPrice: '999.5',
  category: 'Fiction | Classics',
  collection: '',
  isPremium: 'yes',
  stockQuantity: '10',
  lowStockThreshold: '',
  language: '',
  publishedYear: '1958',
  imageUrl: '',
  videoUrl: '',
};

describe('parseBookCsvRecord', () => {
  it('reads prices with rupee signs and separators, lists, flags and converts ISBN-10', () => {
    const parsed = parseBookCsvRecord(good);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.id).toBeNull();
    expect(parsed.values).toMatchObject({
      isbn: '9780143039648',
      mrp: 1299,
      msp: null,
      sellingPrice: 999.5,
      category: ['Fiction', 'Classics'],
      isPremium: true,
      lowStockThreshold: undefined,
      language: 'English',
      publishedYear: 1958,
    });
  });

  it('names the column and keeps the cell for each error', () => {
    const parsed = parseBookCsvRecord({
      ...good,
      id: 'abc',
      isbn: '978-0-14-303964-9',
      mrp: '-5',
      stockQuantity: 'ten',
      isPremium: 'maybe',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: 'id', value: 'abc' }),
        expect.objectContaining({ column: 'isbn', value: '978-0-14-303964-9' }),
        { column: 'mrp', message: 'MRP cannot be negative', value: '-5' },
        { column: 'stockQuantity', message: 'Stock must be a whole number', value: 'ten' },
        { column: 'isPremium', message: 'Premium must be yes or no', value: 'maybe' },
      ]),
    );
  });

  it('undoes the export’s formula guard on text cells', () => {
    const parsed = parseBookCsvRecord({ ...good, title: "'=Equals" });
    expect(parsed.ok && parsed.values.title).toBe('=Equals');
  });
});

describe('matchBookCsvHeader', () => {
  it('lists missing and unknown columns, ignoring case and spaces', () => {
    const result = matchBookCsvHeader(['Title', 'Author', 'selling price', 'Price', '']);
    expect(result.columns).toEqual(['title', 'author', 'sellingPrice', null, null]);
    expect(result.unknown).toEqual(['Price']);
    expect(result.missing).toContain('isbn');
    expect(result.missing).not.toContain('id');
    expect(result.missing).not.toContain('title');
  });
});
