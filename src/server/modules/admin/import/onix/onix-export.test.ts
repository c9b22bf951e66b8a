import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';
import { queryRows } from '../../../../db/client.ts';
import {
  configureCategories,
  setUpAdminSuite,
  type AdminTestContext,
} from '../../admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  csvRow,
  preview,
  toCsv,
  upload,
} from '../admin-import.test-helpers.ts';

// ONIX export (issue #33): the catalogue as ONIX 3.0, which imported into an empty shop gives
// back the same catalogue.
const source = setUpAdminSuite(createImportTestContext);
const target = setUpAdminSuite(createImportTestContext);
const categories = ['Fiction', 'Classics', 'Indian Literature'];

const columns = [
  'isbn',
  'title',
  'author',
  'description',
  'mrp',
  'msp',
  'sellingPrice',
  'category',
  'collection',
  'isPremium',
  'stockQuantity',
  'lowStockThreshold',
  'language',
  'publishedYear',
  'imageUrl',
  'videoUrl',
  'contributors',
  'format',
  'publisher',
  'imprint',
  'publicationDate',
  'edition',
  'pages',
  'series',
  'seriesNumber',
];

beforeAll(async () => {
  await configureCategories(source, categories);
  await configureCategories(target, categories);
  const rows = [
    csvRow(1, {
      title: 'Ponniyin Selvan: Fresh Floods',
      author: 'Kalki Krishnamurthy',
      contributors: 'Kalki Krishnamurthy; Pavithra Srinivasan (Translator)',
      description: 'Line one & “quotes” <not markup>\n\nSecond paragraph',
      category: 'Fiction|Indian Literature',
      format: 'Paperback',
      publisher: 'Macmillan',
      imprint: 'Pan',
      publicationDate: '2014-03-01',
      publishedYear: 2014,
      edition: 'Revised edition',
      pages: 480,
      series: 'Ponniyin Selvan',
      seriesNumber: 1,
      language: 'Tamil',
      mrp: '599.00',
      sellingPrice: '449.00',
      stockQuantity: 12,
    }),
    csvRow(2, { title: 'Godaan', author: 'Premchand', language: 'Hindi', category: 'Classics' }),
    csvRow(3, {
      title: 'Out of Print Book',
      mrp: '300.00',
      sellingPrice: '300.00',
      stockQuantity: 0,
    }),
  ];
  const summary = await preview(source, toCsv(rows, columns));
  const done = await commit(source, summary.id, 'all-or-nothing');
  expect(done.summary?.status).toBe('imported');
  await source.t.database.db.execute(
    sql`UPDATE books SET archived_at = now() WHERE title = 'Out of Print Book'`,
  );
  // A sort name staff set goes out as PersonNameInverted and comes back.
  await source.t.database.db.execute(
    sql`UPDATE contributors SET sort_name = 'Kalki' WHERE name = 'Kalki Krishnamurthy'`,
  );
});

async function catalogue(ctx: AdminTestContext) {
  return queryRows(
    ctx.t.database.db,
    sql`SELECT b.isbn13, b.title, b.author, b.description, b.mrp, b.selling_price, b.category,
               b.stock_quantity, b.language, b.published_year, b.format, b.edition_statement,
               b.page_count, b.publication_date::text, b.imprint, b.archived_at IS NOT NULL AS archived,
               p.name AS publisher, s.name AS series, w.series_number::float8 AS number,
               (SELECT string_agg(c.name || ':' || bc.role || ':' || c.sort_name, ', ' ORDER BY bc.position)
                FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
                WHERE bc.book_id = b.id) AS credits
        FROM books b JOIN works w ON w.id = b.work_id
        LEFT JOIN series s ON s.id = w.series_id
        LEFT JOIN publishers p ON p.id = b.publisher_id
        ORDER BY b.isbn13`,
  );
}

describe('ONIX export', () => {
  it('exports ONIX 3.0 that an empty shop imports back into the same catalogue', async () => {
    const res = await source.t.app.inject({
      url: '/api/admin/books/export.xml',
      headers: { cookie: source.owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<ONIXMessage release="3.0"/,
    );
    expect(res.body).toContain(
      '<ContributorRole>B06</ContributorRole><PersonName>Pavithra Srinivasan</PersonName>',
    );
    expect(res.body).toContain('&lt;not markup&gt;');
    expect(res.body).toContain(
      '<PersonName>Kalki Krishnamurthy</PersonName><PersonNameInverted>Kalki</PersonNameInverted>',
    );

    const up = await upload(target, res.body, 'export.xml');
    expect(up.statusCode, up.body).toBe(200);
    const summary = up.json() as ImportSummary;
    expect(summary.counts).toMatchObject({ rows: 3, valid: 3, toCreate: 3 });
    const done = await commit(target, summary.id, 'all-or-nothing');
    expect(done.summary?.status, done.summary?.jobError ?? '').toBe('imported');
    const before = await catalogue(source);
    expect(before).toHaveLength(3);
    expect(await catalogue(target)).toEqual(before);
  });

  it('is for staff only', async () => {
    const anonymous = await source.t.app.inject({ url: '/api/admin/books/export.xml' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await source.t.app.inject({
      url: '/api/admin/books/export.xml',
      headers: { cookie: source.shopper },
    });
    expect(shopper.statusCode).toBe(403);
  });
});
