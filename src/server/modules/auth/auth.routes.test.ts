import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/auth.ts';
import { orders } from '../../db/schema/commerce.ts';
import { loadEnv } from '../../env.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { freshIp, latestCode, registerAndConfirm, sessionCookie } from './auth.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'owner@pustak.test' });
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, extra: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: extra.ip ?? freshIp(),
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  });

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-up and email confirmation', () => {
  it('mails a 6-digit code, refuses sign-in until confirmed, then signs in on confirmation', async () => {
    const email = 'meera@example.com';
    const up = await post('/api/auth/sign-up/email', {
      name: '  Meera Nair ',
      email: ' Meera@Example.com ',
      password: 'correct-horse-1',
    });
    expect(up.statusCode).toBe(200);
    expect(up.headers['set-cookie']).toBeUndefined();
    expect(t.outbox.at(-1)).toMatchObject({ to: email });
    expect(t.outbox.at(-1)!.subject).toMatch(/^\d{6} is your Pustak confirmation code$/);
    expect(t.outbox.at(-1)!.html).toContain('<h1');

    const early = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const confirmed = await post('/api/auth/email-otp/verify-email', {
      email,
      otp: latestCode(t, email).replace(/(\d{3})/, '$1 '),
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = sessionCookie(confirmed.headers['set-cookie']);
    expect(confirmed.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(confirmed.headers['set-cookie']).toMatch(/SameSite=Lax/i);

    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      username: 'meera',
      fullName: 'Meera Nair',
      role: 'user',
      phone: null,
      phoneVerified: false,
      emailVerified: true,
      ordersPlaced: 0,
    });
    expect(t.outbox.at(-1)).toMatchObject({ to: email, subject: 'Welcome to Pustak' });
  });

  it('derives a unique username from the email', async () => {
    await registerAndConfirm(t, 'ravi@example.com');
    await registerAndConfirm(t, 'ravi@example.org');
    const rows = await t.database.db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.fullName, 'Asha Rao'));
    const names = Object.fromEntries(rows.map((r) => [r.email, r.username]));
    expect(names['ravi@example.com']).toBe('ravi');
    expect(names['ravi@example.org']).toBe('ravi2');
  });

  it('burns a code after three wrong tries', async () => {
    const email = 'kabir@example.com';
    await post('/api/auth/sign-up/email', { name: 'Kabir', email, password: 'correct-horse-1' });
    const code = latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/email-otp/verify-email', { email, otp: wrong });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const late = await post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.headers['set-cookie']).toBeUndefined();

    const resent = await post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(resent.statusCode).toBe(200);
    const ok = await post('/api/auth/email-otp/verify-email', { email, otp: latestCode(t, email) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('validation with the spec messages', () => {
  it.each([
    [
      '/api/auth/sign-up/email',
      { name: 'R2-D2', email: 'x@y.z', password: 'correct-horse-1' },
      'name',
      'Invalid name format. Must contain only letters and spaces.',
    ],
    [
      '/api/auth/sign-up/email',
      { name: 'Asha', email: 'not-an-email', password: 'correct-horse-1' },
      'email',
      'Invalid email format.',
    ],
    [
      '/api/auth/sign-up/email',
      { name: 'Asha', email: 'a@b.co', password: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      '/api/auth/sign-in/email',
      { email: '', password: 'x' },
      'email',
      'Username or email is required',
    ],
    [
      '/api/auth/sign-in/email',
      { email: 'a@b.co', password: '' },
      'password',
      'Password is required',
    ],
    [
      '/api/auth/email-otp/verify-email',
      { email: 'a@b.co', otp: '12a45' },
      'otp',
      'Invalid OTP format. Must be 6 digits.',
    ],
  ])('%s refuses %j', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('answers phone flows without a session with the session-expired message', async () => {
    const res = await post('/api/auth/phone-number/send-otp', { phoneNumber: '+919876543210' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('sign-in, sign-out and sessions', () => {
  it('signs in with the password, accepts the bearer token, and revokes the session on sign-out', async () => {
    const email = 'neha@example.com';
    await registerAndConfirm(t, email, 'correct-horse-1');
    const res = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    const token = String(res.headers['set-auth-token']);
    expect(token.length).toBeGreaterThan(10);

    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json().email).toBe(email);

    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a wrong password with 401 and never says which part was wrong', async () => {
    await registerAndConfirm(t, 'arjun@example.com');
    const wrong = await post('/api/auth/sign-in/email', {
      email: 'arjun@example.com',
      password: 'wrong-password',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('limits sign-in to 5 a minute per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: `guess${i}@example.com`, password: 'wrong-password' },
        { ip },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
  });

  it('makes an account wait after 10 failed sign-ins, from any address', async () => {
    const email = 'target@example.com';
    await registerAndConfirm(t, email, 'correct-horse-1');
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/auth/sign-in/email', { email, password: `wrong-${i}-pass` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits how many codes are mailed to one address', async () => {
    const email = 'flood@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/auth/email-otp/request-password-reset', { email });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password reset', () => {
  it('resets with the mailed code and ends every session of the user', async () => {
    const email = 'priya@example.com';
    const oldCookie = await registerAndConfirm(t, email, 'correct-horse-1');
    const asked = await post('/api/auth/email-otp/request-password-reset', { email });
    expect(asked.statusCode).toBe(200);
    expect(t.outbox.at(-1)!.subject).toMatch(/password reset code/);
    const reset = await post('/api/auth/email-otp/reset-password', {
      email,
      otp: latestCode(t, email),
      password: 'new-correct-horse-2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(oldCookie)).statusCode).toBe(401);
    const old = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/auth/sign-in/email', { email, password: 'new-correct-horse-2' });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers a reset request for an unknown email like any other and mails nothing', async () => {
    const before = t.outbox.length;
    const res = await post('/api/auth/email-otp/request-password-reset', {
      email: 'ghost@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(t.outbox.length).toBe(before);
  });
});

describe('phone verification', () => {
  it('sends a code by SMS and marks the number verified', async () => {
    const cookie = await registerAndConfirm(t, 'dev@example.com');
    const bad = await post('/api/auth/phone-number/send-otp', { phoneNumber: '98765' }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phoneNumber).toBe(
      'Invalid phone number format. Must start with + followed by country code and number.',
    );
    const sent = await post(
      '/api/auth/phone-number/send-otp',
      { phoneNumber: '+91 98765-43210' },
      { cookie },
    );
    expect(sent.statusCode).toBe(200);
    const sms = t.outbox.at(-1)!;
    expect(sms.to).toBe('+919876543210');
    const code = /\d{6}/.exec(sms.text)![0];
    const verified = await post(
      '/api/auth/phone-number/verify',
      { phoneNumber: '+919876543210', code, updatePhoneNumber: true },
      { cookie },
    );
    expect(verified.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({
      phone: '+919876543210',
      phoneVerified: true,
    });
  });
});

describe('profile', () => {
  it('updates the full name with the shared rule, and keeps each user to their own data', async () => {
    const a = await registerAndConfirm(t, 'first@example.com', 'correct-horse-1', 'First User');
    const b = await registerAndConfirm(t, 'second@example.com', 'correct-horse-1', 'Second User');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: a },
      payload: { fullName: 'Robert; DROP' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.fullName).toBe(
      'Invalid name format. Must contain only letters and spaces.',
    );
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: a },
      payload: { fullName: 'Renamed User' },
    });
    expect(ok.json().fullName).toBe('Renamed User');
    expect((await me(b)).json()).toMatchObject({
      email: 'second@example.com',
      fullName: 'Second User',
    });
  });

  it('deletes an account only when confirmed, keeping its orders anonymised', async () => {
    const cookie = await registerAndConfirm(t, 'leaving@example.com');
    const id = (await me(cookie)).json().id as number;
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: id,
        userName: 'Asha Rao',
        userEmail: 'leaving@example.com',
        totalAmountPaise: 39900,
        items: [],
        shippingAddress: {
          fullName: 'Asha Rao',
          mobile: '9876543210',
          line1: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
        paymentMethod: 'cod',
        shippingMethod: 'standard',
      })
      .returning({ id: orders.id });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: { cookie },
      payload: { confirm: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await me(cookie)).statusCode).toBe(200);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: { cookie },
      payload: { confirm: 'DELETE' },
    });
    expect(gone.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ userId: null, userName: 'Deleted account', userEmail: null });
    expect(kept!.shippingAddress).toMatchObject({
      fullName: 'Deleted account',
      mobile: '',
      city: 'Bengaluru',
    });
  });
});

describe('roles and the admin guard', () => {
  it('makes ADMIN_EMAILS admins and guards every /api/admin route in one place', async () => {
    const user = await registerAndConfirm(t, 'shopper@example.com');
    const owner = await registerAndConfirm(t, 'owner@pustak.test');
    expect((await me(owner)).json().role).toBe('admin');
    expect((await me(user)).json().role).toBe('user');

    for (const url of ['/api/admin/contact-messages', '/api/admin/anything-else']) {
      const anon = await t.app.inject({ method: 'GET', url });
      expect(anon.statusCode, url).toBe(401);
      const asUser = await t.app.inject({ method: 'GET', url, headers: { cookie: user } });
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.json().error.code).toBe('FORBIDDEN');
    }
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: { cookie: owner },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
  });

  it('promotes an existing account when ADMIN_EMAILS names it later', async () => {
    const cookie = await registerAndConfirm(t, 'later@example.com', 'correct-horse-1');
    expect((await me(cookie)).json().role).toBe('user');
    // The same database, served by a server started with the new list.
    const app2 = await buildApp({
      database: t.database,
      env: loadEnv({
        LOG_LEVEL: 'silent',
        ADMIN_EMAILS: 'later@example.com',
        AUTH_SECRET: 'x'.repeat(32),
      }),
      mailer: { send: async () => {}, close: async () => {} },
      logger: false,
    });
    try {
      const res = await app2.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'later@example.com', password: 'correct-horse-1' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      const again = await app2.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: sessionCookie(res.headers['set-cookie']) },
      });
      expect(again.json().role).toBe('admin');
    } finally {
      await app2.close();
    }
  });
});

describe('registering an address that has an account', () => {
  it('answers like any sign-up, mails the owner instead of a code, and leaves the account alone', async () => {
    await registerAndConfirm(t, 'taken@example.com', 'correct-horse-1');
    const res = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: 'taken@example.com',
      password: 'another-pass-9',
    });
    expect(res.statusCode).toBe(200);
    expect(t.outbox.at(-1)).toMatchObject({
      to: 'taken@example.com',
      subject: 'You already have a Pustak account',
    });
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'taken@example.com',
      password: 'correct-horse-1',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe("better-auth's own admin endpoints", () => {
  it('are not reachable, even for an admin', async () => {
    const owner = await registerAndConfirm(t, 'owner2@pustak.test');
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'owner2@pustak.test'));
    for (const url of ['/api/auth/admin/list-users', '/api/auth/admin/set-role']) {
      const res = await t.app.inject({
        method: url.endsWith('users') ? 'GET' : 'POST',
        url,
        headers: { cookie: owner },
        payload: url.endsWith('users') ? undefined : { userId: '1', role: 'admin' },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
