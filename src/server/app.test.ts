import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, siteConfig } from './db/schema/content.ts';
import { invalidateSiteConfigCache } from './modules/site-config/site-config.public.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MAIL_FROM: 'Pustak <shop@pustak.test>' });
});

afterAll(async () => {
  await t?.close();
});

describe('health and config', () => {
  it('answers /healthz with ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves /config in the spec shape, empty before any configuration is saved', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/config' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      books: { categories: [] },
      site: { content: { aboveHeader: '', belowHeader: '', popup: '' } },
    });

    await t.database.db.insert(siteConfig).values({
      version: 1,
      data: {
        categories: ['Fiction', "Children's Books"],
        content: { aboveHeader: '<p>Free delivery</p>', belowHeader: '', popup: '<p>Hello</p>' },
      },
    });
    // Written past the admin service, which is what clears the in-process copy.
    invalidateSiteConfigCache();
    const res = await t.app.inject({ method: 'GET', url: '/config' });
    expect(res.json()).toMatchObject({
      books: { categories: ['Fiction', "Children's Books"] },
      site: {
        name: 'Pustak',
        content: { aboveHeader: '<p>Free delivery</p>', popup: '<p>Hello</p>' },
      },
      features: {
        google: false,
        oidc: null,
        cod: true,
        razorpay: false,
        razorpayKeyId: null,
        metaPixelId: null,
      },
    });
  });
});

describe('contact', () => {
  const valid = {
    name: 'Asha Rao',
    email: ' Asha@Example.com ',
    subject: 'Delivery to Pune',
    message: 'Do you deliver to PIN code 411001?',
  };

  it('stores the message and mails the shop', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'asha@example.com', subject: 'Delivery to Pune' });
    expect(t.outbox.at(-1)).toMatchObject({
      to: 'shop@pustak.test',
      subject: 'Contact form: Delivery to Pune',
    });
    expect(t.outbox.at(-1)!.text).toContain('411001');
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(contactMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, email: 'not-an-email', message: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields).toEqual({
      email: 'Invalid email format.',
      message: 'Message must be at least 10 characters',
    });
    const [{ n: after } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(contactMessages);
    expect(after).toBe(before);
  });

  it('answers a body that is not JSON with 400 in the error format, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('routing and errors', () => {
  it('answers an unknown API path with 404 in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /api/no-such-thing' },
    });
  });

  it('serves the app shell with 200 for known routes and 404 for unknown ones', async () => {
    for (const url of ['/', '/collections?search=bond', '/admin/books/3/edit', '/shop']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    // A book page of a book the shop does not have (this one has none) is a page not found.
    for (const url of ['/no-such-page', '/books/1/extra', '/admin/nope', '/books/12']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('sends security headers with a real content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Razorpay's hosts are let in only where online payment is configured.
    expect(csp).not.toContain('razorpay');
  });
});

describe('metrics', () => {
  it('serves Prometheus metrics per route only when METRICS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const token = 'a-metrics-token-of-32-characters';
    const withMetrics = await createTestApp({ METRICS: 'true', METRICS_TOKEN: token });
    try {
      await withMetrics.app.inject({ method: 'GET', url: '/healthz' });
      const res = await withMetrics.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).toMatch(
        /http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/,
      );
      expect(res.body).toContain('http_request_duration_seconds_bucket');
    } finally {
      await withMetrics.close();
    }
  });
});
