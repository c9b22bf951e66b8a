import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, publishers } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { findNamedPages } from './named-pages.repository.ts';

// GET /api/books's edition filters (format, language, publisher) and their choices, and the
// pages a search names.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const [press] = await t.database.db
    .insert(publishers)
    .values({ name: 'Penguin Random House India', slug: '' })
    .returning();
  const book = { mrpPaise: 40000, sellingPricePaise: 35000, category: ['Fiction'] };
  await t.database.db.insert(books).values([
    { ...book, title: 'Godaan', author: 'Premchand', format: 'BC', language: 'Hindi' },
    { ...book, title: 'Godaan', author: 'Premchand', format: 'BB', publisherId: press!.id },
    { ...book, title: 'Nirmala', author: 'Premchand', format: 'BC', language: 'Hindi' },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/books by edition', () => {
  it('offers the formats, languages and publishers of the catalogue with the facets', async () => {
    const { body } = await get('/api/books?facets=1');
    expect(body.editionFilters).toEqual({
      formats: [
        { code: 'BC', label: 'Paperback', count: 2 },
        { code: 'BB', label: 'Hardback', count: 1 },
      ],
      languages: [
        { name: 'Hindi', count: 2 },
        { name: 'English', count: 1 },
      ],
      publishers: [
        { slug: 'penguin-random-house-india', name: 'Penguin Random House India', count: 1 },
      ],
    });
    expect((await get('/api/books?facets=0')).body.editionFilters).toBeUndefined();
  });

  it('lists a work once for the storefront and each edition for the API as the spec has it', async () => {
    expect((await get('/api/books?search=godaan')).body.total).toBe(2);
    expect((await get('/api/books?search=godaan&editions=work')).body.total).toBe(1);
    const hardbacks = (await get('/api/books?format=BB&editions=work')).body;
    expect(hardbacks.items.map((b: { title: string }) => b.title)).toEqual(['Godaan']);
    const press = (await get('/api/books?publisher=penguin-random-house-india')).body;
    expect(press.total).toBe(1);
  });

  it('offers the person, series or publisher a search names on its first page', async () => {
    await t.database.db.insert(books).values({
      title: 'Mansarovar Part One (Mansarovar #1)',
      author: 'Premchand',
      mrpPaise: 20000,
      sellingPricePaise: 18000,
      category: ['Fiction'],
    });
    const person = (await get('/api/books?search=premchand&facets=1')).body;
    expect(person.namedPages).toEqual([
      { kind: 'person', name: 'Premchand', slug: 'premchand', books: 4, roles: ['Author'] },
    ]);
    // Counted up to a bound, so a name with tens of thousands of books costs no more.
    expect(await findNamedPages(t.database.db, 'Premchand', 3)).toEqual([
      {
        kind: 'person',
        name: 'Premchand',
        slug: 'premchand',
        books: 3,
        more: true,
        roles: ['Author'],
      },
    ]);
    expect((await findNamedPages(t.database.db, 'Premchand', 4))[0]).not.toHaveProperty('more');
    const series = (await get('/api/books?search=Mansarovar&facets=1')).body;
    expect(series.namedPages).toEqual([
      { kind: 'series', name: 'Mansarovar', slug: 'mansarovar', books: 1, roles: [] },
    ]);
    const press = (await get('/api/books?search=penguin%20random%20house%20india&facets=1')).body;
    expect(press.namedPages?.[0]).toMatchObject({ kind: 'publisher', books: 1 });
    expect(
      (await get('/api/books?search=premchand&facets=1&page=2')).body.namedPages,
    ).toBeUndefined();
    expect((await get('/api/books?search=godaan&facets=1')).body.namedPages).toBeUndefined();
  });

  it('refuses a malformed format or publisher in words', async () => {
    const format = await get('/api/books?format=paperback');
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain('Format must be a two-letter code');
    const publisher = await get('/api/books?publisher=Penguin%20Books');
    expect(publisher.status).toBe(400);
    expect(JSON.stringify(publisher.body)).toContain('Publisher must be written');
    expect((await get('/api/books?editions=some')).status).toBe(400);
  });
});
