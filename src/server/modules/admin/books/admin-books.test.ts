import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../../db/schema/catalog.ts';
import { notifications, outbox } from '../../../db/schema/content.ts';
import { registerAndConfirm } from '../../auth/auth.test-helpers.ts';
import {
  auditRowsFor,
  bookInput,
  configureCategories,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Poetry', 'History']);
});

const createBook = async (overrides: Parameters<typeof bookInput>[0] = {}) => {
  const res = await call('POST', '/api/admin/books', ctx.owner, bookInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json();
};

const collectionRows = (bookId: number) =>
  ctx.t.database.db
    .select({ collection: collections.collection })
    .from(collections)
    .where(eq(collections.bookId, bookId))
    .orderBy(asc(collections.collection));

const notificationsOf = (userId: number) =>
  ctx.t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)))
    .orderBy(asc(notifications.id));

describe('creating and editing books', () => {
  it('answers bad input with one clear message per field and writes nothing', async () => {
    const bad = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput(),
      title: '  ',
      mrp: -5,
      category: [],
      isbn: '978-0-00-000000-1',
      stockQuantity: 1.5,
      lowStockThreshold: -1,
      videoUrl: 'ftp://example.com/trailer',
      publishedYear: 3000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      title: 'Title is required',
      mrp: 'MRP cannot be negative',
      category: 'Choose at least one category',
      isbn: 'Enter a valid ISBN-13 (or an ISBN-10, which is converted)',
      stockQuantity: 'Stock must be a whole number',
      lowStockThreshold: 'Low-stock threshold cannot be negative',
      videoUrl: 'Video link must start with http:// or https://',
      publishedYear: 'Year cannot be in the future',
    });

    const dearer = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput(),
      mrp: 100,
      sellingPrice: 100.01,
    });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().error.fields).toEqual({
      sellingPrice: 'Selling price cannot be more than the MRP',
    });

    const paise = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput(),
      mrp: 10.005,
      sellingPrice: 10,
    });
    expect(paise.json().error.fields).toEqual({ mrp: 'MRP can have at most two decimals (paise)' });

    const unknown = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput(),
      category: ['Fiction', 'Cookery'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      category: '“Cookery” is not one of the shop’s categories. Add it under Configuration first.',
    });

    const list = await call('GET', '/api/admin/books', ctx.owner);
    expect(list.json().total).toBe(0);
  });

  it('creates a book in paise with its collections mapped, visible on the storefront, and audited', async () => {
    const book = await createBook({
      isbn: '0-14-303964-4',
      category: ['fiction'],
      collection: ['Staff picks', 'Indian classics'],
      lowStockThreshold: undefined,
    });
    expect(book).toMatchObject({
      title: 'The Guide',
      mrp: 399,
      sellingPrice: 299.5,
      discountPercentage: 25,
      isbn13: '9780143039648',
      category: ['Fiction'],
      collection: ['Staff picks', 'Indian classics'],
      isPremium: false,
      stockQuantity: 10,
      lowStockThreshold: 5,
      stockStatus: 'in',
      archivedAt: null,
    });
    expect(await collectionRows(book.id)).toEqual([
      { collection: 'Indian classics' },
      { collection: 'Staff picks' },
    ]);
    const shop = await call('GET', `/api/books/${book.id}`);
    expect(shop.json()).toMatchObject({ sellingPrice: 299.5, isbn13: '9780143039648' });
    const rail = await call('GET', `/api/collections/${encodeURIComponent('Staff picks')}`);
    expect(rail.json().books.map((b: { id: number }) => b.id)).toContain(book.id);

    const [audit] = await auditRowsFor(ctx.t, 'book', book.id);
    expect(audit).toMatchObject({ action: 'book.create', before: null });
    expect(audit!.after).toMatchObject({ title: 'The Guide', mrp: 399 });
    expect(audit!.actorUserId).toEqual(expect.any(Number));
  });

  it('refuses a second book with the same ISBN, however it is typed', async () => {
    const again = await call('POST', '/api/admin/books', ctx.owner, {
      ...bookInput({ title: 'Copy', isbn: '0143039644' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ISBN_TAKEN',
      message: 'Another book already has ISBN 9780143039648 (“The Guide”).',
      fields: { isbn: 'Another book already has ISBN 9780143039648 (“The Guide”).' },
    });
    const other = await createBook({ title: 'Gitanjali', isbn: '9780140449136' });
    const clash = await call('PUT', `/api/admin/books/${other.id}`, ctx.owner, {
      ...bookInput({ title: 'Gitanjali', isbn: '978-0-14-303964-8' }),
    });
    expect(clash.statusCode).toBe(409);
    const own = await call('PUT', `/api/admin/books/${other.id}`, ctx.owner, {
      ...bookInput({ title: 'Gitanjali', author: 'Rabindranath Tagore', isbn: '9780140449136' }),
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the collections mapping in step with an edit and records before and after', async () => {
    const book = await createBook({ title: 'Malgudi Days', isbn: null, collection: ['A', 'B'] });
    const res = await call('PUT', `/api/admin/books/${book.id}`, ctx.owner, {
      ...bookInput({
        title: 'Malgudi Days',
        isbn: null,
        collection: ['B', 'C'],
        mrp: 250,
        sellingPrice: 200,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ collection: ['B', 'C'], mrp: 250, sellingPrice: 200 });
    expect(await collectionRows(book.id)).toEqual([{ collection: 'B' }, { collection: 'C' }]);
    const rows = await auditRowsFor(ctx.t, 'book', book.id);
    expect(rows.map((r) => r.action)).toEqual(['book.create', 'book.update']);
    expect(rows[1]!.before).toMatchObject({ collection: ['A', 'B'], mrp: 399 });
    expect(rows[1]!.after).toMatchObject({ collection: ['B', 'C'], mrp: 250 });

    const missing = await call(
      'PUT',
      '/api/admin/books/999999',
      ctx.owner,
      bookInput({ isbn: null }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('stock and wishlist alerts', () => {
  it('tells wishlisters when a sold-out book is restocked or its price drops', async () => {
    const book = await createBook({ title: 'Sold Out', isbn: null, stockQuantity: 0 });
    const shopperId = (await call('GET', '/api/auth/me', ctx.shopper)).json().id;
    expect((await call('POST', '/api/wishlist', ctx.shopper, { bookId: book.id })).statusCode).toBe(
      201,
    );
    // The storefront listing is cached; an admin change must show at once.
    expect((await call('GET', '/api/books?search=Sold%20Out')).json().items[0].stockQuantity).toBe(
      0,
    );

    const restocked = await call('PATCH', `/api/admin/books/${book.id}/stock`, ctx.owner, {
      stockQuantity: 3,
    });
    expect(restocked.statusCode).toBe(200);
    expect(restocked.json()).toMatchObject({ stockQuantity: 3, stockStatus: 'low' });
    expect((await call('GET', '/api/books?search=Sold%20Out')).json().items[0].stockQuantity).toBe(
      3,
    );

    await call('PATCH', `/api/admin/books/${book.id}/stock`, ctx.owner, { stockQuantity: 6 });
    await call('PUT', `/api/admin/books/${book.id}`, ctx.owner, {
      ...bookInput({ title: 'Sold Out', isbn: null, stockQuantity: 6, sellingPrice: 249 }),
    });
    const notices = await notificationsOf(shopperId);
    expect(notices.map((n) => ({ type: n.type, title: n.title, link: n.link }))).toEqual([
      { type: 'back-in-stock', title: 'Back in stock: Sold Out', link: `/books/${book.id}` },
      { type: 'price-drop', title: 'Price drop: Sold Out', link: `/books/${book.id}` },
    ]);
    expect(notices[1]!.body).toBe('Now ₹249.00 (was ₹299.50).');

    const audit = await auditRowsFor(ctx.t, 'book', book.id);
    expect(audit.filter((a) => a.action === 'book.stock').map((a) => [a.before, a.after])).toEqual([
      [{ stockQuantity: 0 }, { stockQuantity: 3 }],
      [{ stockQuantity: 3 }, { stockQuantity: 6 }],
    ]);

    const negative = await call('PATCH', `/api/admin/books/${book.id}/stock`, ctx.owner, {
      stockQuantity: -1,
    });
    expect(negative.json().error.fields).toEqual({ stockQuantity: 'Stock cannot be negative' });
  });
});

describe('listing and bulk actions', () => {
  it('filters, sorts and pages on the server', async () => {
    const poem = await createBook({
      title: 'Selected Poems',
      author: 'Kamala Das',
      isbn: null,
      category: ['Poetry'],
      stockQuantity: 2,
      lowStockThreshold: 3,
      isPremium: true,
      sellingPrice: 150,
    });
    const list = (query: string) => call('GET', `/api/admin/books?${query}`, ctx.owner);
    expect((await list('search=kamala')).json().items.map((b: { id: number }) => b.id)).toEqual([
      poem.id,
    ]);
    expect((await list('search=9780143039648')).json().items[0].title).toBe('The Guide');
    expect((await list('category=Poetry')).json().total).toBe(1);
    // A typed % is a character to find, not a wildcard.
    expect((await list('search=%25')).json().total).toBe(0);
    expect((await list('premium=1')).json().items.map((b: { id: number }) => b.id)).toEqual([
      poem.id,
    ]);
    const low = (await list('stock=low')).json().items.map((b: { title: string }) => b.title);
    expect(low).toContain('Selected Poems');
    expect(low).not.toContain('The Guide');
    expect((await list('stock=out')).json().total).toBe(0);
    const all = (await list('sort=price-asc&pageSize=2&page=1')).json();
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.items[0].sellingPrice).toBe(150);
    expect((await list('sort=nonsense')).statusCode).toBe(400);
  });

  it('archives, marks premium and files many books at once, each audited', async () => {
    const ids = (await call('GET', '/api/admin/books?pageSize=100', ctx.owner))
      .json()
      .items.map((b: { id: number }) => b.id)
      .slice(0, 2) as number[];
    const bulk = (payload: object) => call('POST', '/api/admin/books/bulk', ctx.owner, payload);

    expect((await bulk({ ids, action: 'archive' })).json()).toEqual({ updated: 2 });
    expect((await bulk({ ids, action: 'archive' })).json()).toEqual({ updated: 0 });
    expect((await call('GET', `/api/books/${ids[0]}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/books/${ids[0]}`, ctx.owner)).json().archivedAt).not.toBe(
      null,
    );
    expect((await call('GET', '/api/admin/books?archived=1', ctx.owner)).json().total).toBe(2);
    expect((await call('GET', '/api/admin/books?archived=all', ctx.owner)).json().total).toBe(5);
    expect((await bulk({ ids, action: 'unarchive' })).json()).toEqual({ updated: 2 });

    expect((await bulk({ ids, action: 'add-to-collection' })).json().error.fields).toEqual({
      collection: 'Choose a collection',
    });
    expect(
      (await bulk({ ids, action: 'add-to-collection', collection: 'Monsoon reads' })).json(),
    ).toEqual({
      updated: 2,
    });
    const rail = (await call('GET', '/api/collections/Monsoon%20reads')).json();
    expect(rail.books.map((b: { id: number }) => b.id).sort()).toEqual([...ids].sort());
    await bulk({ ids: [ids[0]], action: 'remove-from-collection', collection: 'Monsoon reads' });
    expect(await collectionRows(ids[0]!)).not.toContainEqual({ collection: 'Monsoon reads' });
    expect(await collectionRows(ids[1]!)).toContainEqual({ collection: 'Monsoon reads' });

    await bulk({ ids, action: 'set-premium' });
    const premium = (await call('GET', '/api/admin/books?premium=1', ctx.owner)).json();
    expect(premium.items.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining(ids));

    const audit = await auditRowsFor(ctx.t, 'book', ids[0]!);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'book.archive',
        'book.unarchive',
        'book.add-to-collection',
        'book.remove-from-collection',
      ]),
    );
    const archived = audit.find((a) => a.action === 'book.archive')!;
    expect(archived.before).toEqual({ archivedAt: null });
    expect(archived.after).toEqual({ archivedAt: expect.any(String) });
  });
});

describe('the price edited from the list', () => {
  it('sets the selling price alone, refuses one above the MRP and writes nothing then', async () => {
    const book = await createBook({ title: 'Priced In Place', isbn: null, stockQuantity: 4 });
    const setPrice = (payload: object) =>
      call('PATCH', `/api/admin/books/${book.id}/price`, ctx.owner, payload);

    const cheaper = await setPrice({ sellingPrice: 199.5 });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({ sellingPrice: 199.5, stockQuantity: 4 });
    expect(
      (await call('GET', '/api/books?search=Priced%20In%20Place')).json().items[0].sellingPrice,
    ).toBe(199.5);

    const dearer = await setPrice({ sellingPrice: 10_000 });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().error.fields).toEqual({
      sellingPrice: 'Selling price cannot be more than the MRP',
    });
    const negative = await setPrice({ sellingPrice: -1 });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().error.fields)).toEqual(['sellingPrice']);
    const stranger = await call('PATCH', `/api/admin/books/${book.id}/price`, ctx.shopper, {
      sellingPrice: 1,
    });
    expect(stranger.statusCode).toBe(403);
    expect(
      (await call('PATCH', '/api/admin/books/999999/price', ctx.owner, { sellingPrice: 1 }))
        .statusCode,
    ).toBe(404);

    const detail = await call('GET', `/api/admin/books/${book.id}`, ctx.owner);
    expect(detail.json().sellingPrice).toBe(199.5);
    const audit = await auditRowsFor(ctx.t, 'book', book.id);
    expect(audit.filter((a) => a.action === 'book.price').map((a) => [a.before, a.after])).toEqual([
      [{ sellingPrice: 299.5 }, { sellingPrice: 199.5 }],
    ]);
  });
});

// Last in the file: its book would change the listing's counts above.
describe('back-in-stock mail', () => {
  it('mails each wishlister once when a sold-out book is restocked, through the outbox', async () => {
    const book = await createBook({ title: 'Midnight Mail', isbn: null, stockQuantity: 0 });
    await call('POST', '/api/wishlist', ctx.shopper, { bookId: book.id });
    // A reader who did not wishlist the book hears nothing of it.
    await registerAndConfirm(ctx.t, 'reader@example.com', 'correct-horse-1', 'Ravi Iyer');
    const stock = (stockQuantity: number) =>
      call('PATCH', `/api/admin/books/${book.id}/stock`, ctx.owner, { stockQuantity });
    expect((await stock(4)).statusCode).toBe(200);
    expect((await stock(9)).statusCode).toBe(200); // still in stock: no second mail

    const mails = await ctx.t.database.db
      .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(like(outbox.text, '%Midnight Mail%'))
      .orderBy(asc(outbox.id));
    expect(mails).toEqual([
      {
        to: 'shopper@example.com',
        subject: 'Back in stock: Midnight Mail',
        text: expect.stringContaining(`/books/${book.id}`),
      },
    ]);
    expect(mails.filter((m) => m.to === 'reader@example.com')).toEqual([]);
  });
});
