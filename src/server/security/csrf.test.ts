import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerEmail } from '../modules/admin/admin.test-helpers.ts';
import { freshIp, registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const publicUrl = 'https://shop.example';
const evil = 'https://evil.example';
const webhookSecret = 'csrf-webhook-secret';

let t: TestApp;
let shopper: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: publicUrl,
    ADMIN_EMAILS: ownerEmail,
    RAZORPAY_KEY_ID: 'rzp_test_csrf',
    RAZORPAY_KEY_SECRET: 'csrf-key-secret',
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  });
  shopper = await registerAndConfirm(t, 'shopper@example.com');
  owner = await registerAndConfirm(t, ownerEmail);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function send(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url, headers, payload, remoteAddress: freshIp() });
}

/** A state-changing call of each kind, on the shopper's and staff's own API and better-auth's. */
const attacks: { method: Method; url: string; payload?: object; who: 'shopper' | 'owner' }[] = [
  { method: 'POST', url: '/api/cart', payload: { bookId: 1, quantity: 1 }, who: 'shopper' },
  { method: 'DELETE', url: '/api/cart', who: 'shopper' },
  { method: 'POST', url: '/api/wishlist', payload: { bookId: 1 }, who: 'shopper' },
  { method: 'PATCH', url: '/api/auth/me', payload: { fullName: 'Pwned' }, who: 'shopper' },
  {
    method: 'DELETE',
    url: '/api/auth/me',
    payload: { confirm: 'DELETE', password: 'correct-horse-1' },
    who: 'shopper',
  },
  { method: 'POST', url: '/api/notifications/read-all', who: 'shopper' },
  { method: 'POST', url: '/api/auth/sign-out', payload: {}, who: 'shopper' },
  {
    method: 'POST',
    url: '/api/auth/change-email',
    payload: { newEmail: 'x@evil.example' },
    who: 'shopper',
  },
  { method: 'POST', url: '/api/admin/users/1/role', payload: { role: 'admin' }, who: 'owner' },
  { method: 'PUT', url: '/api/admin/settings', payload: {}, who: 'owner' },
];

describe('cross-site request forgery', () => {
  it.each(['origin', 'referer'] as const)(
    'refuses every state-changing call with the session cookie from another site (%s)',
    async (header) => {
      const accepted: string[] = [];
      for (const a of attacks) {
        const cookie = a.who === 'owner' ? owner : shopper;
        const from = header === 'origin' ? evil : `${evil}/page.html`;
        const res = await send(a.method, a.url, { cookie, [header]: from }, a.payload);
        if (res.statusCode !== 403 || res.json().error.code !== 'CROSS_SITE_REQUEST')
          accepted.push(`${a.method} ${a.url}: ${res.statusCode}`);
      }
      expect(accepted).toEqual([]);
      // The shopper is still there, unchanged: none of the forged calls reached a handler.
      const me = await send('GET', '/api/auth/me', { cookie: shopper });
      expect(me.json()).toMatchObject({ email: 'shopper@example.com', fullName: 'Asha Rao' });
    },
  );

  it('refuses a sibling subdomain, a sandboxed frame and a cross-site fetch without Origin', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://blog.shop.example' },
      { origin: 'http://shop.example' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      const res = await send('PATCH', '/api/auth/me', { cookie: shopper, ...headers }, {});
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("lets the shop's own pages through: its origin, its own host, Origin null from itself", async () => {
    const cases: Record<string, string>[] = [
      { origin: publicUrl },
      { referer: `${publicUrl}/profile` },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      // No Origin and no Referer: not a browser (see csrf.ts).
      {},
    ];
    for (const headers of cases) {
      const res = await send(
        'PATCH',
        '/api/auth/me',
        { cookie: shopper, ...headers },
        { fullName: 'Asha Rao' },
      );
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets reads and bearer-token calls from anywhere through', async () => {
    const read = await send('GET', '/api/cart', { cookie: shopper, origin: evil });
    expect(read.statusCode).toBe(200);

    const signIn = await send(
      'POST',
      '/api/auth/sign-in/email',
      { origin: publicUrl },
      { email: 'shopper@example.com', password: 'correct-horse-1' },
    );
    const token = String(signIn.headers['set-auth-token']);
    const byBearer = await send(
      'PATCH',
      '/api/auth/me',
      { authorization: `Bearer ${token}`, origin: evil },
      { fullName: 'Asha Rao' },
    );
    expect(byBearer.statusCode).toBe(200);
  });

  it("keeps Razorpay's signed webhook working, and a forged signature still fails", async () => {
    const event = JSON.stringify({ event: 'payment.failed', payload: {} });
    const sign = (secret: string) => createHmac('sha256', secret).update(event).digest('hex');
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: event,
      });
    expect((await post(sign(webhookSecret))).statusCode).toBe(200);
    expect((await post(sign('forged'))).statusCode).toBe(400);
  });
});
