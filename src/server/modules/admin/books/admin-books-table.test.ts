import { beforeAll, describe, expect, it } from 'vitest';
import { bookInput, configureCategories, setUpAdminSuite } from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction']);
});

const createBook = async (overrides: Parameters<typeof bookInput>[0]) => {
  const res = await call('POST', '/api/admin/books', ctx.owner, bookInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json() as { id: number; title: string };
};

describe('collections and title order for the books table', () => {
  it('lists every collection in use with its book count, archived books included', async () => {
    expect((await call('GET', '/api/admin/books/collections', ctx.owner)).json()).toEqual({
      items: [],
    });
    const a = await createBook({ title: 'Anand Math', isbn: null, collection: ['Classics'] });
    await createBook({
      title: 'Zebra Tales',
      isbn: null,
      collection: ['monsoon reads', 'Classics'],
    });
    await call('POST', '/api/admin/books/bulk', ctx.owner, { ids: [a.id], action: 'archive' });

    const res = await call('GET', '/api/admin/books/collections', ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { name: 'Classics', bookCount: 2 },
        { name: 'monsoon reads', bookCount: 1 },
      ],
    });
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/admin/books/collections')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/books/collections', ctx.shopper)).statusCode).toBe(403);
  });

  it('sorts by title both ways', async () => {
    const titles = async (sort: string) =>
      (await call('GET', `/api/admin/books?archived=all&sort=${sort}`, ctx.owner))
        .json()
        .items.map((b: { title: string }) => b.title);
    expect(await titles('title')).toEqual(['Anand Math', 'Zebra Tales']);
    expect(await titles('title-desc')).toEqual(['Zebra Tales', 'Anand Math']);
  });
});

describe('book ids out of range', () => {
  it('answers an id too large for the database as a 400, not a 500', async () => {
    const res = await call('GET', '/api/admin/books/99999999999', ctx.owner);
    expect(res.statusCode).toBe(400);
    const stock = await call('PATCH', '/api/admin/books/99999999999/stock', ctx.owner, {
      stockQuantity: 1,
    });
    expect(stock.statusCode).toBe(400);
    const bulk = await call('POST', '/api/admin/books/bulk', ctx.owner, {
      ids: [99999999999],
      action: 'archive',
    });
    expect(bulk.statusCode).toBe(400);
  });
});
