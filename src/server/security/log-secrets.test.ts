import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { books } from '../db/schema/catalog.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { loadEnv } from '../env.ts';
import type { Mail } from '../mail/mailer.ts';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../modules/orders/razorpay-stand-in.test-helper.ts';

// Every secret is made per run, long and random, so a match in the log can only be a leak.
const secrets = {
  password: `pw-${randomBytes(12).toString('hex')}`,
  newPassword: `pw-${randomBytes(12).toString('hex')}`,
  authSecret: randomBytes(32).toString('base64url'),
  razorpayKeySecret: randomBytes(18).toString('hex'),
  razorpayWebhookSecret: randomBytes(18).toString('hex'),
};
const seen: Record<string, string> = {};

let log = '';
let app: App;
let database: Database;
let razorpay: RazorpayStandIn;
const outbox: Mail[] = [];

beforeAll(async () => {
  const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
  razorpay = await startRazorpayStandIn({ keyId, keySecret: secrets.razorpayKeySecret });
  database = await openTestDatabase();
  const env = loadEnv({
    AUTH_SECRET: secrets.authSecret,
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: secrets.razorpayKeySecret,
    RAZORPAY_WEBHOOK_SECRET: secrets.razorpayWebhookSecret,
  });
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await buildApp({
    database,
    env,
    // The production logger's own settings (redaction included), only louder and captured.
    logger: { ...loggerOptions(env), level: 'trace', stream },
    // As with SMTP_URL set: mail is delivered, never printed (held mail is printed on loopback).
    mailTransport: { send: async (mail) => void outbox.push(mail) },
    // Each answer waits for the outbox worker, so the code is there when the test reads it.
    mailBeforeReply: true,
    razorpayApiUrl: razorpay.url,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await razorpay?.close();
});

const code = (to: string) =>
  /\b(\d{6})\b/.exec(outbox.filter((m) => m.to === to).at(-1)!.text)![1]!;

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload, headers });
  for (const c of [res.headers['set-cookie']].flat()) {
    const token = c && /session_token=([^;]+)/.exec(c)?.[1];
    if (token) seen[`cookie ${url}`] = decodeURIComponent(token);
  }
  return res;
}

describe('secrets in the log', () => {
  it('runs a whole shopper flow at trace level without a secret in the log', async () => {
    const email = 'logged@example.com';
    await post('/api/auth/sign-up/email', { name: 'Asha', email, password: secrets.password });
    seen.signUpOtp = code(email);
    await post('/api/auth/email-otp/verify-email', { email, otp: seen.signUpOtp });
    await post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' });
    const signIn = await post('/api/auth/sign-in/email', { email, password: secrets.password });
    expect(signIn.statusCode).toBe(200);
    const bearer = String(signIn.headers['set-auth-token']);
    seen.bearer = bearer;
    const auth = { authorization: `Bearer ${bearer}` };
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode,
    ).toBe(200);

    // Password reset by mailed code.
    await post('/api/auth/email-otp/request-password-reset', { email });
    seen.resetOtp = code(email);
    const reset = await post('/api/auth/email-otp/reset-password', {
      email,
      otp: seen.resetOtp,
      password: secrets.newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/auth/sign-in/email', { email, password: secrets.newPassword });
    seen.bearer2 = String(again.headers['set-auth-token']);
    const auth2 = { authorization: `Bearer ${seen.bearer2}` };

    // An online order: the key secret signs the call to Razorpay; then a forged and a good webhook.
    const [book] = await database.db
      .insert(books)
      .values({
        title: 'Godan',
        author: 'Premchand',
        mrpPaise: 30000,
        sellingPricePaise: 25000,
        category: ['Fiction'],
        stockQuantity: 9,
      })
      .returning({ id: books.id });
    await post('/api/cart', { bookId: book!.id, quantity: 1 }, auth2);
    const address = await post(
      '/api/addresses',
      {
        fullName: 'Asha',
        mobile: '9876543210',
        line1: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
      auth2,
    );
    const body = {
      addressId: address.json().id,
      shippingMethod: 'standard',
      paymentMethod: 'razorpay',
    };
    const order = await post('/api/orders', body, { ...auth2, 'idempotency-key': randomUUID() });
    expect(order.statusCode).toBe(201);
    razorpay.setUp(false); // Razorpay unreachable: the error path logs too.
    await post('/api/cart', { bookId: book!.id, quantity: 1 }, auth2);
    await post('/api/orders', body, { ...auth2, 'idempotency-key': randomUUID() });
    razorpay.setUp(true);
    const event = JSON.stringify({ event: 'payment.failed', payload: {} });
    for (const secret of ['forged', secrets.razorpayWebhookSecret]) {
      await app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(event).digest('hex'),
        },
        payload: event,
      });
    }
    await post('/api/auth/sign-out', {}, auth2);

    // The log is real and detailed: requests, and the refused sign-in, are in it.
    expect(log).toContain('/api/auth/sign-in/email');
    expect(log.split('\n').length).toBeGreaterThan(30);
    const leaks = Object.entries({ ...secrets, ...seen })
      .filter(([, value]) => value.length >= 6 && log.includes(value))
      .map(([name]) => name);
    expect(leaks).toEqual([]);
    // The session token is also sent as `token.signature`: neither half may appear.
    for (const value of Object.values(seen)) {
      for (const part of value.split('.')) {
        if (part.length >= 16) expect(log).not.toContain(part);
      }
    }
  });
});
