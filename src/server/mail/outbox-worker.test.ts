import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { books } from '../db/schema/catalog.ts';
import { outbox } from '../db/schema/content.ts';
import { createThrowawayPostgresDatabase, openTestDatabase } from '../db/test-database.ts';
import { createScheduler } from '../lib/scheduled-jobs.ts';
import { sessionCookie } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createSmtpTransport, type Mail, type Transport } from './mailer.ts';
import { createOutboxWorker, retryDelayMs } from './outbox-worker.ts';

const silent = { info() {}, warn() {}, error() {} };

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started. */
function smtpServer() {
  const received: { to: string; subject: string }[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  let delayMs = 0;
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    async start() {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
            setTimeout(() => {
              received.push({
                to: session.envelope.rcptTo[0]!.address,
                subject: subject?.trim() ?? '',
              });
              callback();
            }, delayMs);
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = null;
    },
  };
}

const address = {
  fullName: 'Asha Rao',
  mobile: '+91 98765 43210',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('the outbox worker', () => {
  it('loses no mail while the mail server is down, then delivers each mail once', async () => {
    const smtp = smtpServer();
    await smtp.start();
    const smtpTransport = createSmtpTransport(smtp.url);
    // Codes for signing up are read from what reached the SMTP server, as a person would.
    const delivered: Mail[] = [];
    const transport: Transport = {
      async send(mail) {
        await smtpTransport.send(mail);
        delivered.push(mail);
      },
    };
    const t: TestApp = await createTestApp(
      {},
      {
        mailTransport: transport,
        mailBeforeReply: false,
        outboxWorker: { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400 },
      },
    );
    try {
      const [book] = await t.database.db
        .insert(books)
        .values({
          title: 'The Guide',
          author: 'R. K. Narayan',
          mrpPaise: 39900,
          sellingPricePaise: 29900,
          category: ['Fiction'],
          stockQuantity: 50,
        })
        .returning({ id: books.id });
      const cookie = await signUp(t, delivered, 'asha@example.com');
      const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
        t.app.inject({ method, url, payload, headers: { cookie, ...headers } });
      const saved = (await call('POST', '/api/addresses', address)).json();

      await smtp.stop();
      const orderNumbers: string[] = [];
      for (let i = 0; i < 5; i++) {
        await call('POST', '/api/cart', { bookId: book!.id, quantity: 1 });
        const started = performance.now();
        const placed = await call(
          'POST',
          '/api/orders',
          { addressId: saved.id, shippingMethod: 'standard', paymentMethod: 'cod', total: 1 },
          { 'idempotency-key': randomUUID() },
        );
        expect(placed.statusCode).toBe(201);
        expect(performance.now() - started).toBeLessThan(1500);
        orderNumbers.push(placed.json().orderNumber);
      }
      // The worker has tried and failed: the mails wait, with the reason, for their next try.
      await vi.waitFor(
        async () => {
          const rows = await t.database.db
            .select()
            .from(outbox)
            .where(sql`${outbox.subject} like 'Your Pustak order%'`);
          expect(rows).toHaveLength(5);
          for (const row of rows) {
            expect(row.status).toBe('pending');
            expect(row.attempts).toBeGreaterThanOrEqual(2);
            expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
          }
        },
        { timeout: 5000, interval: 100 },
      );
      expect(smtp.received.filter((m) => m.subject.startsWith('Your Pustak order'))).toEqual([]);

      await smtp.start();
      await vi.waitFor(
        () =>
          expect(
            smtp.received.filter((m) => m.subject.startsWith('Your Pustak order')),
          ).toHaveLength(5),
        { timeout: 5000, interval: 50 },
      );
      // Several more polling rounds: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const confirmations = smtp.received
        .filter((m) => m.subject.startsWith('Your Pustak order'))
        .map((m) => m.subject)
        .sort();
      expect(confirmations).toEqual(orderNumbers.map((n) => `Your Pustak order ${n}`).sort());
      const states = await t.database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(sql`${outbox.subject} like 'Your Pustak order%'`);
      expect(states.map((s) => s.status)).toEqual(Array(5).fill('sent'));

      // A slow mail server does not hold the order's answer either.
      smtp.delayMs = 2000;
      await call('POST', '/api/cart', { bookId: book!.id, quantity: 1 });
      const started = performance.now();
      const placed = await call(
        'POST',
        '/api/orders',
        { addressId: saved.id, shippingMethod: 'standard', paymentMethod: 'cod', total: 1 },
        { 'idempotency-key': randomUUID() },
      );
      expect(placed.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(1000);
      await vi.waitFor(
        async () => {
          const [row] = await t.database.db
            .select({ status: outbox.status })
            .from(outbox)
            .where(eq(outbox.subject, `Your Pustak order ${placed.json().orderNumber}`));
          expect(row?.status).toBe('sent');
        },
        { timeout: 6000, interval: 100 },
      );
    } finally {
      await t.close();
      await smtp.stop().catch(() => {});
    }
  }, 30_000);

  it('waits longer after each failure, up to its cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 5000, 120_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 120_000,
    ]);
  });
});

/** Signs up and confirms with the code that reached the mail server; returns the session. */
async function signUp(t: TestApp, delivered: Mail[], email: string): Promise<string> {
  const remoteAddress = '10.9.0.1';
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload: { name: 'Asha Rao', email, password: 'correct-horse-1' },
  });
  expect(up.statusCode).toBe(200);
  // The answer does not wait for the mail server: the code arrives a moment later.
  const code = await vi.waitFor(
    () => {
      const found = /\b(\d{6})\b/.exec(delivered.find((m) => m.to === email)?.text ?? '')?.[1];
      if (!found) throw new Error('no code yet');
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/verify-email',
    remoteAddress,
    payload: { email, otp: code },
  });
  expect(verified.statusCode).toBe(200);
  return sessionCookie(verified.headers['set-cookie']);
}

/** Two shops on one database: each queued message is claimed and sent by exactly one. */
describe('two instances on one database', () => {
  const opened: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const d of opened) await d.close();
    await drop?.();
  });

  async function twoConnections(): Promise<[Database, Database]> {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      // The embedded database has one process: both workers share it, still claiming apart.
      const one = await openTestDatabase();
      opened.push(one);
      return [one, one];
    }
    const throwaway = await createThrowawayPostgresDatabase(serverUrl);
    drop = throwaway.drop;
    const a = await openDatabase({ databaseUrl: throwaway.url, maxConnections: 5 });
    const b = await openDatabase({ databaseUrl: throwaway.url, maxConnections: 5 });
    opened.push(a, b);
    return [a, b];
  }

  it('sends 1,000 queued mails once each', async () => {
    const [a, b] = await twoConnections();
    await a.db.insert(outbox).values(
      Array.from({ length: 1000 }, (_, i) => ({
        to: `reader${i}@example.com`,
        from: 'shop@example.com',
        subject: `Mail ${i}`,
        text: 'Hello',
      })),
    );
    const sentBy = new Map<string, string[]>();
    const recorder = (name: string): Transport => ({
      async send(mail) {
        // A little real waiting, as a mail server's answer takes, so the two overlap.
        await new Promise((resolve) => setImmediate(resolve));
        sentBy.set(mail.subject, [...(sentBy.get(mail.subject) ?? []), name]);
      },
    });
    const workers = [
      createOutboxWorker({
        db: a.db,
        transports: { mail: recorder('a'), sms: null },
        log: silent,
        pollMs: 20,
        batchSize: 10,
      }),
      createOutboxWorker({
        db: b.db,
        transports: { mail: recorder('b'), sms: null },
        log: silent,
        pollMs: 20,
        batchSize: 10,
      }),
    ];
    for (const w of workers) w.start();
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ n: number }>(
          a.db,
          sql`SELECT count(*)::int AS n FROM outbox WHERE status = 'sent'`,
        );
        expect(row!.n).toBe(1000);
      },
      { timeout: 20_000, interval: 100 },
    );
    for (const w of workers) await w.stop();
    expect(sentBy.size).toBe(1000);
    expect([...sentBy.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byA = [...sentBy.values()].filter((by) => by[0] === 'a').length;
    // Both instances took part (on PostgreSQL they run side by side).
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(1000);
  }, 30_000);

  it('runs a scheduled job once per period however many instances tick', async () => {
    const [a, b] = await twoConnections();
    let runs = 0;
    const job = {
      name: 'test.count',
      everyMs: 60_000,
      run: async () => {
        runs++;
      },
    };
    const schedulers = [a, b, a, b].map((d) => {
      const s = createScheduler({ db: d.db, log: silent });
      s.add(job);
      return s;
    });
    // Registered, not due yet: a fresh job first runs one period after the shop starts.
    await Promise.all(schedulers.map((s) => s.tick()));
    expect(runs).toBe(0);
    await a.db.execute(
      sql`UPDATE scheduled_jobs SET next_run_at = now() WHERE name = 'test.count'`,
    );
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(schedulers.map((s) => s.tick()));
    expect(runs).toBe(1);
    const [row] = await queryRows<{ runs: number; last_error: string | null }>(
      a.db,
      sql`SELECT runs, last_error FROM scheduled_jobs WHERE name = 'test.count'`,
    );
    expect(row).toEqual({ runs: 1, last_error: null });
  });
});
