import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { loadEnv } from '../env.ts';
import { createTestApp } from '../test-app.ts';

const env = loadEnv({
  LOG_LEVEL: 'silent',
  METRICS: 'true',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
});
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const scrape = async (app: Awaited<ReturnType<typeof buildApp>>) => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('/metrics', () => {
  it("includes Node's default metrics, event loop lag among them", async () => {
    const t = await createTestApp({ METRICS: 'true' });
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
