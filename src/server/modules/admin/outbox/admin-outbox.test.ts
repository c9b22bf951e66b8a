import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../../test-app.ts';
import { freshIp, sessionCookie } from '../../auth/auth.test-helpers.ts';
import {
  caller,
  ownerEmail,
  setUpAdminSuite,
  type AdminTestContext,
} from '../admin.test-helpers.ts';

interface Row {
  id: number;
  to: string;
  subject: string;
  status: string;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

function post(t: TestApp, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
}

describe('the outbox, with a mail server and an SMS provider', () => {
  const ctx = setUpAdminSuite();
  const { call } = ctx;

  beforeAll(async () => {
    const asked = await post(ctx.t, '/api/auth/email-otp/request-password-reset', {
      email: 'shopper@example.com',
    });
    expect(asked.statusCode).toBe(200);
  });

  it('is for admins only: 401 signed out, 403 for a shopper, on the list and a message', async () => {
    const [first] = (await call('GET', '/api/admin/outbox', ctx.owner)).json().items as Row[];
    for (const url of ['/api/admin/outbox', `/api/admin/outbox/${first!.id}`]) {
      const anonymous = await call('GET', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('shopper@example.com');
      const shopper = await call('GET', url, ctx.shopper);
      expect(shopper.statusCode).toBe(403);
      expect(shopper.body).not.toContain('shopper@example.com');
    }
  });

  it('lists the mail the shop sent, newest first, without bodies', async () => {
    const res = await call('GET', '/api/admin/outbox', ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      page: 1,
      pageSize: 20,
      deliveryConfigured: { mail: true, sms: true },
    });
    // Both sign-ups' confirmation codes and welcomes, then the shopper's reset code.
    expect(body.total).toBe(5);
    const [newest] = body.items;
    expect(newest).toEqual({
      id: expect.any(Number),
      channel: 'mail',
      to: 'shopper@example.com',
      subject: expect.stringMatching(/^\d{6} is your Pustak password reset code$/),
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
      nextAttemptAt: null,
    });
    const ids = body.items.map((m: Row) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by part of the recipient in any case, with % and _ taken literally', async () => {
    const shopper = (await call('GET', '/api/admin/outbox?to=SHOPPER%40EXAMPLE', ctx.owner)).json();
    expect(shopper.total).toBe(3);
    expect(shopper.items.every((m: Row) => m.to === 'shopper@example.com')).toBe(true);
    for (const wildcard of ['%25', '_', 'shopper%25example']) {
      const res = await call('GET', `/api/admin/outbox?to=${wildcard}`, ctx.owner);
      expect(res.json().total).toBe(0);
    }
    const blank = await call('GET', '/api/admin/outbox?to=%20', ctx.owner);
    expect(blank.json().total).toBe(5);
  });

  it('filters by state and channel, and pages through the messages', async () => {
    const base = Date.now() - 60_000;
    await ctx.t.database.db.insert(outbox).values(
      Array.from({ length: 25 }, (_, i) => ({
        channel: i % 5 === 0 ? 'sms' : 'mail',
        to: i % 5 === 0 ? '+919876543210' : `reader${i}@example.com`,
        from: 'Pustak',
        subject: `Message ${i}`,
        text: `Body ${i}`,
        status: i % 2 === 0 ? 'held' : 'failed',
        lastError: i % 2 === 0 ? null : 'Connection refused',
        attempts: i % 2 === 0 ? 0 : 1,
        // Older than the mail above.
        createdAt: new Date(base - (25 - i) * 1000),
      })),
    );

    const failed = (await call('GET', '/api/admin/outbox?status=failed', ctx.owner)).json();
    expect(failed.total).toBe(12);
    expect(failed.items[0]).toMatchObject({ status: 'failed', lastError: 'Connection refused' });
    const sms = (await call('GET', '/api/admin/outbox?channel=sms&status=held', ctx.owner)).json();
    expect(sms.items.map((m: Row) => m.subject)).toEqual(['Message 20', 'Message 10', 'Message 0']);

    const first = (await call('GET', '/api/admin/outbox?pageSize=10', ctx.owner)).json();
    const third = (await call('GET', '/api/admin/outbox?pageSize=10&page=3', ctx.owner)).json();
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(third.items).toHaveLength(10);
    expect(third.items.at(-1).subject).toBe('Message 0');
    const fourth = (await call('GET', '/api/admin/outbox?pageSize=10&page=4', ctx.owner)).json();
    expect(fourth.items).toEqual([]);

    const bad = await call(
      'GET',
      '/api/admin/outbox?status=lost&channel=fax&pageSize=101&page=0',
      ctx.owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'channel',
      'page',
      'pageSize',
      'status',
    ]);
  });

  it('shows one message with its text and HTML; 404 for an unknown id, 400 for a malformed one', async () => {
    const [reset] = (
      await call('GET', '/api/admin/outbox?to=shopper%40example.com', ctx.owner)
    ).json().items as Row[];
    const res = await call('GET', `/api/admin/outbox/${reset!.id}`, ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const message = res.json();
    expect(message).toMatchObject({
      id: reset!.id,
      channel: 'mail',
      to: 'shopper@example.com',
      status: 'sent',
      from: expect.any(String),
      html: expect.stringContaining('<div'),
    });
    // The code the shopper was sent.
    expect(codeIn(message.text)).toBe(codeIn(ctx.t.outbox.at(-1)!.text));
    expect(message.text).toContain('Use this code to reset your Pustak password');
    // Who read whose mail stays on record.
    const [read] = await ctx.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox.read'), eq(auditLog.entityId, String(reset!.id))));
    expect(read).toMatchObject({ entity: 'outbox', after: { to: 'shopper@example.com' } });

    const missing = await call('GET', '/api/admin/outbox/999999', ctx.owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found' });
    for (const id of ['abc', '0', '99999999999']) {
      const malformed = await call('GET', `/api/admin/outbox/${id}`, ctx.owner);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

/** The newest code held for `to`, read from the outbox table as only the shop itself can. */
async function heldCode(t: TestApp, to: string): Promise<string> {
  const [row] = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.status, 'held')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row && codeIn(row.text);
  if (!code) throw new Error(`no code held for ${to}`);
  return code;
}

/** Signs up and confirms with the code held in the outbox; the session cookie. */
async function registerFromOutbox(t: TestApp, email: string, name: string): Promise<string> {
  const remoteAddress = freshIp();
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload: { name, email, password: 'correct-horse-1' },
  });
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/verify-email',
    remoteAddress,
    payload: { email, otp: await heldCode(t, email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return sessionCookie(verified.headers['set-cookie']);
}

describe('the outbox, without a mail server or an SMS provider', () => {
  const ctx = setUpAdminSuite(async (): Promise<AdminTestContext> => {
    const t = await createTestApp(
      { ADMIN_EMAILS: ownerEmail },
      { mailTransport: null, smsTransport: null },
    );
    const owner = await registerFromOutbox(t, ownerEmail, 'Owner Person');
    const shopper = await registerFromOutbox(t, 'shopper@example.com', 'Asha Rao');
    return { t, owner, shopper, call: caller(t), close: () => t.close() };
  });
  const { call } = ctx;

  it('holds the mail for staff, who can pass the code on', async () => {
    const asked = await post(ctx.t, '/api/auth/email-otp/request-password-reset', {
      email: 'shopper@example.com',
    });
    expect(asked.statusCode).toBe(200);
    expect(ctx.t.outbox).toEqual([]);

    const list = (await call('GET', '/api/admin/outbox?status=held', ctx.owner)).json();
    expect(list.deliveryConfigured).toEqual({ mail: false, sms: false });
    const [reset] = list.items as Row[];
    expect(reset).toMatchObject({
      to: 'shopper@example.com',
      status: 'held',
      attempts: 0,
      sentAt: null,
    });
    expect(reset!.subject).toMatch(/password reset code/);
    expect((await call('GET', '/api/admin/outbox?status=sent', ctx.owner)).json().total).toBe(0);

    const signedOut = await call('GET', `/api/admin/outbox/${reset!.id}`);
    expect(signedOut.statusCode).toBe(401);
    const asShopper = await call('GET', `/api/admin/outbox/${reset!.id}`, ctx.shopper);
    expect(asShopper.statusCode).toBe(403);

    const message = (await call('GET', `/api/admin/outbox/${reset!.id}`, ctx.owner)).json();
    const reset2 = await post(ctx.t, '/api/auth/email-otp/reset-password', {
      email: 'shopper@example.com',
      otp: codeIn(message.text),
      password: 'new-correct-horse-2',
    });
    expect(reset2.statusCode).toBe(200);
  });
});
