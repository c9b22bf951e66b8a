import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookContributors, books, contributors, publishers } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

// A book page's credits, editions and series, and a person's page by role (ADR 034).
let t: TestApp;
const ids = { paperback: 0, hardback: 0, second: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [press] = await db
    .insert(publishers)
    .values({ name: 'Macmillan India', slug: '' })
    .returning();
  const volume = {
    author: 'Kalki Krishnamurthy',
    mrpPaise: 59900,
    sellingPricePaise: 49900,
    category: ['Fiction'],
  };
  const [paperback, hardback, second] = await db
    .insert(books)
    .values([
      {
        ...volume,
        title: 'Fresh Floods (Ponniyin Selvan #1)',
        format: 'BC',
        publisherId: press!.id,
        imprint: 'Tranquebar',
        pageCount: 560,
        publicationDate: '2014-06-01',
      },
      {
        ...volume,
        title: 'Fresh Floods (Ponniyin Selvan #1)',
        format: 'BB',
        sellingPricePaise: 89900,
        mrpPaise: 99900,
        stockQuantity: 0,
      },
      { ...volume, title: 'Whirlwinds (Ponniyin Selvan #2)', format: 'BC' },
    ])
    .returning();
  Object.assign(ids, { paperback: paperback!.id, hardback: hardback!.id, second: second!.id });
  const [translator] = await db
    .insert(contributors)
    .values({ name: 'Pavithra Srinivasan', sortName: 'Srinivasan, Pavithra', slug: '' })
    .returning();
  await db.insert(bookContributors).values(
    [paperback!, hardback!, second!].map((b) => ({
      bookId: b.id,
      contributorId: translator!.id,
      role: 'B06',
      position: 1,
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('a book page in the book trade', () => {
  it('credits everyone with their role and names the format, publisher and date', async () => {
    const { body } = await get(`/api/books/${ids.paperback}`);
    expect(body.author).toBe('Kalki Krishnamurthy');
    expect(body.contributors).toEqual([
      expect.objectContaining({
        name: 'Kalki Krishnamurthy',
        role: 'A01',
        by: 'Written by',
        slug: 'kalki-krishnamurthy',
      }),
      expect.objectContaining({
        name: 'Pavithra Srinivasan',
        role: 'B06',
        by: 'Translated by',
        roleLabel: 'Translator',
      }),
    ]);
    expect(body).toMatchObject({
      format: 'BC',
      formatLabel: 'Paperback',
      pageCount: 560,
      publicationDate: '2014-06-01',
      publisher: { name: 'Macmillan India', slug: 'macmillan-india' },
      imprint: 'Tranquebar',
      work: { title: 'Fresh Floods' },
    });
  });

  it('lists the work’s editions, in stock first, each with its own address', async () => {
    const { body } = await get(`/api/books/${ids.hardback}`);
    expect(body.editions.map((e: { id: number }) => e.id)).toEqual([ids.paperback, ids.hardback]);
    expect(body.editions[1]).toMatchObject({
      formatLabel: 'Hardback',
      sellingPrice: 899,
      inStock: false,
    });
  });

  it('places the work in its series with the volumes on either side', async () => {
    const first = (await get(`/api/books/${ids.paperback}`)).body;
    expect(first.series).toEqual({
      name: 'Ponniyin Selvan',
      slug: 'ponniyin-selvan',
      number: 1,
      previous: null,
      next: { id: ids.second, title: 'Whirlwinds', number: 2 },
    });
    const second = (await get(`/api/books/${ids.second}`)).body;
    // The previous volume is its work's lead: the paperback, in stock.
    expect(second.series.previous).toEqual({ id: ids.paperback, title: 'Fresh Floods', number: 1 });
  });
});

describe("a person's page", () => {
  it('lists a translator’s books under "Translated by"', async () => {
    const { status, body } = await get('/api/authors/pavithra-srinivasan');
    expect(status).toBe(200);
    expect(body.name).toBe('Pavithra Srinivasan');
    expect(body.groups.map((g: { heading: string }) => g.heading)).toEqual(['Translated by']);
    expect(body.count).toBe(3);
  });

  it('answers 404 for no one, and leaves out archived books', async () => {
    expect((await get('/api/authors/no-such-person')).status).toBe(404);
    await t.database.db
      .update(books)
      .set({ archivedAt: new Date() })
      .where(eq(books.id, ids.second));
    const { body } = await get('/api/authors/kalki-krishnamurthy');
    expect(body.books.map((b: { id: number }) => b.id).sort()).toEqual(
      [ids.paperback, ids.hardback].sort(),
    );
  });
});

describe('a series page and a publisher page', () => {
  it('lists a series’ volumes in reading order with their editions and stock', async () => {
    const { status, body } = await get('/api/series/ponniyin-selvan');
    expect(status).toBe(200);
    expect(body.name).toBe('Ponniyin Selvan');
    expect(
      body.volumes.map((v: { number: number; title: string; editions: number }) => [
        v.number,
        v.title,
        v.editions,
      ]),
    ).toEqual([[1, 'Fresh Floods', 2]]);
    expect(body.volumes[0].book.id).toBe(ids.paperback);
    expect((await get('/api/series/no-such-series')).status).toBe(404);
    expect((await get('/api/series/Not%20A%20Slug')).status).toBe(400);
  });

  it("lists a publisher's books a page at a time", async () => {
    const { body } = await get('/api/publishers/macmillan-india');
    expect(body).toMatchObject({ name: 'Macmillan India', count: 1, page: 1 });
    expect((await get('/api/publishers/macmillan-india?page=2')).body.books).toEqual([]);
    const zero = await get('/api/publishers/macmillan-india?page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toMatch(/^Page must be/);
    expect((await get('/api/publishers/nobody')).status).toBe(404);
  });

  it('puts people, series and publishers with live books in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('/authors/pavithra-srinivasan</loc>');
    expect(res.body).toContain('/series/ponniyin-selvan</loc>');
    expect(res.body).toContain('/publishers/macmillan-india</loc>');
  });

  it('describes the work with each edition as a workExample in the page head', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/books/${ids.paperback}` });
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!,
    );
    expect(jsonLd.author).toMatchObject({ '@type': 'Person', name: 'Kalki Krishnamurthy' });
    expect(jsonLd.translator).toEqual([expect.objectContaining({ name: 'Pavithra Srinivasan' })]);
    expect(jsonLd.workExample).toEqual([
      expect.objectContaining({
        '@type': 'Book',
        bookFormat: 'https://schema.org/Paperback',
        url: expect.stringContaining(`/books/${ids.paperback}`),
        datePublished: '2014-06-01',
        offers: expect.objectContaining({ price: '499.00' }),
      }),
      expect.objectContaining({
        bookFormat: 'https://schema.org/Hardcover',
        offers: expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
    const { body } = await get(`/api/books/${ids.hardback}`);
    expect(body.editions[0]).toMatchObject({ publisher: 'Macmillan India' });
  });

  it('moves an author link spelled from an inverted name to the person (301)', async () => {
    await t.database.db.insert(books).values({
      title: 'Swami and Friends',
      author: 'Narayan, R. K.',
      mrpPaise: 19900,
      sellingPricePaise: 19900,
      category: ['Fiction'],
    });
    const page = await t.app.inject({ method: 'GET', url: '/authors/narayan-r-k?ref=old' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/authors/r-k-narayan?ref=old');
    const api = await get('/api/authors/narayan-r-k');
    expect(api.body).toMatchObject({ name: 'Narayan, R. K.', slug: 'r-k-narayan' });
    const own = await t.app.inject({ method: 'GET', url: '/authors/r-k-narayan' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Swami and Friends');
  });
});
