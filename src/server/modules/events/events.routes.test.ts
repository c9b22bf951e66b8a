import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/events', payload });

describe('POST /api/events', () => {
  it('records a batch with the spec payload fields, currency INR by default, and drops admin paths', async () => {
    const res = await send({
      visitorId: 'v_1234567890',
      events: [
        {
          name: 'Search',
          path: '/collections?search=bond',
          payload: { search_string: 'bond', result_count: 0 },
        },
        {
          name: 'ViewContent',
          path: '/books/999999',
          bookId: 999999,
          payload: { content_ids: [999999], value: 399 },
        },
        { name: 'PageView', path: '/admin/books' },
      ],
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.select().from(events);
    expect(rows.map((r) => r.name).sort()).toEqual(['Search', 'ViewContent']);
    expect(rows.find((r) => r.name === 'Search')!.payload).toEqual({
      search_string: 'bond',
      result_count: 0,
      currency: 'INR',
    });
    expect(rows.every((r) => r.userId === null && r.visitorId === 'v_1234567890')).toBe(true);
  });

  it('refuses unknown events, unknown payload fields and oversized batches', async () => {
    for (const payload of [
      { visitorId: 'v_1234567890', events: [{ name: 'Hack', path: '/' }] },
      {
        visitorId: 'v_1234567890',
        events: [{ name: 'Search', path: '/', payload: { email: 'a@b.c' } }],
      },
      {
        visitorId: 'v_1234567890',
        events: [{ name: 'Search', path: '/', payload: { search_string: 'a', result_count: -1 } }],
      },
      {
        visitorId: 'v_1234567890',
        events: Array.from({ length: 21 }, () => ({ name: 'PageView', path: '/' })),
      },
      { visitorId: 'x', events: [{ name: 'PageView', path: '/' }] },
    ]) {
      expect((await send(payload)).statusCode).toBe(400);
    }
  });
});
