import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestContext,
  type AdminTestContext,
} from '../modules/admin/admin.test-helpers.ts';
import { pathVariants } from '../security/path-variants.ts';
import { rawRequest } from '../security/raw-http.test-helper.ts';
import { publicApiSpec } from './api-docs.ts';

let ctx: AdminTestContext;
let port: number;

beforeAll(async () => {
  ctx = await createAdminTestContext();
  await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.t.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await ctx?.close();
});

const adminPath = /\/api\/admin\b/i;
const pathsOf = (body: string) => Object.keys(JSON.parse(body).paths as object);

describe('/api/docs', () => {
  it('lists the public API to anyone, and the staff API to no one but a signed-in admin', async () => {
    for (const cookie of [undefined, ctx.shopper]) {
      const json = await ctx.call('GET', '/api/docs/json', cookie);
      expect(json.statusCode).toBe(200);
      const paths = pathsOf(json.body);
      expect(paths).toContain('/api/books');
      expect(paths).toContain('/api/events');
      expect(paths.filter((p) => adminPath.test(p))).toEqual([]);
      expect(json.body).not.toMatch(adminPath);
      expect(json.body).not.toContain('admin: ');
      const yaml = await ctx.call('GET', '/api/docs/yaml', cookie);
      expect(yaml.statusCode).toBe(200);
      expect(yaml.body).toContain('/api/books');
      expect(yaml.body).not.toMatch(adminPath);
      // The page itself is the same for everyone.
      expect((await ctx.call('GET', '/api/docs', cookie)).statusCode).toBe(200);
    }
    const full = await ctx.call('GET', '/api/docs/json', ctx.owner);
    expect(pathsOf(full.body)).toEqual(expect.arrayContaining(['/api/admin/analytics']));
    expect(pathsOf(full.body)).toContain('/api/books');
    expect((await ctx.call('GET', '/api/docs/yaml', ctx.owner)).body).toContain(
      '/api/admin/analytics',
    );
    // What it lists depends on who asks: no cache may hand one answer to the other.
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(String(full.headers.vary)).toContain('cookie');
  });

  it('shows no staff route under any spelling of the docs paths, signed out or as a shopper', async () => {
    const targets = [
      '/api/docs',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/json?admin=1',
      '/api/docs/static/../json',
      '/api/docs/static/..%2fjson',
      '/api/docs/static/%2e%2e/json',
      '//api/docs/json',
      '/api//docs/json',
      ...pathVariants('/api/docs/json'),
      ...pathVariants('/api/docs/yaml'),
    ];
    const leaked: string[] = [];
    for (const target of targets) {
      for (const cookie of [undefined, ctx.shopper]) {
        const res = await rawRequest(port, 'GET', target, { cookie });
        if (res.status >= 500 || adminPath.test(res.body)) {
          leaked.push(`${target}${cookie ? ' (shopper)' : ''}: ${res.status}`);
        }
      }
    }
    expect(leaked).toEqual([]);
    // The same request as an admin does list it (the check above can see a leak).
    const admin = await rawRequest(port, 'GET', '/api/docs/json/', { cookie: ctx.owner });
    expect(admin.body).toMatch(adminPath);
  });
});

describe('publicApiSpec', () => {
  it('drops the staff paths and the components only they use, and leaves the spec as it was', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const spec = {
      openapi: '3.0.3',
      paths: {
        '/api/books': { get: { responses: { 200: { content: { a: { schema: ref('Book') } } } } } },
        '/api/admin/users': { get: { responses: { 200: { schema: ref('AdminUser') } } } },
        '/API/Admin': { get: {} },
        '/api/administrators-club': { get: {} },
      },
      components: {
        schemas: {
          Book: { properties: { author: ref('Author') } },
          Author: { type: 'object' },
          AdminUser: { properties: { author: ref('Author'), role: ref('Role') } },
          Role: { type: 'string' },
        },
      },
    };
    const copy = structuredClone(spec);
    const part = publicApiSpec(spec);
    expect(Object.keys(part.paths!)).toEqual(['/api/books', '/api/administrators-club']);
    expect(Object.keys(part.components!.schemas!)).toEqual(['Book', 'Author']);
    expect(part.openapi).toBe('3.0.3');
    expect(spec).toEqual(copy);
  });
});
