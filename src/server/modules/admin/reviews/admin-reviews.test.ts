import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books } from '../../../db/schema/catalog.ts';
import { registerAndConfirm } from '../../auth/auth.test-helpers.ts';
import { insertBooks, putOverCurrent, setUpAdminSuite } from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();

const rating = async (bookId: number) =>
  (
    await ctx.t.database.db
      .select({ avg: books.avgRating, n: books.ratingCount })
      .from(books)
      .where(eq(books.id, bookId))
  )[0]!;

const publicReviews = async (bookId: number) =>
  (await ctx.call('GET', `/api/books/${bookId}/reviews`)).json().items as { id: number }[];

const queue = async (view = 'queue') =>
  (await ctx.call('GET', `/api/admin/reviews?view=${view}`, ctx.owner)).json();

describe('review moderation', () => {
  it('reports a review, hides it with a reason the author sees, and restores it', async () => {
    const [bookId] = await insertBooks(ctx.t, [{ title: 'Godaan' }]);
    const ravi = await registerAndConfirm(ctx.t, 'ravi@example.com', 'correct-horse-1', 'Ravi');
    const posted = await ctx.call('POST', `/api/books/${bookId}/reviews`, ctx.shopper, {
      rating: 1,
      comment: 'Buy cheap pills at spam.example',
    });
    expect(posted.json().status).toBe('published');
    const reviewId = posted.json().id as number;
    expect(await rating(bookId!)).toEqual({ avg: 1, n: 1 });

    const own = await ctx.call('POST', `/api/reviews/${reviewId}/report`, ctx.shopper, {
      reason: 'mine',
    });
    expect(own.statusCode).toBe(400);
    const blank = await ctx.call('POST', `/api/reviews/${reviewId}/report`, ravi, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const report = await ctx.call('POST', `/api/reviews/${reviewId}/report`, ravi, {
      reason: 'Spam link',
    });
    expect(report.json().message).toMatch(/^Thank you/);
    const again = await ctx.call('POST', `/api/reviews/${reviewId}/report`, ravi, {
      reason: 'Spam link',
    });
    expect(again.json().message).toMatch(/already reported/);

    const reported = await queue('reported');
    expect(reported.items).toHaveLength(1);
    expect(reported.items[0]).toMatchObject({
      id: reviewId,
      book: { title: 'Godaan' },
      reports: [{ reason: 'Spam link' }],
    });

    const noReason = await ctx.call('POST', `/api/admin/reviews/${reviewId}/moderate`, ctx.owner, {
      action: 'hide',
    });
    expect(noReason.statusCode).toBe(400);
    const hide = await ctx.call('POST', `/api/admin/reviews/${reviewId}/moderate`, ctx.owner, {
      action: 'hide',
      reason: 'Advertising is not allowed',
    });
    expect(hide.statusCode).toBe(204);
    expect(await publicReviews(bookId!)).toEqual([]);
    expect(await rating(bookId!)).toEqual({ avg: 0, n: 0 });
    expect((await queue('reported')).items).toEqual([]);
    const mine = (await ctx.call('GET', `/api/books/${bookId}/reviews/mine`, ctx.shopper)).json();
    expect(mine.review).toMatchObject({
      status: 'hidden',
      moderationReason: 'Advertising is not allowed',
    });
    const notices = (await ctx.call('GET', '/api/notifications', ctx.shopper)).json();
    expect(JSON.stringify(notices)).toContain('Advertising is not allowed');
    // A hidden review cannot be reported or hidden again.
    expect(
      (await ctx.call('POST', `/api/reviews/${reviewId}/report`, ravi, { reason: 'Spam again' }))
        .statusCode,
    ).toBe(404);
    const twice = await ctx.call('POST', `/api/admin/reviews/${reviewId}/moderate`, ctx.owner, {
      action: 'hide',
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);

    await ctx.call('POST', `/api/admin/reviews/${reviewId}/moderate`, ctx.owner, {
      action: 'restore',
    });
    expect((await publicReviews(bookId!)).map((r) => r.id)).toEqual([reviewId]);
    expect(await rating(bookId!)).toEqual({ avg: 1, n: 1 });

    const removed = await ctx.call('POST', `/api/admin/reviews/${reviewId}/moderate`, ctx.owner, {
      action: 'remove',
      reason: 'Spam',
    });
    expect(removed.statusCode).toBe(204);
    expect(await rating(bookId!)).toEqual({ avg: 0, n: 0 });
    expect(
      JSON.stringify((await ctx.call('GET', '/api/notifications', ctx.shopper)).json()),
    ).toContain('was removed: Spam');
  });

  it('holds new reviews until approved when the shop says so', async () => {
    const settings = (await ctx.call('GET', '/api/admin/settings', ctx.owner)).json();
    const { razorpayConfigured: _r, version: _v, ...values } = settings;
    const saved = await putOverCurrent(ctx, '/api/admin/settings', {
      ...values,
      holdReviews: true,
    });
    expect(saved.statusCode).toBe(200);
    const [bookId] = await insertBooks(ctx.t, [{ title: 'Nirmala' }]);
    const posted = await ctx.call('POST', `/api/books/${bookId}/reviews`, ctx.shopper, {
      rating: 5,
      comment: 'Moving.',
    });
    expect(posted.json().status).toBe('pending');
    expect(await publicReviews(bookId!)).toEqual([]);
    expect(await rating(bookId!)).toEqual({ avg: 0, n: 0 });
    const pending = await queue('pending');
    expect(pending.items.map((r: { id: number }) => r.id)).toEqual([posted.json().id]);
    await ctx.call('POST', `/api/admin/reviews/${posted.json().id}/moderate`, ctx.owner, {
      action: 'approve',
    });
    expect((await publicReviews(bookId!)).length).toBe(1);
    expect(await rating(bookId!)).toEqual({ avg: 5, n: 1 });
    await putOverCurrent(ctx, '/api/admin/settings', { ...values, holdReviews: false });
  });
});
