import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sendError } from './errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * docs/operations.md "Observability": `GET /metrics` in Prometheus text format with request counts and
 * latency histograms per route, served only when `METRICS=true`, and only to a scraper sending
 * `Authorization: Bearer <METRICS_TOKEN>` (the routes, their traffic and the pool are no one
 * else's business; env.ts refuses METRICS=true without a token). Also Node's default metrics
 * (memory, GC, event loop lag: `nodejs_eventloop_lag_seconds`) and, on PostgreSQL, the pool's
 * connections, read when scraped.
 */
export const metricsPlugin = fp<{ token: string }>(
  async (app, { token }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

    const pool = app.database.poolStats?.bind(app.database);
    if (pool) {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge('db_pool_connections_total', 'PostgreSQL pool connections', () => pool().total);
      gauge('db_pool_connections_idle', 'Idle PostgreSQL pool connections', () => pool().idle);
      gauge(
        'db_pool_requests_waiting',
        'Queries waiting for a PostgreSQL pool connection',
        () => pool().waiting,
      );
    }

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the raw URL, keeps label cardinality bounded.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      {
        schema: { hide: true },
        onRequest: async (request, reply) => {
          if (bearerTokenMatches(request.headers.authorization, token)) return;
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendError(reply, 401, {
            code: 'UNAUTHORIZED',
            message: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',
          });
        },
      },
      async (_request, reply) => {
        reply.type(registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      },
    );
  },
  { name: 'metrics', dependencies: ['db', 'errors'] },
);
