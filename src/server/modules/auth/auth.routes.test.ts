import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { setUpTestApp } from '../../test-app.ts';
import {
  authRequests,
  freshIp,
  latestCode,
  registerAndConfirm,
  sessionCookie,
} from './auth.test-helpers.ts';

const t = setUpTestApp({ ADMIN_EMAILS: 'owner@pustak.test' });
const { post, me } = authRequests(t);

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
    const setCookies = [confirmed.headers['set-cookie'] ?? []].flat();
    for (const name of ['session_token', 'pustak.device']) {
      const set = setCookies.find((c) => c.includes(`${name}=`));
      expect(set, name).toMatch(/HttpOnly/);
      expect(set, name).toMatch(/SameSite=Lax/i);
    }

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

  it('makes an address wait after 10 failed sign-ins to an account, not the owner elsewhere', async () => {
    const email = 'target@example.com';
    await registerAndConfirm(t, email, 'correct-horse-1');
    await t.database.db
      .update(users)
      .set({ phoneNumber: '+919812345678', phoneNumberVerified: true })
      .where(eq(users.email, email));
    // Ten failures from one address: five by email, five by phone (each path allows 5 a minute).
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      const byEmail = await post(
        '/api/auth/sign-in/email',
        { email, password: `wrong-${i}-pass` },
        { ip: attacker },
      );
      expect(byEmail.statusCode).toBe(401);
      const byPhone = await post(
        '/api/auth/sign-in/phone-number',
        { phoneNumber: '+919812345678', password: `wrong-${i}-pass` },
        { ip: attacker },
      );
      expect(byPhone.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/auth/sign-in/email',
      { email, password: 'correct-horse-1' },
      { ip: attacker },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, is not locked out by someone else's guesses.
    const owner = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(owner.statusCode).toBe(200);
  }, 120_000);

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
    expect(sent.json()).toEqual({ status: true, delivery: 'sent' });
    const sms = t.texts.at(-1)!;
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
