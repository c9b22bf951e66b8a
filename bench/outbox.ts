// The outbox worker against a real SMTP server (smtp-server on loopback):
//   DATABASE_URL=postgres://… npx tsx bench/outbox.ts [--mails 1000] [--outage 10]
// 1. Two instances (two workers, each with its own connection pool) on one PostgreSQL database
//    (a throwaway one; on the embedded database when DATABASE_URL is unset) deliver --mails
//    queued mails: time taken, mails received, and how many arrived more than once.
// 2. The SMTP server is stopped for --outage seconds while 100 more mails are queued; then it
//    starts again: how long until every mail arrived, and duplicates. (Waits between retries are
//    capped at 2 s here, 2 minutes in the shop.)
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, queryRows, type Database } from '../src/server/db/client.ts';
import { outbox } from '../src/server/db/schema/content.ts';
import { createThrowawayPostgresDatabase } from '../src/server/db/test-database.ts';
import { createSmtpTransport } from '../src/server/mail/mailer.ts';
import { createOutboxWorker } from '../src/server/mail/outbox-worker.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const mails = arg('mails', 1000);
const outageSeconds = arg('outage', 10);
const silent = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const received = new Map<string, number>();
let server: SMTPServer | null = null;
let port = 0;
async function startSmtp() {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
        const key = subject?.trim() ?? '';
        received.set(key, (received.get(key) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
}
async function stopSmtp() {
  await new Promise<void>((resolve) => server!.close(() => resolve()));
}

async function queue(db: Database['db'], prefix: string, count: number) {
  for (let i = 0; i < count; i += 500) {
    await db.insert(outbox).values(
      Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
        to: `reader${i + j}@example.com`,
        from: 'shop@example.com',
        subject: `${prefix} ${i + j}`,
        text: 'Your order is on its way.',
      })),
    );
  }
}

async function sentCount(db: Database['db']) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM outbox WHERE status = 'sent'`,
  );
  return row!.n;
}

const databaseUrl = process.env.DATABASE_URL;
const throwaway = databaseUrl ? await createThrowawayPostgresDatabase(databaseUrl) : undefined;
const instances: Database[] = throwaway
  ? [
      await openDatabase({ databaseUrl: throwaway.url, maxConnections: 5 }),
      await openDatabase({ databaseUrl: throwaway.url, maxConnections: 5 }),
    ]
  : [await openDatabase()];
const a = instances[0]!;
const b = instances[1] ?? a;
await startSmtp();
const workers = [a, b].map((d) =>
  createOutboxWorker({
    db: d.db,
    transports: { mail: createSmtpTransport(`smtp://127.0.0.1:${port}`), sms: null },
    log: silent,
    pollMs: 100,
    retryBaseMs: 250,
    retryMaxMs: 2_000,
  }),
);
try {
  const label = throwaway ? 'PostgreSQL, two instances' : 'PGlite, two workers in one process';
  await queue(a.db, 'Mail', mails);
  let started = performance.now();
  for (const w of workers) w.start();
  while ((await sentCount(a.db)) < mails) await sleep(20);
  const seconds = (performance.now() - started) / 1000;
  const twice = [...received.values()].filter((n) => n > 1).length;
  console.log(
    `${label}: ${mails} queued mails sent in ${seconds.toFixed(2)} s (${Math.round(mails / seconds)}/s); ${received.size} distinct received, ${twice} more than once`,
  );

  await stopSmtp();
  await queue(a.db, 'During the outage', 100);
  await sleep(outageSeconds * 1000);
  const [waiting] = await queryRows<{ n: number; attempts: number }>(
    a.db,
    sql`SELECT count(*)::int AS n, max(attempts)::int AS attempts FROM outbox
        WHERE status = 'pending' AND last_error IS NOT NULL`,
  );
  started = performance.now();
  await startSmtp();
  while ((await sentCount(a.db)) < mails + 100) await sleep(20);
  const back = (performance.now() - started) / 1000;
  await sleep(3_000);
  const outage = [...received.entries()].filter(([s]) => s.startsWith('During the outage'));
  console.log(
    `SMTP down ${outageSeconds} s: ${waiting!.n} mails waiting with the error (up to ${waiting!.attempts} attempts each); all 100 delivered ${back.toFixed(1)} s after it came back; ${outage.length} distinct received, ${outage.filter(([, n]) => n > 1).length} more than once`,
  );
} finally {
  for (const w of workers) await w.stop();
  await stopSmtp().catch(() => {});
  for (const d of new Set(instances)) await d.close();
  await throwaway?.drop();
}
