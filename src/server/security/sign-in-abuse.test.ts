// What an outsider could do to sign-in with curl: learn who has an account from how long a wrong
// password takes, outrun a per-address limit left at a library default, lock the owner out with
// wrong passwords, and keep a thief's session alive through a password change.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '../db/schema/auth.ts';
import {
  accountCeiling,
  authRequests,
  freshIp,
  latestCode,
  registerAndConfirm,
  servedAuthEndpoints,
  sessionCookie,
} from '../modules/auth/auth.test-helpers.ts';
import { setUpTestApp } from '../test-app.ts';

const t = setUpTestApp();
const { post, me } = authRequests(t);

async function givePhone(email: string, phoneNumber: string) {
  await t.database.db
    .update(users)
    .set({ phoneNumber, phoneNumberVerified: true })
    .where(eq(users.email, email));
}

async function timed(send: () => Promise<{ statusCode: number }>): Promise<number> {
  const start = performance.now();
  const res = await send();
  expect(res.statusCode).toBe(401);
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wrong passwords for a registered and an unregistered identifier, taken in turn. */
async function timings(known: () => Promise<{ statusCode: number }>, unknown: typeof known) {
  const a: number[] = [];
  const b: number[] = [];
  // The first of each warms caches (the dummy hash is made on first use).
  await known();
  await unknown();
  for (let i = 0; i < 5; i++) {
    a.push(await timed(known));
    b.push(await timed(unknown));
  }
  return { known: median(a), unknown: median(b) };
}

describe('a wrong password takes as long for an unknown account as for a real one', () => {
  it('by phone number', async () => {
    await registerAndConfirm(t, 'timed-phone@example.com', 'correct-horse-1');
    await givePhone('timed-phone@example.com', '+919876500001');
    let n = 0;
    const { known, unknown } = await timings(
      () =>
        post('/api/auth/sign-in/phone-number', {
          phoneNumber: '+919876500001',
          password: `wrong-password-${n++}`,
        }),
      () =>
        post('/api/auth/sign-in/phone-number', {
          phoneNumber: `+91987650${String(1000 + n++)}`,
          password: 'wrong-password',
        }),
    );
    // Before: 0.44–0.64 s against 0.02–0.07 s, a ratio near ten.
    expect(known / unknown, `${known.toFixed(0)} ms vs ${unknown.toFixed(0)} ms`).toBeLessThan(1.6);
    expect(unknown / known, `${known.toFixed(0)} ms vs ${unknown.toFixed(0)} ms`).toBeLessThan(1.6);
  }, 120_000);

  it('by email', async () => {
    await registerAndConfirm(t, 'timed-email@example.com', 'correct-horse-1');
    let n = 0;
    const { known, unknown } = await timings(
      () =>
        post('/api/auth/sign-in/email', {
          email: 'timed-email@example.com',
          password: `wrong-password-${n++}`,
        }),
      () =>
        post('/api/auth/sign-in/email', {
          email: `nobody-${n++}@example.com`,
          password: 'wrong-password',
        }),
    );
    expect(known / unknown).toBeLessThan(1.6);
    expect(unknown / known).toBeLessThan(1.6);
  }, 120_000);

  it('for a number whose account has no password (signed up with Google)', async () => {
    await registerAndConfirm(t, 'timed-google@example.com', 'correct-horse-1');
    await givePhone('timed-google@example.com', '+919876500002');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'timed-google@example.com'));
    await t.database.db.delete(accounts).where(eq(accounts.userId, user!.id));
    let n = 0;
    const { known, unknown } = await timings(
      () =>
        post('/api/auth/sign-in/phone-number', {
          phoneNumber: '+919876500002',
          password: `wrong-password-${n++}`,
        }),
      () =>
        post('/api/auth/sign-in/phone-number', {
          phoneNumber: `+91987651${String(1000 + n++)}`,
          password: 'wrong-password',
        }),
    );
    expect(known / unknown).toBeLessThan(1.6);
    expect(unknown / known).toBeLessThan(1.6);
  }, 120_000);
});

describe('every sign-in path keeps the per-address limit the docs give', () => {
  it('refuses the request past each endpoint’s limit from one address, and not before', async () => {
    const users4: string[] = [];
    for (let i = 0; i < 4; i++) users4.push(await registerAndConfirm(t, `limits-${i}@example.com`));
    const [cookie] = users4;
    let n = 0;
    const unique = () => n++;
    const bodies: Record<string, (i: number) => { body?: object; cookie?: string }> = {
      '/sign-up/email': () => ({
        body: {
          name: 'Limit Test',
          email: `signup-${unique()}@example.com`,
          password: 'pw-12345678',
        },
      }),
      '/sign-in/email': () => ({
        body: { email: `nobody-${unique()}@example.com`, password: 'wrong-password' },
      }),
      '/sign-in/phone-number': () => ({
        body: { phoneNumber: `+9198770${String(10000 + unique())}`, password: 'wrong-password' },
      }),
      '/sign-in/social': () => ({ body: { provider: 'google', callbackURL: '/' } }),
      '/sign-in/oauth2': () => ({ body: { providerId: 'oidc', callbackURL: '/' } }),
      '/sign-out': () => ({ body: {} }),
      '/email-otp/send-verification-otp': () => ({
        body: { email: `code-${unique()}@example.com`, type: 'email-verification' },
      }),
      '/email-otp/verify-email': () => ({
        body: { email: `verify-${unique()}@example.com`, otp: '123456' },
      }),
      '/email-otp/request-password-reset': () => ({
        body: { email: `reset-${unique()}@example.com` },
      }),
      '/email-otp/reset-password': () => ({
        body: { email: `reset-${unique()}@example.com`, otp: '123456', password: 'pw-12345678' },
      }),
      '/change-password': () => ({
        body: { currentPassword: 'not-the-password', newPassword: 'another-pw-123' },
        cookie,
      }),
      '/revoke-other-sessions': () => ({ body: {}, cookie }),
      // One number and one account each, so that only the address's limit is reached.
      '/phone-number/send-otp': (i) => ({
        body: { phoneNumber: `+9198771${String(10000 + unique())}` },
        cookie: users4[i % 4],
      }),
      '/phone-number/verify': () => ({
        body: { phoneNumber: `+9198772${String(10000 + unique())}`, code: '123456' },
        cookie,
      }),
    };
    const wrong: string[] = [];
    for (const { method, path, limit } of servedAuthEndpoints) {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i <= limit.max; i++) {
        const { body, cookie: c } = bodies[path]?.(i) ?? {};
        const res = await t.app.inject({
          method,
          url: `/api/auth${path}`,
          payload: method === 'POST' ? (body ?? {}) : undefined,
          remoteAddress: ip,
          headers: c ? { cookie: c } : {},
        });
        statuses.push(res.statusCode);
      }
      const early = statuses.slice(0, -1).filter((s) => s === 429).length;
      if (early > 0 || statuses.at(-1) !== 429) {
        wrong.push(
          `${method} ${path} (${limit.max} per ${limit.window} s): ${early} refused early, last ${statuses.at(-1)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('an outsider cannot lock the owner out', () => {
  it('ten wrong passwords from anywhere lock only the addresses they came from', async () => {
    const email = 'locked-out@example.com';
    await registerAndConfirm(t, email, 'correct-horse-1');
    await givePhone(email, '+919876500003');
    // The tester's attack: ten wrong passwords, each from another address, by email and phone.
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2 === 0
          ? await post('/api/auth/sign-in/email', { email, password: 'wrong' })
          : await post('/api/auth/sign-in/phone-number', {
              phoneNumber: '+919876500003',
              password: 'wrong',
            });
      expect(res.statusCode).toBe(401);
    }
    // Before: the owner's right password was refused too, from anywhere, for up to an hour.
    const owner = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(owner.statusCode).toBe(200);
    // Ten from one address (five each way, within each path's limit) lock that address.
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      await post('/api/auth/sign-in/email', { email, password: 'wrong' }, { ip: attacker });
      await post(
        '/api/auth/sign-in/phone-number',
        { phoneNumber: '+919876500003', password: 'wrong' },
        { ip: attacker },
      );
    }
    const fromAttacker = await post(
      '/api/auth/sign-in/phone-number',
      { phoneNumber: '+919876500003', password: 'correct-horse-1' },
      { ip: attacker },
    );
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().error.message).toMatch(/^Too many failed sign-in attempts/);
  }, 120_000);

  it(`past ${accountCeiling} failures from many addresses, the owner's own browser still signs in`, async () => {
    const email = 'besieged@example.com';
    await registerAndConfirm(t, email, 'correct-horse-1');
    const first = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    const device = ([first.headers['set-cookie']].flat() as string[]).find((c) =>
      c.startsWith('pustak.device='),
    );
    expect(device).toMatch(/; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const deviceCookie = device!.split(';')[0]!;

    // As if wrong passwords had come from many addresses (a hundred scrypt checks would take
    // this test a minute), then the last five through HTTP from one more.
    await t.database.db.execute(
      sql`INSERT INTO rate_limits (key, count, last_request)
          VALUES (${`signin-failures:${email}:others`}, ${accountCeiling - 5}, ${Date.now()})`,
    );
    const ip = freshIp();
    for (let k = 0; k < 5; k++) {
      const res = await post('/api/auth/sign-in/email', { email, password: 'wrong' }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const stranger = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    expect(stranger.statusCode).toBe(429);
    const forged = await post(
      '/api/auth/sign-in/email',
      { email, password: 'correct-horse-1' },
      { cookie: `pustak.device=${'A'.repeat(22)}.forged` },
    );
    expect(forged.statusCode).toBe(429);
    const ownBrowser = await post(
      '/api/auth/sign-in/email',
      { email, password: 'correct-horse-1' },
      { cookie: deviceCookie },
    );
    expect(ownBrowser.statusCode).toBe(200);

    // A new device gets in after a password reset by emailed code.
    await post('/api/auth/email-otp/request-password-reset', { email });
    const reset = await post('/api/auth/email-otp/reset-password', {
      email,
      otp: latestCode(t, email),
      password: 'new-correct-horse-2',
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await post('/api/auth/sign-in/email', {
      email,
      password: 'new-correct-horse-2',
    });
    expect(afterReset.statusCode).toBe(200);
  }, 120_000);
});

describe('changing the password ends every other session', () => {
  it('when the caller does not say', async () => {
    const email = 'two-browsers@example.com';
    const other = await registerAndConfirm(t, email, 'correct-horse-1');
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    const current = sessionCookie(signIn.headers['set-cookie']);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'correct-horse-1', newPassword: 'correct-horse-2' },
      { cookie: current },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('when the caller asks to keep them, the other session still ends', async () => {
    const email = 'keep-asked@example.com';
    const other = await registerAndConfirm(t, email, 'correct-horse-1');
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' });
    const current = sessionCookie(signIn.headers['set-cookie']);
    const changed = await post(
      '/api/auth/change-password',
      {
        currentPassword: 'correct-horse-1',
        newPassword: 'correct-horse-2',
        revokeOtherSessions: false,
      },
      { cookie: current },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });
});
