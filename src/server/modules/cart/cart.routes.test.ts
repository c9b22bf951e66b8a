import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
let asha: string;
let ravi: string;
let guide: number;
let lastCopy: number;
let soldOut: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(books)
    .values([
      {
        title: 'The Guide',
        author: 'R. K. Narayan',
        mrpPaise: 39900,
        sellingPricePaise: 29950,
        category: ['Fiction'],
        stockQuantity: 20,
      },
      {
        title: 'Last Copy',
        author: 'A. Writer',
        mrpPaise: 19900,
        sellingPricePaise: 19900,
        category: ['Fiction'],
        stockQuantity: 1,
      },
      {
        title: 'Sold Out',
        author: 'B. Writer',
        mrpPaise: 9900,
        sellingPricePaise: 9900,
        category: ['Fiction'],
        stockQuantity: 0,
      },
    ])
    .returning({ id: books.id });
  [guide, lastCopy, soldOut] = rows.map((r) => r.id) as [number, number, number];
  asha = await registerAndConfirm(t, 'asha@example.com');
  ravi = await registerAndConfirm(t, 'ravi@example.com');
});

afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('cart', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/cart')).statusCode).toBe(401);
    expect((await call('POST', '/api/cart', undefined, { bookId: guide })).statusCode).toBe(401);
  });

  it('adds a book (quantity 1 by default), raises the quantity on a second add, and lists it', async () => {
    const first = await call('POST', '/api/cart', asha, { bookId: guide });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      bookId: guide,
      quantity: 1,
      book: { sellingPrice: 299.5 },
    });
    const again = await call('POST', '/api/cart', asha, { bookId: guide, quantity: 2 });
    expect(again.json()).toMatchObject({ id: first.json().id, quantity: 3 });
    const cart = (await call('GET', '/api/cart', asha)).json();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: first.json().id, bookId: guide, quantity: 3 });
    expect((await call('GET', '/api/cart', ravi)).json()).toEqual([]);
  });

  it('keeps quantities within 1..10 and within stock, with clear messages', async () => {
    const tooMany = await call('POST', '/api/cart', asha, { bookId: guide, quantity: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.quantity).toBe('You can order at most 10 copies of a book');
    const overCap = await call('POST', '/api/cart', asha, { bookId: guide, quantity: 8 });
    expect(overCap.statusCode).toBe(409);
    expect(overCap.json().error.message).toBe('You can order at most 10 copies of a book.');

    const soldOutAdd = await call('POST', '/api/cart', asha, { bookId: soldOut });
    expect(soldOutAdd.statusCode).toBe(409);
    expect(soldOutAdd.json().error).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: '“Sold Out” is out of stock.',
    });

    const one = await call('POST', '/api/cart', asha, { bookId: lastCopy });
    expect(one.statusCode).toBe(201);
    const two = await call('PUT', `/api/cart/${one.json().id}`, asha, { quantity: 2 });
    expect(two.statusCode).toBe(409);
    expect(two.json().error.message).toBe('Only 1 copy of “Last Copy” left in stock.');
    const zero = await call('PUT', `/api/cart/${one.json().id}`, asha, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect((await call('POST', '/api/cart', asha, { bookId: 999999 })).statusCode).toBe(404);
  });

  it('updates and removes only the owner’s items; another user’s id is "Cart item not found"', async () => {
    const [line] = (await call('GET', '/api/cart', asha)).json();
    for (const res of [
      await call('PUT', `/api/cart/${line.id}`, ravi, { quantity: 2 }),
      await call('DELETE', `/api/cart/${line.id}`, ravi),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Cart item not found');
    }
    const updated = await call('PUT', `/api/cart/${line.id}`, asha, { quantity: 2 });
    expect(updated.json()).toMatchObject({ id: line.id, quantity: 2 });
    const removed = await call('DELETE', `/api/cart/${line.id}`, asha);
    expect(removed.json()).toEqual({ message: '“The Guide” was removed from your cart.' });
    expect((await call('DELETE', `/api/cart/${line.id}`, asha)).statusCode).toBe(404);
  });

  it('clears the whole cart', async () => {
    await call('POST', '/api/cart', ravi, { bookId: guide });
    const res = await call('DELETE', '/api/cart', ravi);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/cart', ravi)).json()).toEqual([]);
    const [book] = await t.database.db.select().from(books).where(eq(books.id, guide));
    expect(book!.stockQuantity).toBe(20);
  });
});

describe('wishlist', () => {
  it('adds a book once, lists it, and removes only the owner’s items', async () => {
    const added = await call('POST', '/api/wishlist', asha, { bookId: guide });
    expect(added.statusCode).toBe(201);
    const again = await call('POST', '/api/wishlist', asha, { bookId: guide });
    expect(again.json().id).toBe(added.json().id);
    const list = (await call('GET', '/api/wishlist', asha)).json();
    expect(list).toEqual([expect.objectContaining({ id: added.json().id, bookId: guide })]);

    const theirs = await call('DELETE', `/api/wishlist/${added.json().id}`, ravi);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Item not found in wishlist');
    const removed = await call('DELETE', `/api/wishlist/${added.json().id}`, asha);
    expect(removed.json()).toEqual({ message: '“The Guide” was removed from your wishlist.' });
    expect((await call('GET', '/api/wishlist', asha)).json()).toEqual([]);
    expect((await call('POST', '/api/wishlist', asha, { bookId: 'x' })).statusCode).toBe(400);
  });

  it('clears the wishlist', async () => {
    await call('POST', '/api/wishlist', ravi, { bookId: guide });
    await call('POST', '/api/wishlist', ravi, { bookId: lastCopy });
    expect((await call('DELETE', '/api/wishlist', ravi)).statusCode).toBe(200);
    expect((await call('GET', '/api/wishlist', ravi)).json()).toEqual([]);
  });
});
