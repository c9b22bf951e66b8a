import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/schemas/auth.ts';
import { buildApp, loggerOptions, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/content.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { loadEnv } from '../env.ts';
import type { Transport } from '../mail/mailer.ts';
import { createWebhookSmsTransport } from '../mail/sms-webhook.ts';
import { freshIp, sessionCookie } from '../modules/auth/auth.test-helpers.ts';

let app: App | undefined;
let database: Database | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
});

/** The shop as `npm start` builds it, its log captured at trace level. */
async function startShop(
  env: Record<string, string>,
  transports: { mailTransport?: Transport | null; smsTransport?: Transport | null },
) {
  let log = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  database = await openTestDatabase();
  const parsed = loadEnv({ AUTH_SECRET: randomBytes(32).toString('base64url'), ...env });
  app = await buildApp({
    database,
    env: parsed,
    logger: { ...loggerOptions(parsed), level: 'trace', stream },
    ...transports,
  });
  await app.ready();
  return { app, db: database.db, log: () => log };
}

const latestOutbox = async (db: Database['db'], to: string) =>
  (await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];

async function signUpAndConfirm(shop: Awaited<ReturnType<typeof startShop>>, email: string) {
  const ip = freshIp();
  await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: ip,
    payload: { name: 'Asha Rao', email, password: 'correct-horse-1' },
  });
  const mail = await latestOutbox(shop.db, email);
  const otp = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/verify-email',
    remoteAddress: ip,
    payload: { email, otp },
  });
  return sessionCookie(res.headers['set-cookie']);
}

describe('mail without a mail server', () => {
  it('is held in the outbox, and its code stays out of the log of a shop on a public address', async () => {
    const shop = await startShop({ HOST: '0.0.0.0' }, { mailTransport: null, smsTransport: null });
    await signUpAndConfirm(shop, 'public@example.com');
    const mail = (await latestOutbox(shop.db, 'public@example.com'))!;
    expect(mail.status).toBe('held');
    const code = /\b(\d{6})\b/.exec(
      (await shop.db.select().from(outbox).where(eq(outbox.to, 'public@example.com')))[0]!.text,
    )![1]!;
    expect(shop.log()).not.toContain(code);
    expect(shop.log()).not.toContain('public@example.com');
  });

  it('is printed on the console of a shop bound to loopback (its owner’s)', async () => {
    const shop = await startShop(
      { HOST: '127.0.0.1' },
      { mailTransport: null, smsTransport: null },
    );
    await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshIp(),
      payload: { name: 'Asha Rao', email: 'local@example.com', password: 'correct-horse-1' },
    });
    const code = /\b(\d{6})\b/.exec((await latestOutbox(shop.db, 'local@example.com'))!.text)![1]!;
    expect(shop.log()).toContain(code);
  });

  it('keeps codes out of the log at every level once a mail server delivers them', async () => {
    const sent: string[] = [];
    const shop = await startShop(
      { HOST: '127.0.0.1' },
      { mailTransport: { send: async (m) => void sent.push(m.text) }, smsTransport: null },
    );
    await signUpAndConfirm(shop, 'smtp@example.com');
    // The outbox worker delivers after the answers: wait for the welcome mail to be sent.
    await vi.waitFor(async () =>
      expect((await latestOutbox(shop.db, 'smtp@example.com'))!.status).toBe('sent'),
    );
    const code = /\b(\d{6})\b/.exec(sent.find((t) => /\b\d{6}\b/.test(t))!)![1]!;
    expect(shop.log()).not.toContain(code);
  });

  it('records a mail server failure on the message, keeps it for another try, and answers the request', async () => {
    const shop = await startShop(
      {},
      {
        mailTransport: {
          send: async () => {
            throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          },
        },
      },
    );
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshIp(),
      payload: { name: 'Asha Rao', email: 'down@example.com', password: 'correct-horse-1' },
    });
    expect(res.statusCode).toBe(200);
    // The outbox worker tries in the background: the answer did not wait for it.
    await vi.waitFor(async () =>
      expect(await latestOutbox(shop.db, 'down@example.com')).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        nextAttemptAt: expect.any(Date),
      }),
    );
    const row = (await latestOutbox(shop.db, 'down@example.com'))!;
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('phone codes', () => {
  it('with a mail server but no SMS provider: held for staff, a clear answer, never a 500', async () => {
    const mails: string[] = [];
    const shop = await startShop(
      {},
      { mailTransport: { send: async (m) => void mails.push(m.to) }, smsTransport: null },
    );
    const cookie = await signUpAndConfirm(shop, 'phone@example.com');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      remoteAddress: freshIp(),
      headers: { cookie },
      payload: { phoneNumber: '+919876543210' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, delivery: 'held', message: authMessages.smsHeld });
    expect(mails).not.toContain('+919876543210');
    expect(await latestOutbox(shop.db, '+919876543210')).toMatchObject({
      channel: 'sms',
      status: 'held',
    });
  });

  it('when the SMS provider fails: 503 with a message to try later', async () => {
    const shop = await startShop(
      {},
      {
        mailTransport: { send: async () => {} },
        smsTransport: {
          send: async () => {
            throw new Error('the SMS provider answered 503');
          },
        },
      },
    );
    const cookie = await signUpAndConfirm(shop, 'phone-fail@example.com');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      remoteAddress: freshIp(),
      headers: { cookie },
      payload: { phoneNumber: '+919876500000' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(authMessages.smsFailed);
  });
});

describe('SMS_WEBHOOK_URL provider', () => {
  it('posts {to, text} as JSON with Basic credentials taken out of the URL', async () => {
    const received: { auth?: string; url?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, url: req.url, body });
        res.writeHead(received.length === 1 ? 202 : 500).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const sms = createWebhookSmsTransport(`http://shop:s%40cret@127.0.0.1:${port}/send?x=1`);
      await sms.send({ from: 'Pustak', to: '+919876543210', subject: 'Text', text: 'Code 123456' });
      expect(received[0]).toEqual({
        auth: `Basic ${Buffer.from('shop:s@cret').toString('base64')}`,
        url: '/send?x=1',
        body: JSON.stringify({ to: '+919876543210', text: 'Code 123456' }),
      });
      await expect(
        sms.send({ from: 'Pustak', to: '+919876543210', subject: 'Text', text: 'x' }),
      ).rejects.toThrow('the SMS provider answered 500');
    } finally {
      server.close();
    }
  });
});
