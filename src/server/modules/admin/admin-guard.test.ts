import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { setUpAdminSuite } from './admin.test-helpers.ts';

const ctx = setUpAdminSuite();

interface Route {
  method: string;
  url: string;
}

/**
 * Every route the router holds under /api/admin, read from `printRoutes` (a tree, one path
 * segment per line, indented four characters per level, methods in brackets) — not a hand
 * list, so a route added later is checked without anyone remembering to add it here.
 */
function adminRoutesOf(app: App): Route[] {
  const routes: Route[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths[depth] = (depth > 0 ? paths[depth - 1]! : '') + match[2]!;
    paths.length = depth + 1;
    if (!match[3] || !paths[depth]!.startsWith('/api/admin')) continue;
    // Any value fills a parameter: the guard answers before parameters are validated.
    const url = paths[depth]!.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
    for (const method of match[3].split(', ')) routes.push({ method, url });
  }
  return routes;
}

describe('the admin guard', () => {
  it('finds every admin route in the router', () => {
    const routes = adminRoutesOf(ctx.t.app);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/books',
      'POST /api/admin/books/bulk',
      'PATCH /api/admin/books/1/stock',
      'GET /api/admin/orders/export.csv',
      'POST /api/admin/orders/1/status',
      'POST /api/admin/users/1/disable',
      'PUT /api/admin/settings',
      'POST /api/admin/site-config/categories/rename',
      'GET /api/admin/dashboard',
      'GET /api/admin/contact-messages',
      'GET /api/admin/outbox',
      'GET /api/admin/outbox/1',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('answers 401 to a signed-out caller and 403 to a shopper on every admin route', async () => {
    const { call } = ctx;
    const wrong: string[] = [];
    for (const { method, url } of adminRoutesOf(ctx.t.app)) {
      const m = method as Parameters<typeof call>[0];
      const signedOut = await call(m, url);
      if (signedOut.statusCode !== 401)
        wrong.push(`${method} ${url} signed out: ${signedOut.statusCode}`);
      const asShopper = await call(m, url, ctx.shopper);
      if (asShopper.statusCode !== 403)
        wrong.push(`${method} ${url} shopper: ${asShopper.statusCode}`);
      if (method !== 'HEAD') {
        expect(signedOut.json().error.code).toBe('UNAUTHORIZED');
        expect(asShopper.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the admin through: every admin GET answers without a server error', async () => {
    const { call } = ctx;
    const wrong: string[] = [];
    for (const { method, url } of adminRoutesOf(ctx.t.app)) {
      if (method !== 'GET') continue;
      const res = await call('GET', url, ctx.owner);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) {
        wrong.push(`${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('guards unknown admin paths the same way', async () => {
    const { call } = ctx;
    expect((await call('DELETE', '/api/admin/no-such-thing')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/no-such-thing', ctx.shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/no-such-thing', ctx.owner)).statusCode).toBe(404);
  });
});
