import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';
import { queryRows } from '../../../db/client.ts';
import { configureCategories, setUpAdminSuite } from '../admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  saveOnixRules,
  upload,
} from './admin-import.test-helpers.ts';

// ONIX for Books feeds through the bulk upload (issue #33): the shared real feeds, updates that
// change only what they carry, withdrawals, and a file that tries to make the shop fetch.
const ctx = setUpAdminSuite(createImportTestContext);
const onixDir = path.resolve(import.meta.dirname, '../../../../../../shared/data/onix');
const feed = (name: string) => readFileSync(path.join(onixDir, name));

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Non-Fiction', 'Classics']);
  const res = await saveOnixRules(ctx, {
    rates: [
      { currency: 'usd', rupees: 84 },
      { currency: 'GBP', rupees: 107 },
      { currency: 'AUD', rupees: 55 },
    ],
    defaultCurrency: 'AUD',
  });
  expect(res.json().rates[0]).toEqual({ currency: 'USD', rupees: 84 });
});

async function previewFeed(content: Buffer | string, name = 'feed.xml') {
  const res = await upload(ctx, content, name);
  return { res, summary: res.statusCode === 200 ? (res.json() as ImportSummary) : undefined };
}

async function importFeed(content: Buffer | string, name = 'feed.xml') {
  const { res, summary } = await previewFeed(content, name);
  expect(res.statusCode, res.body).toBe(200);
  const done = await commit(ctx, summary!.id, 'valid-only', 'update');
  expect(done.res.statusCode, done.res.body).toBe(202);
  expect(done.summary?.status, done.summary?.jobError ?? '').toBe('imported');
  return { preview: summary!, result: done.summary!.result! };
}

const book = async (isbn: string) =>
  (
    await queryRows<{
      id: number;
      title: string;
      author: string;
      selling_price: number;
      category: string[];
      archived: boolean;
      format: string | null;
      publisher: string | null;
      imprint: string | null;
      series: string | null;
      number: number | null;
      credits: string | null;
      description: string;
      image_url: string;
      updated_at: string;
    }>(
      ctx.t.database.db,
      sql`SELECT b.id, b.title, b.author, b.selling_price, b.category, b.archived_at IS NOT NULL AS archived,
                 b.format, p.name AS publisher, b.imprint, s.name AS series, b.description, b.image_url,
                 w.series_number::float8 AS number, b.updated_at::text,
                 (SELECT string_agg(c.name || ':' || bc.role, ', ' ORDER BY bc.position)
                  FROM book_contributors bc JOIN contributors c ON c.id = bc.contributor_id
                  WHERE bc.book_id = b.id) AS credits
          FROM books b JOIN works w ON w.id = b.work_id
          LEFT JOIN series s ON s.id = w.series_id
          LEFT JOIN publishers p ON p.id = b.publisher_id
          WHERE b.isbn13 = ${isbn}`,
    )
  )[0];

describe('ONIX feeds', () => {
  it('imports an ONIX 3.0 product with its contributors, series, publisher and price', async () => {
    const { preview, result } = await importFeed(feed('jonix-onix3-single.xml'));
    expect(preview.notices[0]).toMatch(/ONIX for Books message \(release 3\.0\).*1 products/);
    expect(result.created).toBe(1);
    const b = await book('9780007232833');
    expect(b).toMatchObject({
      title: 'Roseanna',
      author: 'Maj Sjwall, Per Wahl',
      selling_price: Math.round(26.99 * 55) * 100,
      category: ['Fiction'],
      archived: false,
      format: 'BC',
      publisher: 'HarperCollins Publishers',
      imprint: 'HarperPerennial',
      series: 'The Martin Beck series',
      number: 1,
      credits: 'Maj Sjwall:A01, Per Wahl:A01, Lois Roth:B06, Henning Mankell:A24',
      image_url: 'http://www.harpercollins.co.uk/covers/9780007232833.jpg',
    });
    // Its HTML is text now: no tags, paragraphs kept.
    expect(b!.description).toMatch(/^Widely recognized as the among the greatest crime fiction/);
    expect(b!.description).not.toMatch(/<|&lt;/);
  });

  it('changes nothing when the same record comes again, in 3.1 short tags', async () => {
    const before = await book('9780007232833');
    const { result } = await importFeed(feed('jonix-onix31-single-short.xml'));
    expect(result.created).toBe(0);
    const after = await book('9780007232833');
    // 3.1 prices it in pounds first, and files it by Thema: the carried fields follow the feed.
    expect(after!.selling_price).toBe(Math.round(7.99 * 107) * 100);
    expect(after!.series).toBe(before!.series);
    // 3.1 spells the authors' names whole (the 3.0 sample lost its ö): the credits follow it.
    expect(after!.credits).toBe(
      'Maj Sjöwall:A01, Per Wahlöö:A01, Lois Roth:B06, Henning Mankell:A24',
    );
    expect(after!.title).toBe(before!.title);
  });

  it('reads ONIX 2.1 short tags in ISO-8859-1 and the 346 products of a distributor feed', async () => {
    const ivp = await importFeed(feed('ivp-2010-onix21-short.xml'));
    expect(ivp.preview.notices[0]).toMatch(/release 2\.1.*ISO-8859-1/);
    const b = await book('9780830810871');
    expect(b).toMatchObject({
      title: 'Discipleship Essentials: A Guide to Building Your Life in Christ',
      author: 'Greg Ogden',
      imprint: 'IVP Connect',
      selling_price: 18 * 84 * 100,
    });
    expect(b!.description).toContain('• a core truth presented in a question-answer format');

    const bookwise = await importFeed(feed('bookwise-2008-onix21.xml'));
    expect(bookwise.preview.counts).toMatchObject({ rows: 346, invalid: 0 });
    expect(bookwise.result.created).toBe(346);
    // Sent again as it is, the feed writes nothing: every record is counted unchanged.
    const written = async () =>
      (
        await queryRows<{ revision: string; updated: string }>(
          ctx.t.app.db,
          sql`SELECT max(revision)::text AS revision, max(updated_at)::text AS updated FROM books`,
        )
      )[0];
    const before = await written();
    const again = await importFeed(feed('bookwise-2008-onix21.xml'));
    expect(again.result).toMatchObject({ created: 0, updated: 0, unchanged: 346 });
    expect(await written()).toEqual(before);
  });

  it('updates only what a 04 carries, and withdraws an edition on 05', async () => {
    const isbn = '9780007232833';
    const before = await book(isbn);
    const update = `<?xml version="1.0"?>
<ONIXMessage release="3.0"><Header><Sender><SenderName>T</SenderName></Sender></Header>
<Product><RecordReference>upd-1</RecordReference><NotificationType>04</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>
<ProductSupply><SupplyDetail><ProductAvailability>21</ProductAvailability>
<Price><PriceType>02</PriceType><PriceAmount>350</PriceAmount><CurrencyCode>INR</CurrencyCode></Price>
</SupplyDetail></ProductSupply></Product></ONIXMessage>`;
    const { result } = await importFeed(update);
    expect(result.updated).toBe(1);
    const after = await book(isbn);
    expect(after!.selling_price).toBe(35_000);
    expect({ ...after, selling_price: 0, updated_at: '' }).toEqual({
      ...before,
      selling_price: 0,
      updated_at: '',
    });

    const withdraw = update
      .replace('<NotificationType>04', '<NotificationType>05')
      .replace('upd-1', 'del-1');
    await importFeed(withdraw);
    expect((await book(isbn))!.archived).toBe(true);
    const page = await ctx.t.app.inject({ url: `/api/books/${after!.id}` });
    expect(page.statusCode).toBe(404);

    // Offered again, the edition the feed withdrew comes back on sale; sent as it is once more,
    // it is unchanged.
    const offered = update.replace('upd-1', 'back-1');
    expect((await importFeed(offered)).result).toMatchObject({ updated: 1, unchanged: 0 });
    expect((await book(isbn))!.archived).toBe(false);
    expect((await importFeed(offered)).result).toMatchObject({ updated: 0, unchanged: 1 });
    // One staff archive stays archived whatever the feed says.
    const bulk = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/books/bulk',
      headers: { cookie: ctx.owner },
      payload: { ids: [after!.id], action: 'archive' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await importFeed(offered)).result).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await book(isbn))!.archived).toBe(true);
  });

  it("files contributors by the sender's sort names, keeping one staff set", async () => {
    const isbn = '9780441478125';
    const product = (notification: string) => `<?xml version="1.0"?>
<ONIXMessage release="3.0"><Header><Sender><SenderName>T</SenderName></Sender></Header>
<Product><RecordReference>lhd-${notification}</RecordReference><NotificationType>${notification}</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>
<DescriptiveDetail><ProductForm>BC</ProductForm>
<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>The Left Hand of Darkness</TitleText></TitleElement></TitleDetail>
<Contributor><ContributorRole>A01</ContributorRole><NamesBeforeKey>Ursula K.</NamesBeforeKey><KeyNames>Le Guin</KeyNames></Contributor>
</DescriptiveDetail>
<ProductSupply><SupplyDetail><ProductAvailability>21</ProductAvailability>
<Price><PriceType>02</PriceType><PriceAmount>399</PriceAmount><CurrencyCode>INR</CurrencyCode></Price>
</SupplyDetail></ProductSupply></Product></ONIXMessage>`;
    const sortName = async () =>
      (
        await queryRows<{ sort_name: string }>(
          ctx.t.database.db,
          sql`SELECT sort_name FROM contributors WHERE name = 'Ursula K. Le Guin'`,
        )
      )[0]?.sort_name;
    await importFeed(product('03'));
    // Made from the name, it would be "Guin, Ursula K. Le".
    expect(await sortName()).toBe('Le Guin, Ursula K.');
    await ctx.t.database.db.execute(
      sql`UPDATE contributors SET sort_name = 'LeGuin, Ursula' WHERE name = 'Ursula K. Le Guin'`,
    );
    await importFeed(product('04'));
    expect(await sortName()).toBe('LeGuin, Ursula');
  });

  it('reports records it cannot take, by record number and the sender’s reference', async () => {
    const message = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage><Header><FromCompany>T</FromCompany></Header>
<Product><RecordReference>no-isbn</RecordReference><NotificationType>03</NotificationType>
<ProductIdentifier><ProductIDType>01</ProductIDType><IDValue>X1</IDValue></ProductIdentifier>
<Title><TitleType>01</TitleType><TitleText>No ISBN</TitleText></Title></Product>
<Product><RecordReference>bad-check</RecordReference><NotificationType>03</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780007232834</IDValue></ProductIdentifier></Product>
<Product><RecordReference>new-partial</RecordReference><NotificationType>04</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780143031031</IDValue></ProductIdentifier></Product>
</ONIXMessage>`;
    const { summary } = await previewFeed(message);
    expect(summary!.counts).toMatchObject({ rows: 3, valid: 0, invalid: 3 });
    expect(summary!.errors.map((e) => [e.row, e.column, e.value])).toEqual([
      [1, 'ProductIdentifier', 'no-isbn'],
      [2, 'ProductIdentifier', '9780007232834'],
      [3, 'NotificationType', 'new-partial'],
    ]);
    expect(summary!.errors[2]!.message).toMatch(/new to the shop, but the record has no title/);
  });

  it('refuses files that are not ONIX or not well-formed, and changes nothing', async () => {
    const notOnix = await previewFeed('<?xml version="1.0"?><rss><channel/></rss>');
    expect(notOnix.res.statusCode).toBe(400);
    expect(notOnix.res.json().error.message).toMatch(
      /not an ONIX for Books message: it starts with <rss>/,
    );
    const broken = await previewFeed(
      '<?xml version="1.0"?><ONIXMessage><Product><a001>x</Product>',
    );
    expect(broken.res.statusCode).toBe(400);
    expect(broken.res.json().error.message).toMatch(/not well-formed XML.*\(line 1: /);
    const cut = await previewFeed(
      '<?xml version="1.0"?>\n<ONIXMessage>\n<Product><a001>x</a001>\n',
    );
    expect(cut.res.json().error.message).toMatch(/\(line 4: unclosed tag: Product\)/);
    const blank = await previewFeed(' \n', 'blank.xml');
    expect(blank.res.json().error.message).toBe(
      'The file is empty: an ONIX feed is XML that starts with <ONIXMessage>.',
    );
    const empty = await previewFeed('<?xml version="1.0"?><ONIXMessage><Header/></ONIXMessage>');
    expect(empty.res.json().error.message).toBe(
      'The ONIX message has no products (no <Product> records).',
    );
  });

  it('never fetches a DTD or an external entity (XXE)', async () => {
    let fetched = 0;
    const server = createServer((_req, res) => {
      fetched++;
      res.end('<!ENTITY x "pwned">');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const message = `<?xml version="1.0"?>
<!DOCTYPE ONIXMessage SYSTEM "${url}/onix.dtd" [
  <!ENTITY secret SYSTEM "file:///etc/passwd">
  <!ENTITY remote SYSTEM "${url}/remote">
  <!ENTITY % param SYSTEM "${url}/param"> %param;
]>
<ONIXMessage><Header><FromCompany>T</FromCompany></Header>
<Product><RecordReference>xxe</RecordReference><NotificationType>03</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780143031031</IDValue></ProductIdentifier>
<Title><TitleType>01</TitleType><TitleText>A &secret; B &remote;</TitleText></Title>
<Contributor><ContributorRole>A01</ContributorRole><PersonName>R. K. Narayan</PersonName></Contributor>
</Product></ONIXMessage>`;
      const { res, summary } = await previewFeed(message);
      expect(res.statusCode, res.body).toBe(200);
      expect(summary!.notices.join(' ')).toMatch(/2 unknown character names/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fetched).toBe(0);
      const done = await commit(ctx, summary!.id, 'valid-only', 'update');
      expect(done.summary?.status).toBe('imported');
      const b = await book('9780143031031');
      expect(b!.title).toBe('A B');
      expect(b!.title).not.toMatch(/root:|pwned/);
    } finally {
      server.close();
    }
  });
});
