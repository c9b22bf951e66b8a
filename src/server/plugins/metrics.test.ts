import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { EnvError, loadEnv } from '../env.ts';
import { pathVariants } from '../security/path-variants.ts';
import { rawRequest } from '../security/raw-http.test-helper.ts';
import { createTestApp } from '../test-app.ts';
import { bearerTokenMatches } from './metrics.ts';

const token = randomBytes(32).toString('hex');
const env = loadEnv({
  LOG_LEVEL: 'silent',
  METRICS: 'true',
  METRICS_TOKEN: token,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
});
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const scrape = async (app: Awaited<ReturnType<typeof buildApp>>) => {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('/metrics', () => {
  it("includes Node's default metrics, event loop lag among them", async () => {
    const t = await createTestApp({ METRICS: 'true', METRICS_TOKEN: token });
    cleanups.push(() => t.close());
    const body = await scrape(t.app);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d/m);
    // On PostgreSQL the real pool is reported (at least the connection that ran the migrations
    // may have been closed, so only that the gauges are there and sane).
    if (t.database.kind === 'postgres') {
      expect(body).toMatch(/^db_pool_connections_total \d+$/m);
      expect(body).toMatch(/^db_pool_connections_idle \d+$/m);
      expect(body).toMatch(/^db_pool_requests_waiting 0$/m);
    } else {
      expect(body).not.toContain('db_pool_');
    }
  });

  it('reports the database pool as it is when scraped', async () => {
    const database = await openTestDatabase();
    let stats = { total: 4, idle: 1, waiting: 2 };
    const app = await buildApp({
      database: { ...database, poolStats: () => stats },
      env,
      logger: false,
    });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    let body = await scrape(app);
    expect(body).toMatch(/^db_pool_connections_total 4$/m);
    expect(body).toMatch(/^db_pool_connections_idle 1$/m);
    expect(body).toMatch(/^db_pool_requests_waiting 2$/m);
    stats = { total: 10, idle: 0, waiting: 7 };
    body = await scrape(app);
    expect(body).toMatch(/^db_pool_connections_total 10$/m);
    expect(body).toMatch(/^db_pool_requests_waiting 7$/m);
  });
});

describe('/metrics access', () => {
  it('answers only a scraper sending the token, with 401 and no figures to anyone else', async () => {
    const t = await createTestApp({ METRICS: 'true', METRICS_TOKEN: token });
    cleanups.push(() => t.close());
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Basic ${Buffer.from(`metrics:${token}`).toString('base64')}`,
      token,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error.message).toContain('METRICS_TOKEN');
      expect(res.body).not.toContain('http_requests_total');
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_requests_total');
  });

  it('gives nothing away under any spelling of the path', async () => {
    const t = await createTestApp({ METRICS: 'true', METRICS_TOKEN: token });
    cleanups.push(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const leaked: string[] = [];
    for (const target of ['/metrics', ...pathVariants('/metrics'), '//metrics', '/./metrics']) {
      const res = await rawRequest(port, 'GET', target);
      if (res.status < 400 && /http_requests_total|nodejs_/.test(res.body)) leaked.push(target);
      if (res.status >= 500) leaked.push(`${target}: ${res.status}`);
    }
    expect(leaked).toEqual([]);
  });

  it('will not start with METRICS=true and no token, in one line naming METRICS_TOKEN', () => {
    for (const source of [{ METRICS: 'true' }, { METRICS: '1', METRICS_TOKEN: '' }]) {
      expect(() => loadEnv(source)).toThrow(EnvError);
      try {
        loadEnv(source);
      } catch (err) {
        expect((err as Error).message).toMatch(/^Invalid environment variable METRICS_TOKEN: /);
        expect((err as Error).message).not.toContain('\n');
      }
    }
    expect(() => loadEnv({ METRICS: 'true', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters \(got "\*\*\*"\)/,
    );
    expect(loadEnv({ METRICS_TOKEN: token }).METRICS).toBe(false);
  });
});

describe('bearerTokenMatches', () => {
  it('matches the whole token only', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`Bearer  ${token} `, token)).toBe(true);
    expect(bearerTokenMatches(`Bearer ${token} extra`, token)).toBe(false);
    expect(bearerTokenMatches('Bearer ', '')).toBe(false);
    expect(bearerTokenMatches(undefined, token)).toBe(false);
  });
});
