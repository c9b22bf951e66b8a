import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCsvColumns, encodingMessages, importProblems } from '@shared/schemas/admin-import.ts';
import { books } from '../../../db/schema/catalog.ts';
import { configureCategories } from '../admin.test-helpers.ts';
import {
  bookCrossingCsv,
  commit,
  createImportTestContext,
  csvRow,
  isbn13Of,
  preview,
  toCsv,
  upload,
  type ImportTestContext,
} from './admin-import.test-helpers.ts';

let ctx: ImportTestContext;

beforeAll(async () => {
  ctx = await createImportTestContext();
  await configureCategories(ctx, ['Fiction', 'Poetry']);
});

afterAll(async () => {
  await ctx?.close();
});

const bookCount = async () => (await ctx.t.database.db.select({ n: count() }).from(books))[0]!.n;

const adminBookByTitle = async (title: string) =>
  (await ctx.call('GET', `/api/admin/books?search=${encodeURIComponent(title)}`, ctx.owner)).json()
    .items as { id: number; title: string; author: string; isbn13: string | null }[];

/** Uploads with `?encoding=…`, as the page's "Read it as Windows-1252" button does. */
function uploadAs(content: Buffer, encoding: string) {
  return upload(ctx, content, 'books.csv', ctx.owner, encoding);
}

describe('what spreadsheets do to book files', () => {
  it('says once, for the whole column, that ISBNs were read as numbers, and how to fix it', async () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      csvRow(500 + i, {
        // What a spreadsheet writes back for an ISBN-13 column it took for numbers.
        isbn: i % 4 === 3 ? '76783609419.0' : `9.7804390${String(2348 + i).padStart(4, '0')}e+12`,
      }),
    );
    const summary = await preview(ctx, toCsv(rows));
    expect(summary.counts).toMatchObject({ rows: 40, valid: 0, invalid: 40 });
    expect(summary.groups).toEqual([
      {
        column: 'isbn',
        title: 'ISBNs read as numbers',
        message:
          'This column was read as a number and its last digits were lost: format the ISBN column as text and export again',
        count: 40,
        rows: [2, 3, 4, 5, 6],
      },
    ]);
    // The full report still lists every row.
    expect(summary.errorCount).toBe(40);
    const report = await ctx.call('GET', `/api/admin/imports/${summary.id}/errors.csv`, ctx.owner);
    expect(report.body.trim().split('\n')).toHaveLength(41);
  });

  it('recognises ISBN-10s that lost their leading zero, and reads a harmless “.0”', async () => {
    const summary = await preview(
      ctx,
      toCsv([
        csvRow(601, { isbn: '425115801' }),
        csvRow(602, { isbn: `${isbn13Of(602)}.0` }),
        csvRow(603, { isbn: '0425115801' }),
      ]),
    );
    expect(summary.errors).toEqual([
      {
        row: 2,
        column: 'isbn',
        message: `${importProblems.isbnLostZero.message} (it was probably 0425115801)`,
        value: '425115801',
        problem: 'isbnLostZero',
      },
    ]);
    expect(summary.counts).toMatchObject({ valid: 2, toCreate: 2 });
  });

  it('offers to read a file in a legacy encoding as Windows-1252, and then reads it right', async () => {
    const csv = Buffer.from(
      toCsv([csvRow(701, { title: 'Das Parfum', author: 'Patrick Süskind' })]),
      'latin1',
    );
    const refused = await upload(ctx, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_UTF8',
      message: encodingMessages.notUtf8,
    });

    const read = await uploadAs(csv, 'windows-1252');
    expect(read.statusCode).toBe(200);
    const summary = read.json();
    expect(summary.notices).toEqual([encodingMessages.readAsLegacy]);
    const { summary: done } = await commit(ctx, summary.id, 'all-or-nothing');
    expect(done?.result).toMatchObject({ created: 1 });
    expect((await adminBookByTitle('Das Parfum'))[0]).toMatchObject({ author: 'Patrick Süskind' });
  });

  it('reads semicolon-separated files and renamed headings, saying so', async () => {
    const header = bookCsvColumns.map((c) =>
      c === 'title' ? 'Book-Title' : c === 'publishedYear' ? 'Year-Of-Publication' : c,
    );
    const csv = toCsv([csvRow(801), csvRow(802)], bookCsvColumns)
      .split('\r\n')
      .map((line, i) => (i === 0 ? header.join(';') : line.replaceAll(',', ';')))
      .join('\r\n');
    const summary = await preview(ctx, csv);
    expect(summary.counts).toMatchObject({ rows: 2, valid: 2 });
    expect(summary.notices).toEqual([
      'Cells in this file are separated by semicolons, not by commas as in the template, so it was read with semicolons.',
      'Some columns have other names than in the template and were read by meaning: “Book-Title” as title, “Year-Of-Publication” as publishedYear.',
    ]);
  });

  it('explains a file whose first row is a book, not a header', async () => {
    const res = await upload(
      ctx,
      toCsv([csvRow(901), csvRow(902)])
        .split('\r\n')
        .slice(1)
        .join('\r\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'NO_HEADER',
      message: expect.stringMatching(/^The first row is not a header row \(it starts with “/),
    });
  });

  it('accepts years before the Common Era and long author lists; 0 and other bad years say why', async () => {
    const authors = Array.from({ length: 40 }, (_, i) => `Contributor Number ${i + 1}`).join(', ');
    expect(authors.length).toBeGreaterThan(742);
    const summary = await preview(
      ctx,
      toCsv([
        csvRow(1001, { title: 'The Iliad', author: 'Homer', publishedYear: -720 }),
        csvRow(1002, { publishedYear: 1000 }),
        csvRow(1003, { author: authors }),
        csvRow(1004, { publishedYear: 0 }),
        csvRow(1005, { publishedYear: -5000 }),
      ]),
    );
    expect(summary.errors.map((e) => `${e.row}:${e.message}`)).toEqual([
      '5:There is no year 0: leave the year empty when it is not known',
      '6:Year must be 3000 BCE (-3000) or later; write years before the Common Era as negative numbers, such as -720',
    ]);
    const { summary: done } = await commit(ctx, summary.id, 'valid-only');
    expect(done?.result).toMatchObject({ created: 3 });
    const iliad = (await adminBookByTitle('The Iliad'))[0]!;
    const book = (await ctx.call('GET', `/api/admin/books/${iliad.id}`, ctx.owner)).json();
    expect(book.publishedYear).toBe(-720);
    const long = await adminBookByTitle('Imported Book 1003');
    expect(long[0]!.author).toBe(authors);
  });

  it('reads the Book-Crossing export: its encoding, separator, headings and damage named', async () => {
    const raw = bookCrossingCsv();
    const first = await upload(ctx, raw);
    expect(first.json().error.code).toBe('NOT_UTF8');
    const res = await uploadAs(raw, 'windows-1252');
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.counts.rows).toBe(15_780);
    expect(summary.notices).toEqual([
      encodingMessages.readAsLegacy,
      expect.stringContaining('separated by semicolons'),
      expect.stringContaining('“Book-Title” as title, “Book-Author” as author'),
      expect.stringContaining('web codes'),
    ]);
    // Quotes keep its `&amp;;` inside one cell; the web code itself is read as “&”.
    expect(summary.notices[3]).toMatch(/^\d+ cells hold web codes such as “&amp;” for “&”/);
    expect(summary.groups[0]).toEqual({
      column: 'publishedYear',
      title: 'There is no year 0: leave the year empty when it is not known',
      message: 'There is no year 0: leave the year empty when it is not known',
      count: 184,
      rows: [59, 102, 110, 168, 181],
    });
    // The rest are good: ISBN-10s are converted, not refused.
    expect(summary.counts).toMatchObject({ rows: 15_780, valid: 15_593 });
    // “Das Parfum” by Patrick Süskind, imported above, is among them: a likely duplicate.
    expect(summary.counts.toCreate + summary.counts.duplicates).toBe(15_593);
  }, 60_000);
});

describe('importing the same file again', () => {
  it('matches rows by id, ISBN, then title and author, and creates nothing the second time', async () => {
    const rows = [
      csvRow(1101),
      csvRow(1102, { isbn: '', title: 'Malgudi Days', author: 'R. K. Narayan' }),
      csvRow(1103, { isbn: '', title: 'Train to Pakistan', author: 'Khushwant Singh' }),
    ];
    const first = await preview(ctx, toCsv(rows));
    expect(first.counts).toMatchObject({ toCreate: 3, toUpdate: 0, duplicates: 0 });
    expect((await commit(ctx, first.id, 'all-or-nothing')).summary?.result).toMatchObject({
      created: 3,
    });
    const total = await bookCount();

    // The same books, as a spreadsheet might write them back: other case, punctuation, order.
    const again = toCsv([
      rows[0]!,
      { ...rows[1]!, title: 'MALGUDI DAYS', author: 'Narayan, R.K.', stockQuantity: 9 },
      rows[2]!,
    ]);
    const second = await preview(ctx, again);
    expect(second.counts).toMatchObject({ toCreate: 0, toUpdate: 1, duplicates: 2 });
    const { summary } = await commit(ctx, second.id, 'all-or-nothing');
    expect(summary?.result).toMatchObject({ created: 0, updated: 3, duplicates: 'update' });
    expect(await bookCount()).toBe(total);
    const malgudi = await adminBookByTitle('Malgudi');
    expect(malgudi).toHaveLength(1);
    expect(malgudi[0]!.title).toBe('MALGUDI DAYS');

    // The bookseller may skip likely duplicates, or add them as books of their own.
    const skipped = await commit(ctx, (await preview(ctx, again)).id, 'all-or-nothing', 'skip');
    expect(skipped.summary?.result).toMatchObject({ created: 0, updated: 1, skipped: 2 });
    expect(await bookCount()).toBe(total);
    const added = await commit(ctx, (await preview(ctx, again)).id, 'all-or-nothing', 'add');
    expect(added.summary?.result).toMatchObject({ created: 2, updated: 1 });
    expect(await bookCount()).toBe(total + 2);
  });
});
