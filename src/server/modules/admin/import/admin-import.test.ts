import { beforeAll, describe, expect, it } from 'vitest';
import { bookCsvColumns } from '@shared/schemas/admin-import.ts';
import { configureCategories, setUpAdminSuite } from '../admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  csvRow,
  preview,
  toCsv,
  upload,
} from './admin-import.test-helpers.ts';

const ctx = setUpAdminSuite(createImportTestContext);
const { call } = ctx;

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Poetry', 'History']);
});

describe('CSV template', () => {
  it('has every import column and an example row that imports cleanly', async () => {
    const res = await call('GET', '/api/admin/books/template.csv', ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(',')).toEqual([...bookCsvColumns]);
    expect(lines[1]).toContain('Fiction');

    const summary = await preview(ctx, res.body);
    expect(summary.counts).toEqual({
      rows: 1,
      valid: 1,
      invalid: 0,
      toCreate: 1,
      toUpdate: 0,
      duplicates: 0,
    });
    expect(summary.errors).toEqual([]);
  });
});

describe('previewing a file', () => {
  it('counts a good file and writes nothing yet', async () => {
    const summary = await preview(ctx, toCsv([csvRow(1), csvRow(2), csvRow(3)]));
    expect(summary).toMatchObject({
      status: 'previewed',
      fileName: 'books.csv',
      counts: { rows: 3, valid: 3, invalid: 0, toCreate: 3, toUpdate: 0 },
      errors: [],
      errorCount: 0,
      result: null,
    });
    const books = await call('GET', '/api/admin/books?search=Imported', ctx.owner);
    expect(books.json().total).toBe(0);

    const again = await call('GET', `/api/admin/imports/${summary.id}`, ctx.owner);
    expect(again.json()).toEqual(summary);
  });

  it('refuses a header with missing or unknown columns, naming them', async () => {
    const columns = bookCsvColumns.filter((c) => c !== 'sellingPrice' && c !== 'mrp');
    const res = await upload(ctx, toCsv([csvRow(1)], [...columns, 'Cost', 'Rating']));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('BAD_HEADER');
    expect(error.message).toContain('missing columns: mrp, sellingPrice');
    expect(error.message).toContain('unknown columns: Cost, Rating');
    expect(error.fields.file).toBe(error.message);
  });

  it('reads headers regardless of case and column order', async () => {
    const columns = [...bookCsvColumns].reverse().map((c) => c.toUpperCase());
    const csv =
      toCsv([], columns) +
      toCsv([csvRow(9)], [...bookCsvColumns].reverse()).split('\r\n')[1] +
      '\r\n';
    const summary = await preview(ctx, csv);
    expect(summary.counts.valid).toBe(1);
  });

  it('lists every bad cell by spreadsheet row and column', async () => {
    const csv = toCsv([
      csvRow(1),
      csvRow(2, { isbn: '978-0-14-303964-9' }),
      csvRow(3, { mrp: '-10', sellingPrice: '-20' }),
      csvRow(4, { category: 'Fiction|Cookery' }),
      csvRow(5, { sellingPrice: '900' }),
      csvRow(6, { title: '', stockQuantity: '2.5' }),
      csvRow(7, { isbn: csvRow(1).isbn }),
      csvRow(8, { id: '999999' }),
    ]);
    const summary = await preview(ctx, csv);
    expect(summary.counts).toEqual({
      rows: 8,
      valid: 1,
      invalid: 7,
      toCreate: 1,
      toUpdate: 0,
      duplicates: 0,
    });
    const errors = summary.errors.map(({ row, column }) => `${row}:${column}`);
    expect(errors).toEqual([
      '3:isbn',
      '4:mrp',
      '4:sellingPrice',
      '5:category',
      '6:sellingPrice',
      '7:title',
      '7:stockQuantity',
      '8:isbn',
      '9:id',
    ]);
    const byCell = Object.fromEntries(summary.errors.map((e) => [`${e.row}:${e.column}`, e]));
    expect(byCell['3:isbn']).toMatchObject({
      message: expect.stringContaining('valid ISBN-13'),
      value: '978-0-14-303964-9',
    });
    expect(byCell['4:mrp']).toMatchObject({ message: 'MRP cannot be negative', value: '-10' });
    expect(byCell['5:category']!.message).toContain(
      '“Cookery” is not one of the shop’s categories',
    );
    expect(byCell['6:sellingPrice']!.message).toBe('Selling price cannot be more than the MRP');
    expect(byCell['8:isbn']!.message).toBe('The same ISBN is also on row 2');
    expect(byCell['9:id']!.message).toContain('There is no book with id 999999');
    expect(summary.errorCount).toBe(9);

    const report = await call('GET', `/api/admin/imports/${summary.id}/errors.csv`, ctx.owner);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Row,Column,Problem,Value in the file');
    expect(lines).toHaveLength(10);
    expect(lines[2]).toBe("4,mrp,MRP cannot be negative,'-10");
  });

  it('skips blank rows but keeps spreadsheet row numbers, and flags extra cells', async () => {
    const csv =
      toCsv([csvRow(1)]) + ',,,,\r\n\r\n' + toCsv([csvRow(2)]).split('\r\n')[1] + ',surplus\r\n';
    const summary = await preview(ctx, csv);
    expect(summary.counts).toMatchObject({ rows: 2, valid: 1, invalid: 1 });
    expect(summary.errors).toEqual([
      {
        row: 5,
        column: 'row',
        message:
          'This row has more cells than the header: a separator inside a title or name is probably not in quotes',
        value: '',
        problem: 'extraCells',
      },
    ]);
  });

  it('explains files that are empty, broken, not CSV or too large', async () => {
    const message = async (content: string | Buffer, name?: string) => {
      const res = await upload(ctx, content, name);
      return { status: res.statusCode, ...res.json().error };
    };
    expect(await message('')).toMatchObject({
      status: 400,
      message: expect.stringContaining('empty'),
    });
    expect(await message(toCsv([]))).toMatchObject({
      status: 400,
      message: expect.stringContaining('no books'),
    });
    expect(await message(`${toCsv([csvRow(1)])}"unclosed,quote\r\n`)).toMatchObject({
      status: 400,
      message: expect.stringContaining('not valid CSV'),
    });
    expect(await message('PK\u0003\u0004 binary', 'books.xlsx')).toMatchObject({
      status: 400,
      message: expect.stringContaining('Save it as “CSV UTF-8”'),
    });
    const many = toCsv([]) + 'x\r\n'.repeat(50_001);
    expect(await message(many)).toMatchObject({
      status: 400,
      message: expect.stringContaining('more than 50,000 rows'),
    });
    // Few but long rows: over the limit without thousands of rows to check first.
    const long = toCsv([csvRow(1, { description: 'x'.repeat(900_000) })]).split('\r\n')[1];
    const huge = toCsv([]) + `${long}\r\n`.repeat(24);
    expect(await message(huge)).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: expect.stringContaining('larger than 20 MB'),
    });
  });

  it('needs a multipart upload with a file', async () => {
    const res = await call('POST', '/api/admin/imports/preview', ctx.owner, { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Choose a CSV file to upload.');
  });

  it('answers an unknown or malformed import id with 404 or 400, never 500', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/imports/${missing}`, ctx.owner)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/imports/${missing}/errors.csv`, ctx.owner)).statusCode,
    ).toBe(404);
    expect((await commit(ctx, missing, 'valid-only')).res.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/imports/..%2F..%2Fetc', ctx.owner)).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await upload(ctx, toCsv([csvRow(1)]), 'books.csv', ctx.shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/books/export.csv', ctx.shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/books/template.csv')).statusCode).toBe(401);
  });
});
