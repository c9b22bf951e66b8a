import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { ownerEmail, setUpAdminSuite } from '../modules/admin/admin.test-helpers.ts';
import { freshIp, latestCode, registerAndConfirm } from '../modules/auth/auth.test-helpers.ts';
import { createTestApp } from '../test-app.ts';
import { pathVariants } from './path-variants.ts';
import { rawRequest } from './raw-http.test-helper.ts';

const suite = setUpAdminSuite();

function post(url: string, payload: object, opts: { cookie?: string; ip?: string } = {}) {
  return suite.t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
}

/** Gives an account a verified phone number, as the profile's phone flow would. */
async function givePhone(email: string, phoneNumber: string) {
  await suite.t.database.db
    .update(users)
    .set({ phoneNumber, phoneNumberVerified: true })
    .where(eq(users.email, email));
}

const guardedPosts: { path: string; body: () => object; cookie?: () => string }[] = [
  {
    path: '/api/auth/sign-in/email',
    body: () => ({ email: 'shopper@example.com', password: 'correct-horse-1' }),
  },
  {
    path: '/api/auth/sign-in/phone-number',
    body: () => ({ phoneNumber: '+919800000001', password: 'correct-horse-1' }),
  },
  {
    path: '/api/auth/sign-up/email',
    body: () => ({ name: 'Variant', email: 'v@example.com', password: 'correct-horse-1' }),
  },
  { path: '/api/auth/email-otp/request-password-reset', body: () => ({ email: ownerEmail }) },
  { path: '/api/auth/email-otp/send-verification-otp', body: () => ({ email: ownerEmail }) },
  { path: '/api/auth/phone-number/send-otp', body: () => ({ phoneNumber: '+919800000002' }) },
  {
    path: '/api/auth/phone-number/verify',
    body: () => ({ phoneNumber: '+919800000002', code: '123456' }),
  },
  // better-auth's own admin endpoints, even with the admin's own session.
  {
    path: '/api/auth/admin/set-role',
    body: () => ({ userId: '2', role: 'admin' }),
    cookie: () => suite.owner,
  },
  {
    path: '/api/auth/admin/impersonate-user',
    body: () => ({ userId: '1' }),
    cookie: () => suite.owner,
  },
  {
    path: '/api/auth/admin/create-user',
    body: () => ({
      email: 'made@example.com',
      password: 'correct-horse-1',
      name: 'Made',
      role: 'admin',
    }),
    cookie: () => suite.owner,
  },
];

describe('auth endpoints behind path variants', () => {
  let port = 0;
  beforeAll(async () => {
    await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.t.app.server.address() as { port: number }).port;
  });

  it('answers 404 to every non-canonical way of writing a guarded better-auth path', async () => {
    await givePhone('shopper@example.com', '+919800000001');
    const reached: string[] = [];
    for (const endpoint of guardedPosts) {
      for (const url of pathVariants(endpoint.path)) {
        const res = await rawRequest(port, 'POST', url, {
          body: endpoint.body(),
          cookie: endpoint.cookie?.(),
        });
        // Not served: never better-auth acting on it (200, a session cookie, its 401/403/429).
        if (res.status !== 404 || res.headers['set-cookie']) reached.push(`${url}: ${res.status}`);
      }
    }
    expect(reached).toEqual([]);
  });

  it('keeps better-auth’s admin endpoints unreachable even for an admin', async () => {
    for (const path of ['set-role', 'impersonate-user', 'create-user', 'list-users', 'ban-user']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await suite.t.app.inject({
          method,
          url: `/api/auth/admin/${path}`,
          headers: { cookie: suite.owner },
          ...(method === 'POST' ? { payload: { userId: '2', role: 'admin' } } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    const [shopper] = await suite.t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, 'shopper@example.com'));
    expect(shopper!.role).toBe('user');
  });

  it('still serves the canonical paths', async () => {
    const res = await post('/api/auth/sign-in/email', {
      email: 'shopper@example.com',
      password: 'correct-horse-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
  });
});

describe('sign-up does not reveal who is registered', () => {
  it('answers a taken and a new address identically, with no id', async () => {
    const taken = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: 'shopper@example.com',
      password: 'another-horse-2',
    });
    const fresh = await post('/api/auth/sign-up/email', {
      name: 'New Reader',
      email: 'new-reader@example.com',
      password: 'another-horse-2',
    });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.body).not.toMatch(/"id"|\d{1,}/);
  });
});

describe('sign-in lockout covers every way of signing in', () => {
  it('locks phone-number sign-in after 10 failures from an address, shared with email sign-in', async () => {
    const email = 'phone-locked@example.com';
    await registerAndConfirm(suite.t, email, 'correct-horse-1');
    await givePhone(email, '+919811111111');
    const attacker = freshIp();
    const phone = (password: string, ip = attacker) =>
      post('/api/auth/sign-in/phone-number', { phoneNumber: '+919811111111', password }, { ip });

    expect((await phone('correct-horse-1', freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await phone('wrong-password')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email, password: 'wrong-password' },
        { ip: attacker },
      );
      expect(res.statusCode).toBe(401);
    }
    // The eleventh try from that address, with the right password, by either way: it waits.
    const locked = await phone('correct-horse-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/^Too many failed sign-in attempts/);
    const byEmail = await post(
      '/api/auth/sign-in/email',
      { email, password: 'correct-horse-1' },
      { ip: attacker },
    );
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().error.message).toMatch(/^Too many failed sign-in attempts/);
  });
});

describe('phone codes are limited per number and per account', () => {
  it('sends at most 3 codes an hour to one number, whoever asks', async () => {
    const a = await registerAndConfirm(suite.t, 'texter-a@example.com');
    const b = await registerAndConfirm(suite.t, 'texter-b@example.com');
    const send = (cookie: string, phoneNumber: string) =>
      post('/api/auth/phone-number/send-otp', { phoneNumber }, { cookie });
    for (let i = 0; i < 3; i++) expect((await send(a, '+919822222222')).statusCode).toBe(200);
    const fourth = await send(b, '+919822222222');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      'Too many codes were sent to this number. Please try again later.',
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most 3 codes an hour for one account, whatever the number', async () => {
    const cookie = await registerAndConfirm(suite.t, 'texter-c@example.com');
    const texted = suite.t.texts.length;
    for (const n of ['+919833333301', '+919833333302', '+919833333303']) {
      expect(
        (await post('/api/auth/phone-number/send-otp', { phoneNumber: n }, { cookie })).statusCode,
      ).toBe(200);
    }
    const fourth = await post(
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+919833333304' },
      { cookie },
    );
    expect(fourth.statusCode).toBe(429);
    expect(suite.t.texts.length).toBe(texted + 3);
  });
});

describe('client addresses', () => {
  it('believes X-Forwarded-For from the proxy TRUST_PROXY names', async () => {
    const t = await createTestApp({ TRUST_PROXY: '172.17.0.1' });
    try {
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '172.17.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: `nobody${i}@example.com`, password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });

  it('does not believe X-Forwarded-For from a private-network peer unless TRUST_PROXY names it', async () => {
    // Sign-in is limited to 5 a minute per client address: six tries from one container bridge
    // address, each claiming another client, are still one client.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await suite.t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '172.17.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { email: `nobody${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the reset-password code never reaches an anonymous caller', () => {
  it('has no mailbox route, and the admin outbox refuses anyone but staff', async () => {
    await post('/api/auth/email-otp/request-password-reset', { email: ownerEmail });
    const code = latestCode(suite.t, ownerEmail);
    for (const url of [
      '/api/dev/mailbox',
      `/api/dev/mailbox?to=${encodeURIComponent(ownerEmail)}`,
      '/api/admin/outbox',
    ]) {
      for (const cookie of [undefined, suite.shopper]) {
        const res = await suite.t.app.inject({
          method: 'GET',
          url,
          headers: cookie ? { cookie } : {},
        });
        expect([401, 403, 404], url).toContain(res.statusCode);
        expect(res.body, url).not.toContain(code);
      }
    }
  });
});
