// Two app instances behind nginx on one PostgreSQL database, next to one instance alone, in the
// same run on the same machine; then 200 shoppers ordering the last 50 copies at once.
//   npx tsx bench/scale-out.ts [--postgres postgres://postgres@127.0.0.1:5432/test]
//                              [--duration 10] [--connections 50]
// Needs a PostgreSQL server (TEST_DATABASE_URL or --postgres) and nginx (installed when missing
// and run as root). Prints one line per measurement.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ensureNginx, startCluster } from '../e2e/scale-out-cluster.ts';
import { signUpShopper } from './scale-out-shoppers.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const serverUrl = arg(
  'postgres',
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
// autocannon ships no types; this is the part of its API the script uses.
const autocannon = (await import('autocannon' as string)).default as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;

const nginx = ensureNginx();
if (!nginx) {
  console.error('nginx is missing: run `apt-get install -y nginx-light`.');
  process.exit(1);
}

console.log(`Starting two instances (demo catalogue) behind nginx on ${new URL(serverUrl).host}…`);
const cluster = await startCluster({ nginx, postgresServerUrl: serverUrl, seedDemo: true });
const sql = new pg.Client({ connectionString: cluster.databaseUrl });
await sql.connect();

async function load(label: string, base: string, path: string) {
  // Each run gets addresses of its own, so no limit from an earlier run applies.
  const r = await autocannon({ url: `${base}${path}`, connections, duration });
  console.log(
    `${label.padEnd(34)} ${path.padEnd(22)} ${r.requests.average.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
  );
}

try {
  const {
    rows: [first],
  } = await sql.query<{ id: number }>('SELECT min(id) AS id FROM books');
  const paths = ['/api/books', '/api/books?search=tagore', `/api/books/${first!.id}`];
  console.log(`autocannon: ${connections} connections, ${duration} s each`);
  for (const path of paths) {
    await load('one instance, direct', cluster.instances[0]!.url, path);
    await load('nginx → two instances', cluster.url, path);
  }

  // The last 50 copies, 200 shoppers: every order goes through nginx at once.
  const shoppers = 200;
  const copies = 50;
  const {
    rows: [book],
  } = await sql.query<{ id: number }>(
    `INSERT INTO books (title, author, mrp, selling_price, category, stock_quantity)
     VALUES ('The Last Fifty', 'R. K. Narayan', 49900, 49900, '{Fiction}', $1) RETURNING id`,
    [copies],
  );
  const started = performance.now();
  const ready = [];
  for (let i = 0; i < shoppers; i += 10) {
    ready.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          signUpShopper(cluster.url, cluster.mail, i + j, book!.id),
        ),
      )),
    );
  }
  console.log(
    `${shoppers} shoppers signed up with a cart in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const t0 = performance.now();
  const statuses = await Promise.all(
    ready.map(async (s) => {
      const res = await fetch(`${cluster.url}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: cluster.url,
          cookie: s.cookie,
          'x-forwarded-for': s.ip,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          addressId: s.addressId,
          shippingMethod: 'standard',
          paymentMethod: 'cod',
          total: 499,
        }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const ms = performance.now() - t0;
  const count = (s: number) => statuses.filter((x) => x === s).length;
  const {
    rows: [left],
  } = await sql.query('SELECT stock_quantity FROM books WHERE id = $1', [book!.id]);
  console.log(
    `${shoppers} orders at once for ${copies} copies: ${count(201)} placed, ${count(409)} refused ` +
      `(out of stock), ${statuses.length - count(201) - count(409)} other; stock left ` +
      `${left.stock_quantity}; all answered in ${ms.toFixed(0)} ms`,
  );
} finally {
  await sql.end();
  await cluster.stop();
}
