import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, storefrontPaths } from '@shared/routes.ts';
import { ownerEmail } from '../modules/admin/admin.test-helpers.ts';
import { registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { pathVariants } from './path-variants.ts';
import { rawRequest } from './raw-http.test-helper.ts';
import { allRoutes, type Route } from './router-routes.test-helper.ts';

type Access = 'public' | 'user' | 'admin';

/**
 * Who may call each route (HEAD follows GET). Keys are `METHOD /path/:param` exactly as the
 * router holds them; a route the router has but this table lacks fails the first test, so a new
 * route cannot ship without someone deciding who may call it.
 */
const accessTable: Record<string, Access> = {
  'GET /': 'public',
  'GET /healthz': 'public',
  'GET /config': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/books': 'public',
  'GET /api/books/:id': 'public',
  'GET /api/authors/:slug': 'public',
  'GET /api/series/:slug': 'public',
  'GET /api/publishers/:slug': 'public',
  'GET /api/books/:id/reviews': 'public',
  'GET /api/search/suggest': 'public',
  'GET /api/collections': 'public',
  'GET /api/collections/:name': 'public',
  // What delivery to a PIN code costs (the book page asks it for any visitor).
  'GET /api/delivery': 'public',
  'POST /api/contact': 'public',
  'POST /api/events': 'public',
  // The first admin, through the one-time link printed at start (a token, not a session).
  'GET /api/setup/first-admin': 'public',
  'POST /api/setup/first-admin': 'public',
  // An invited staff member setting a password (the link's token, not a session).
  'GET /api/staff-invite': 'public',
  'POST /api/staff-invite': 'public',
  // better-auth: sign-up/in, OTP, OAuth callbacks; its session-bound endpoints check the session.
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  // Server-to-server from Razorpay: authenticated by its HMAC signature, not a session.
  'POST /api/payments/razorpay/webhook': 'public',

  'GET /api/auth/me': 'user',
  'PATCH /api/auth/me': 'user',
  'DELETE /api/auth/me': 'user',
  'POST /api/auth/me/delete-code': 'user',
  'GET /api/books/:id/reviews/mine': 'user',
  'POST /api/books/:id/reviews': 'user',
  'PUT /api/reviews/:id': 'user',
  'DELETE /api/reviews/:id': 'user',
  'POST /api/reviews/:id/report': 'user',
  'GET /api/cart': 'user',
  'POST /api/cart': 'user',
  'DELETE /api/cart': 'user',
  'PUT /api/cart/:id': 'user',
  'DELETE /api/cart/:id': 'user',
  'GET /api/checkout/quote': 'user',
  'GET /api/wishlist': 'user',
  'POST /api/wishlist': 'user',
  'DELETE /api/wishlist': 'user',
  'DELETE /api/wishlist/:id': 'user',
  'GET /api/addresses': 'user',
  'POST /api/addresses': 'user',
  'PUT /api/addresses/:id': 'user',
  'DELETE /api/addresses/:id': 'user',
  'GET /api/orders': 'user',
  'POST /api/orders': 'user',
  'GET /api/orders/:id': 'user',
  'GET /api/orders/:id/invoices': 'user',
  'GET /api/orders/:id/invoices/:file': 'user',
  'POST /api/orders/:id/payment': 'user',
  'POST /api/orders/:id/cancel': 'user',
  'GET /api/orders/:id/returns': 'user',
  'POST /api/orders/:id/returns': 'user',
  'GET /api/orders/:id/returns/:returnId/photo': 'user',
  'PUT /api/orders/:id/returns/:returnId/photo': 'user',
  'GET /api/notifications': 'user',
  'GET /api/notifications/unread-count': 'user',
  'POST /api/notifications/read-all': 'user',
  'POST /api/notifications/:id/read': 'user',
};

/** The single-page app's pages: the same HTML shell for everyone; the API behind checks access. */
const pages = new Set<string>([...storefrontPaths, ...adminPaths]);

/** The class of a route: admin by prefix (one guard covers the subtree), else the table. */
function accessOf({ method, path }: Route): Access | undefined {
  if (path.startsWith('/api/admin')) return 'admin';
  if ((method === 'GET' || method === 'HEAD') && pages.has(path)) return 'public';
  return accessTable[`${method === 'HEAD' ? 'GET' : method} ${path}`];
}

/** A concrete URL for a route pattern: parameters get a well-formed but unknown value. */
function urlOf(path: string): string {
  return path
    .replace(/\/orders\/:id/, '/orders/00000000-0000-4000-8000-000000000000')
    .replace(/\/imports\/:id/, '/imports/00000000-0000-4000-8000-000000000000')
    .replace(/:[^/]+/g, '999999')
    .replace(/\*$/, 'x');
}

let ctx: { t: TestApp; owner: string; shopper: string; port: number };
beforeAll(async () => {
  // Razorpay keys on, so the payment routes (webhook included) are in the router too.
  const t = await createTestApp({
    ADMIN_EMAILS: ownerEmail,
    RAZORPAY_KEY_ID: 'rzp_test_access',
    RAZORPAY_KEY_SECRET: 'access-secret',
    RAZORPAY_WEBHOOK_SECRET: 'access-webhook',
  });
  const owner = await registerAndConfirm(t, ownerEmail);
  const shopper = await registerAndConfirm(t, 'shopper@example.com');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  ctx = { t, owner, shopper, port };
});
afterAll(async () => {
  await ctx?.t.close();
});

function call(method: string, path: string, cookie?: string) {
  return ctx.t.app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers: cookie ? { cookie } : {},
    // Signed-out callers must be refused before their input is looked at, so an empty body
    // must still get 401 rather than a validation error.
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? { payload: {} } : {}),
  });
}

describe('access-control matrix', () => {
  it('classifies every route the router holds, and every class in the table is a real route', () => {
    const routes = allRoutes(ctx.t.app);
    expect(routes.length).toBeGreaterThan(90);
    const unclassified = routes.filter((r) => !accessOf(r)).map((r) => `${r.method} ${r.path}`);
    expect(unclassified).toEqual([]);
    const held = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const stale = Object.keys(accessTable).filter((key) => !held.has(key));
    expect(stale).toEqual([]);
  });

  it('refuses signed-out callers with 401 on every signed-in and admin route', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      if (accessOf(route) === 'public') continue;
      const res = await call(route.method, route.path);
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a shopper with 403 on every admin route', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      if (accessOf(route) !== 'admin') continue;
      const res = await call(route.method, route.path, ctx.shopper);
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a shopper past the sign-in check on every signed-in route', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      if (accessOf(route) !== 'user') continue;
      const res = await call(route.method, route.path, ctx.shopper);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every public route without a session, never with 401, 403 or a server error', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      if (accessOf(route) !== 'public') continue;
      const res = await call(route.method, route.path);
      // better-auth's session-bound endpoints under the wildcard answer 401 by design.
      const allowed401 = route.path === '/api/auth/*';
      if ((!allowed401 && [401, 403].includes(res.statusCode)) || res.statusCode >= 500)
        wrong.push(`${route.method} ${route.path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('access control under path variants', () => {
  // Each route's URL written the ways a parser may resolve differently from a raw-path check
  // (./, x/../, //, %2e, %2f, trailing slash, case, ;x, #x), sent byte for byte over a socket.
  it('never lets a signed-out caller or a shopper through a guarded route by rewriting its path', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      const access = accessOf(route);
      if (access === 'public' || route.method === 'HEAD') continue;
      const callers = access === 'admin' ? [undefined, ctx.shopper] : [undefined];
      for (const target of pathVariants(urlOf(route.path))) {
        for (const cookie of callers) {
          const res = await rawRequest(ctx.port, route.method, target, {
            body: ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? {} : undefined,
            cookie,
          });
          if (res.status < 400 || res.status >= 500) {
            wrong.push(`${route.method} ${target}${cookie ? ' (shopper)' : ''}: ${res.status}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers every variant of every public route without a server error', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      if (accessOf(route) !== 'public' || route.method === 'HEAD') continue;
      for (const target of pathVariants(urlOf(route.path))) {
        const res = await rawRequest(ctx.port, route.method, target, {
          body: route.method === 'POST' ? {} : undefined,
        });
        if (res.status >= 500) wrong.push(`${route.method} ${target}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
