import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { registerAndConfirm } from '../auth/auth.test-helpers.ts';

let t: TestApp;
let asha: string;
let ravi: string;
let bookId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [book] = await t.database.db
    .insert(books)
    .values({
      title: 'Malgudi Days',
      author: 'R. K. Narayan',
      mrpPaise: 25000,
      sellingPricePaise: 20000,
      category: ['Fiction'],
    })
    .returning({ id: books.id });
  bookId = book!.id;
  asha = await registerAndConfirm(t, 'asha@example.com', 'correct-horse-1', 'Asha Rao');
  ravi = await registerAndConfirm(t, 'ravi@example.com', 'correct-horse-1', 'Ravi Kumar');
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
const rating = async () =>
  (
    await t.database.db
      .select({ avg: books.avgRating, n: books.ratingCount })
      .from(books)
      .where(eq(books.id, bookId))
  )[0]!;

describe('reviews', () => {
  it('needs a signed-in user to write', async () => {
    expect(
      (await call('POST', `/api/books/${bookId}/reviews`, undefined, { rating: 5 })).statusCode,
    ).toBe(401);
  });

  it('writes one review per user and book, keeping the average and count in step', async () => {
    const bad = await call('POST', `/api/books/${bookId}/reviews`, asha, {
      rating: 6,
      comment: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      rating: 'Choose a rating from 1 to 5',
      comment: 'Your review must be at most 2,000 characters',
    });
    const first = await call('POST', `/api/books/${bookId}/reviews`, asha, {
      rating: 5,
      comment: '<script>alert(1)</script> Lovely stories.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ userName: 'Asha Rao', rating: 5 });
    expect(
      (await call('POST', `/api/books/${bookId}/reviews`, asha, { rating: 1 })).statusCode,
    ).toBe(409);
    // Read (and cached with the listings) between the two reviews: the second must still show.
    expect((await call('GET', `/api/books/${bookId}`)).json().ratingSummary).toMatchObject({
      5: 1,
    });
    await call('POST', `/api/books/${bookId}/reviews`, ravi, { rating: 2, comment: 'Not for me.' });
    expect(await rating()).toEqual({ avg: 3.5, n: 2 });

    const detail = (await call('GET', `/api/books/${bookId}`)).json();
    expect(detail).toMatchObject({
      avgRating: 3.5,
      ratingCount: 2,
      ratingSummary: { 5: 1, 2: 1, 1: 0 },
    });
    const list = (await call('GET', `/api/books/${bookId}/reviews?sort=lowest`)).json();
    expect(list.items.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    // stored and returned as text; the client renders it as text, never as HTML
    expect(list.items[1].comment).toBe('<script>alert(1)</script> Lovely stories.');
  });

  it('lets the author edit and delete only their own review', async () => {
    const mine = (await call('GET', `/api/books/${bookId}/reviews/mine`, asha)).json().review;
    expect(mine.rating).toBe(5);
    expect((await call('PUT', `/api/reviews/${mine.id}`, ravi, { rating: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/reviews/${mine.id}`, ravi)).statusCode).toBe(404);
    const edited = await call('PUT', `/api/reviews/${mine.id}`, asha, {
      rating: 4,
      comment: 'Still lovely.',
    });
    expect(edited.json()).toMatchObject({ rating: 4, comment: 'Still lovely.' });
    expect(await rating()).toEqual({ avg: 3, n: 2 });
    expect((await call('DELETE', `/api/reviews/${mine.id}`, asha)).statusCode).toBe(204);
    expect(await rating()).toEqual({ avg: 2, n: 1 });
    expect((await call('GET', `/api/books/${bookId}/reviews/mine`, asha)).json()).toEqual({
      review: null,
    });
  });

  it('marks a review from someone who ordered the book as a verified purchase', async () => {
    const saved = (
      await call('POST', '/api/addresses', asha, {
        fullName: 'Asha Rao',
        mobile: '9876543210',
        line1: '1 Lake Road',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700029',
      })
    ).json();
    await call('POST', '/api/cart', asha, { bookId });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: asha, 'idempotency-key': randomUUID() },
      payload: { addressId: saved.id, shippingMethod: 'standard', paymentMethod: 'cod' },
    });
    expect(order.statusCode).toBe(201);
    // verified once the shop has confirmed the order
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`UPDATE orders SET status = 'confirmed' WHERE id = ${order.json().id}`,
    );
    await call('POST', `/api/books/${bookId}/reviews`, asha, {
      rating: 5,
      comment: 'Bought it, loved it.',
    });
    const list = (await call('GET', `/api/books/${bookId}/reviews`)).json();
    const byName = Object.fromEntries(
      list.items.map((r: { userName: string; verifiedPurchase: boolean }) => [
        r.userName,
        r.verifiedPurchase,
      ]),
    );
    expect(byName).toEqual({ 'Asha Rao': true, 'Ravi Kumar': false });
  });
});
