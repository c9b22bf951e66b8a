import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../db/schema/content.ts';
import { auditRowsFor, setUpAdminSuite } from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let unreadId: number;
let readId: number;

beforeAll(async () => {
  const now = Date.now();
  const rows = await ctx.t.database.db
    .insert(contactMessages)
    .values([
      {
        name: 'A',
        email: 'a@example.com',
        subject: 'Hello',
        message: 'Where is my order?',
        createdAt: new Date(now - 1000),
      },
      {
        name: 'B',
        email: 'b@example.com',
        subject: 'Thanks',
        message: 'Lovely shop',
        readAt: new Date(now - 500),
        createdAt: new Date(now),
      },
    ])
    .returning({ id: contactMessages.id });
  [unreadId, readId] = rows.map((r) => r.id) as [number, number];
});

describe('contact messages', () => {
  it('lists every message newest first, or only the unread ones', async () => {
    const all = await call('GET', '/api/admin/contact-messages', ctx.owner);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.json().items.map((m: { id: number }) => m.id)).toEqual([readId, unreadId]);

    const unread = (await call('GET', '/api/admin/contact-messages?unread=1', ctx.owner)).json();
    expect(unread.total).toBe(1);
    expect(unread.items).toEqual([
      {
        id: unreadId,
        name: 'A',
        email: 'a@example.com',
        subject: 'Hello',
        message: 'Where is my order?',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);

    const bad = await call('GET', '/api/admin/contact-messages?unread=maybe&page=0', ctx.owner);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['page', 'unread']);
  });

  it('marks a message read once, audited, and counts it off the dashboard', async () => {
    const before = (await call('GET', '/api/admin/dashboard', ctx.owner)).json();
    expect(before.unreadContactMessages).toBe(1);

    const res = await call('POST', `/api/admin/contact-messages/${unreadId}/read`, ctx.owner);
    expect(res.statusCode).toBe(200);
    const readAt = res.json().readAt;
    expect(readAt).toEqual(expect.any(String));

    const again = await call('POST', `/api/admin/contact-messages/${unreadId}/read`, ctx.owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().readAt).toBe(readAt);

    const audit = await auditRowsFor(ctx.t, 'contact-message', unreadId);
    expect(audit.map((a) => a.action)).toEqual(['contact-message.read']);
    const after = (await call('GET', '/api/admin/dashboard', ctx.owner)).json();
    expect(after.unreadContactMessages).toBe(0);
    expect(
      (await call('GET', '/api/admin/contact-messages?unread=1', ctx.owner)).json().total,
    ).toBe(0);
  });

  it('answers 404 for a message that does not exist and 400 for a malformed id', async () => {
    const missing = await call('POST', '/api/admin/contact-messages/999999/read', ctx.owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Message not found');
    const malformed = await call('POST', '/api/admin/contact-messages/abc/read', ctx.owner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
    const asShopper = await call('POST', `/api/admin/contact-messages/${readId}/read`, ctx.shopper);
    expect(asShopper.statusCode).toBe(403);
  });
});
