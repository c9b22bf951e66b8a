import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseContributorsCell, parseDateCell, parseFormatCell } from '@shared/book-trade-csv.ts';
import { queryRows } from '../../../db/client.ts';
import { configureCategories, setUpAdminSuite } from '../admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  csvRow,
  isbn13Of,
  preview,
  toCsv,
} from './admin-import.test-helpers.ts';

// The book trade's CSV columns (issue #32): contributors with roles, series and number, format,
// publisher, imprint, publication date, edition and pages, on import and export.
const ctx = setUpAdminSuite(createImportTestContext);

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction']);
});

const edition = async (isbn: string) =>
  (
    await queryRows<{
      author: string;
      format: string | null;
      publication_date: string | null;
      page_count: number | null;
      edition_statement: string | null;
      imprint: string | null;
      publisher: string | null;
      series: string | null;
      number: number | null;
      credits: string;
    }>(
      ctx.t.database.db,
      sql`SELECT b.author, b.format, b.publication_date::text, b.page_count, b.edition_statement,
                 b.imprint, p.name AS publisher, s.name AS series,
                 w.series_number::float8 AS number,
                 (SELECT string_agg(c.name || ':' || bc.role, ', ' ORDER BY bc.position)
                  FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
                  WHERE bc.book_id = b.id) AS credits
          FROM books b JOIN works w ON w.id = b.work_id
          LEFT JOIN series s ON s.id = w.series_id
          LEFT JOIN publishers p ON p.id = b.publisher_id
          WHERE b.isbn13 = ${isbn}`,
    )
  )[0];

describe('reading trade cells as spreadsheets write them', () => {
  it('reads people with their roles, formats in words or codes, and dates three ways', () => {
    expect(
      parseContributorsCell('Kalki Krishnamurthy; Pavithra Srinivasan (tr.); Jane Doe [Editor]'),
    ).toEqual({
      contributors: [
        { name: 'Kalki Krishnamurthy', role: 'A01' },
        { name: 'Pavithra Srinivasan', role: 'B06' },
        { name: 'Jane Doe', role: 'B01' },
      ],
    });
    expect(parseContributorsCell('A (Translater)').error).toMatch(
      /^“Translater” is not a role the shop knows; use one of Author, Co-author/,
    );
    expect(parseFormatCell('hardcover')).toEqual({ format: 'BB' });
    expect(parseFormatCell('BC')).toEqual({ format: 'BC' });
    expect(parseFormatCell('Papperback').error).toMatch(/^“Papperback” is not a format/);
    expect(parseDateCell('12/03/2027')).toEqual({ date: '2027-03-12' });
    expect(parseDateCell('12 March 2027')).toEqual({ date: '2027-03-12' });
    expect(parseDateCell('March 12, 2027')).toEqual({ date: '2027-03-12' });
    expect(parseDateCell('31/02/2026').error).toBe(
      '“31/02/2026” is not a date; write it as 2027-03-12 or 12/03/2027',
    );
  });
});

describe('importing and exporting the trade columns', () => {
  it('imports a translated volume of a series with its format and publisher', async () => {
    const isbn = isbn13Of(901);
    const summary = await preview(
      ctx,
      toCsv([
        csvRow(901, {
          title: 'Whirlwinds',
          author: '',
          contributors: 'Kalki Krishnamurthy (Author); Pavithra Srinivasan (Translator)',
          series: 'Ponniyin Selvan',
          seriesNumber: '2',
          format: 'Paperback',
          publisher: 'Macmillan India',
          imprint: 'Tranquebar',
          publicationDate: '01/06/2014',
          edition: 'Second edition',
          pages: '480',
        }),
        csvRow(902),
      ]),
    );
    expect(summary.counts).toMatchObject({ valid: 2, toCreate: 2 });
    const { summary: done } = await commit(ctx, summary.id, 'all-or-nothing');
    expect(done?.result).toMatchObject({ created: 2 });
    expect(await edition(isbn)).toEqual({
      author: 'Kalki Krishnamurthy',
      format: 'BC',
      publication_date: '2014-06-01',
      page_count: 480,
      edition_statement: 'Second edition',
      imprint: 'Tranquebar',
      publisher: 'Macmillan India',
      series: 'Ponniyin Selvan',
      number: 2,
      credits: 'Kalki Krishnamurthy:A01, Pavithra Srinivasan:B06',
    });
    // A row with the old columns only is credited from its author, as before.
    expect(await edition(isbn13Of(902))).toMatchObject({
      credits: 'Test Author:A01',
      format: null,
      series: null,
    });
  });

  it('updates by ISBN; blank trade cells keep what is stored', async () => {
    const isbn = isbn13Of(901);
    const summary = await preview(
      ctx,
      toCsv([csvRow(901, { title: 'Whirlwinds', author: 'Kalki Krishnamurthy', format: 'BB' })]),
    );
    expect(summary.counts).toMatchObject({ toUpdate: 1 });
    await commit(ctx, summary.id, 'all-or-nothing');
    expect(await edition(isbn)).toMatchObject({
      format: 'BB',
      publisher: 'Macmillan India',
      series: 'Ponniyin Selvan',
      credits: 'Kalki Krishnamurthy:A01, Pavithra Srinivasan:B06',
    });
  });

  it('says which trade cells it cannot read, and changes nothing for them', async () => {
    const summary = await preview(
      ctx,
      toCsv([
        csvRow(903, { format: 'Papperback' }),
        csvRow(904, { publicationDate: '31/02/2026' }),
        csvRow(905, { contributors: 'Someone (Translater)' }),
        csvRow(906, { pages: 'many' }),
      ]),
    );
    expect(summary.counts).toMatchObject({ valid: 0, invalid: 4 });
    expect(summary.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, 'format'],
      [3, 'publicationDate'],
      [4, 'contributors'],
      [5, 'pages'],
    ]);
    expect(summary.errors[0]?.message).toMatch(/use one of Paperback, Hardback/);
  });

  it('exports the trade columns, and its export re-imports unchanged', async () => {
    const exported = await ctx.call('GET', '/api/admin/books/export.csv', ctx.owner);
    const [header, ...lines] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain(
      'contributors,format,publisher,imprint,publicationDate,edition,pages,series,seriesNumber',
    );
    const whirlwinds = lines.find((l: string) => l.includes('Whirlwinds'))!;
    expect(whirlwinds).toContain(
      'Kalki Krishnamurthy (Author); Pavithra Srinivasan (Translator),Hardback,Macmillan India,Tranquebar,2014-06-01,Second edition,480,Ponniyin Selvan,2',
    );
    const before = await edition(isbn13Of(901));
    const summary = await preview(ctx, exported.body);
    expect(summary.counts).toMatchObject({ invalid: 0, toCreate: 0 });
    await commit(ctx, summary.id, 'all-or-nothing');
    expect(await edition(isbn13Of(901))).toEqual(before);
  });
});
