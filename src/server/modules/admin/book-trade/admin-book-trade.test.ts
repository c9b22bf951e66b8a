import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { bookInput, configureCategories, setUpAdminSuite } from '../admin.test-helpers.ts';

// Staff keep the book trade's records: an edition's format, publisher, series and contributors
// from the book form; lists of people, series and publishers; merging one person's two records.
const ctx = setUpAdminSuite();
const { call } = ctx;

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction']);
});

const createBook = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/admin/books', ctx.owner, {
    ...bookInput(),
    isbn: null,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json();
};

const creditsOf = (bookId: number) =>
  queryRows<{ name: string; role: string }>(
    ctx.t.database.db,
    sql`SELECT c.name, bc.role FROM book_contributors bc
        JOIN contributors c ON c.id = bc.contributor_id
        WHERE bc.book_id = ${bookId} ORDER BY bc.position`,
  );

const personId = async (name: string) =>
  (
    await queryRows<{ id: number }>(
      ctx.t.database.db,
      sql`SELECT id FROM contributors WHERE name = ${name}`,
    )
  )[0]?.id;

describe('the book form writes an edition’s trade fields', () => {
  it('saves format, publisher, series and contributors in order, author from the authors', async () => {
    const book = await createBook({
      title: 'Fresh Floods',
      author: 'Kalki',
      format: 'BB',
      editionStatement: 'Collector’s edition',
      pageCount: 560,
      publicationDate: '2014-06-01',
      publisher: 'Macmillan India',
      imprint: 'Tranquebar',
      series: { name: 'Ponniyin Selvan', number: 1 },
      contributors: [
        { name: 'Kalki Krishnamurthy', role: 'A01' },
        { name: 'Pavithra Srinivasan', role: 'B06' },
      ],
    });
    expect(book).toMatchObject({
      author: 'Kalki Krishnamurthy',
      format: 'BB',
      editionStatement: 'Collector’s edition',
      pageCount: 560,
      publicationDate: '2014-06-01',
      publisher: 'Macmillan India',
      imprint: 'Tranquebar',
      series: { name: 'Ponniyin Selvan', number: 1 },
      contributors: [
        { name: 'Kalki Krishnamurthy', role: 'A01' },
        { name: 'Pavithra Srinivasan', role: 'B06' },
      ],
    });
    const page = await call('GET', `/api/books/${book.id}`);
    expect(page.json()).toMatchObject({
      formatLabel: 'Hardback',
      publisher: { name: 'Macmillan India' },
      series: { name: 'Ponniyin Selvan' },
    });

    // A save that sends only the spec's fields keeps every trade field.
    const {
      format: _f,
      contributors: _c,
      series: _s,
      publisher: _p,
      ...specOnly
    } = bookInput({
      title: 'Fresh Floods',
      author: 'Kalki Krishnamurthy',
    }) as Record<string, unknown>;
    const saved = await call('PUT', `/api/admin/books/${book.id}`, ctx.owner, specOnly);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ format: 'BB', publisher: 'Macmillan India' });
    expect(await creditsOf(book.id)).toEqual([
      { name: 'Kalki Krishnamurthy', role: 'A01' },
      { name: 'Pavithra Srinivasan', role: 'B06' },
    ]);

    // Null clears.
    const cleared = await call('PUT', `/api/admin/books/${book.id}`, ctx.owner, {
      ...specOnly,
      publisher: null,
      series: null,
      format: null,
    });
    expect(cleared.json()).toMatchObject({ format: null, publisher: null, series: null });
  });

  it('refuses bad trade fields with one message each and writes nothing', async () => {
    const res = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput({ title: 'Never Saved' }),
      format: 'XX',
      publicationDate: '2026-02-31',
      pageCount: 0,
      contributors: [{ name: 'Someone', role: 'B06' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      format: 'Choose a format from the list',
      publicationDate: 'No such date',
      pageCount: 'Pages must be at least 1',
      contributors: 'Name at least one author (role Author or Co-author)',
    });
    const [row] = await queryRows<{ n: number }>(
      ctx.t.database.db,
      sql`SELECT count(*)::int AS n FROM books WHERE title = 'Never Saved'`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('people, series and publishers', () => {
  it('lists and searches each, with their live books counted', async () => {
    await createBook({ title: 'Good Omens', author: 'Terry Pratchett, Neil Gaiman' });
    const people = await call('GET', '/api/admin/contributors?q=pratch', ctx.owner);
    expect(people.statusCode).toBe(200);
    expect(people.json()).toMatchObject({
      total: 1,
      items: [{ name: 'Terry Pratchett', sortName: 'Pratchett, Terry', books: 1 }],
    });
    const series = await call('GET', '/api/admin/series?q=ponniyin', ctx.owner);
    expect(series.json().items).toEqual([expect.objectContaining({ name: 'Ponniyin Selvan' })]);
    const none = await call('GET', '/api/admin/publishers?q=nobody%25', ctx.owner);
    expect(none.json()).toMatchObject({ total: 0, items: [] });
  });

  it('renames a person, and refuses a name another person has', async () => {
    const id = await personId('Neil Gaiman');
    const renamed = await call('PATCH', `/api/admin/contributors/${id}`, ctx.owner, {
      name: 'Neil Richard Gaiman',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Neil Richard Gaiman',
      sortName: 'Gaiman, Neil Richard',
      slug: 'neil-gaiman',
    });
    const taken = await call('PATCH', `/api/admin/contributors/${id}`, ctx.owner, {
      name: 'terry  PRATCHETT',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('merge the two');
    expect(
      (await call('PATCH', '/api/admin/contributors/999999', ctx.owner, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/contributors/${id}`, ctx.owner, { name: ' ' })).statusCode,
    ).toBe(400);
  });

  it('merges two records of one person: every credit moves, other roles stay', async () => {
    const a = await createBook({ title: 'Harry One', author: 'J.K. Rowling' });
    const b = await createBook({
      title: 'Harry Two',
      author: 'Rowling',
      contributors: [
        { name: 'Joanne Rowling', role: 'A01' },
        { name: 'Jim Kay', role: 'A12' },
      ],
    });
    const from = await personId('Joanne Rowling');
    const into = await personId('J.K. Rowling');
    const merged = await call('POST', '/api/admin/contributors/merge', ctx.owner, { from, into });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      into: { name: 'J.K. Rowling', books: 2 },
      creditsMoved: 1,
      booksRewritten: 1,
    });
    expect(await creditsOf(b.id)).toEqual([
      { name: 'J.K. Rowling', role: 'A01' },
      { name: 'Jim Kay', role: 'A12' },
    ]);
    expect(await creditsOf(a.id)).toEqual([{ name: 'J.K. Rowling', role: 'A01' }]);
    expect((await call('GET', `/api/books/${b.id}`)).json().author).toBe('J.K. Rowling');
    expect(await personId('Joanne Rowling')).toBeUndefined();

    const again = await call('POST', '/api/admin/contributors/merge', ctx.owner, { from, into });
    expect(again.statusCode).toBe(404);
    const self = await call('POST', '/api/admin/contributors/merge', ctx.owner, {
      from: into,
      into,
    });
    expect(self.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/contributors'],
      ['GET', '/api/admin/series'],
      ['PATCH', '/api/admin/publishers/1'],
      ['POST', '/api/admin/contributors/merge'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, ctx.shopper, {})).statusCode, url).toBe(403);
    }
  });
});
