import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookInput,
  caller,
  configureCategories,
  createAdminTestContext,
  putOverCurrent,
  type AdminTestContext,
} from '../modules/admin/admin.test-helpers.ts';
import { readPageHead } from '../modules/seo/seo.public.ts';
import { defaultSettings } from '../modules/site-config/site-config.public.ts';
import { ifNoneMatchHits } from './http-cache.ts';

let ctx: AdminTestContext;
let call: ReturnType<typeof caller>;
let bookId: number;

beforeAll(async () => {
  ctx = await createAdminTestContext();
  call = caller(ctx.t);
  await configureCategories(ctx, ['Fiction']);
  const created = await call('POST', '/api/admin/books', ctx.owner, bookInput({ mrp: 500 }));
  if (created.statusCode !== 201) throw new Error(created.body);
  bookId = created.json().id;
});

afterAll(async () => {
  await ctx?.t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of catalogue reads', () => {
  it.each([
    '/api/books',
    '/api/books?search=guide',
    '/api/books/:id',
    '/api/collections',
    '/config',
  ])('%s answers 304 to a repeat with If-None-Match', async (pattern) => {
    const url = pattern.replace(':id', String(bookId));
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another tag (or none) gets the whole body.
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('tags gzipped answers too, with the same tag as plain ones', async () => {
    // More books, so that the listing is past @fastify/compress's 1 KB threshold.
    for (const title of ['Malgudi Days', 'Swami and Friends', 'The English Teacher']) {
      const res = await call('POST', '/api/admin/books', ctx.owner, bookInput({ title, isbn: '' }));
      expect(res.statusCode).toBe(201);
    }
    const plain = await get('/api/books');
    const gzipped = await get('/api/books', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/api/books', {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never vouches for a stale price: an admin change gives a new tag and the new price', async () => {
    const list = await get('/api/books');
    const page = await get(`/api/books/${bookId}`);
    const headBefore = await readPageHead(
      ctx.t.database.db,
      'http://shop.test',
      `/books/${bookId}`,
      new URLSearchParams(),
    );
    expect(headBefore.description).toContain('₹299.50');
    expect(page.json().sellingPrice).toBe(299.5);

    const edited = await call(
      'PUT',
      `/api/admin/books/${bookId}`,
      ctx.owner,
      bookInput({ mrp: 500, sellingPrice: 249 }),
    );
    expect(edited.statusCode).toBe(200);

    const head = await readPageHead(
      ctx.t.database.db,
      'http://shop.test',
      `/books/${bookId}`,
      new URLSearchParams(),
    );
    expect(head.description).toContain('₹249.00');
    for (const [before, url] of [
      [list, '/api/books'],
      [page, `/api/books/${bookId}`],
    ] as const) {
      const after = await get(url, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const body = after.json();
      const book = 'items' in body ? body.items.find((b: { id: number }) => b.id === bookId) : body;
      expect(book.sellingPrice).toBe(249);
    }
  });

  it('serves a stock change at once, with a new tag', async () => {
    const before = await get(`/api/books/${bookId}`);
    const stocked = await call('PATCH', `/api/admin/books/${bookId}/stock`, ctx.owner, {
      stockQuantity: 0,
    });
    expect(stocked.statusCode).toBe(200);
    const after = await get(`/api/books/${bookId}`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().inStock).toBe(0);
  });

  it('caches /config in process but shows staff saves at once', async () => {
    const before = await get('/config');
    expect((await get('/config')).headers.etag).toBe(before.headers.etag);
    const saved = await putOverCurrent(ctx, '/api/admin/settings', {
      ...defaultSettings,
      storeName: 'Pustak Pune',
    });
    expect(saved.statusCode).toBe(200);
    const after = await get('/config', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().site.name).toBe('Pustak Pune');

    await configureCategories(ctx, ['Fiction', 'Travel']);
    expect((await get('/config')).json().books.categories).toEqual(['Fiction', 'Travel']);
  });

  it('leaves routes without the mark alone', async () => {
    const res = await get('/healthz');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match matching', () => {
  it('compares weakly, in lists and with *', () => {
    expect(ifNoneMatchHits('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('*', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"ab"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'W/"a"')).toBe(false);
  });
});
