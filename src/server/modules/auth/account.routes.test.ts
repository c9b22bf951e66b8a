import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { orders } from '../../db/schema/commerce.ts';
import { loadEnv } from '../../env.ts';
import { setUpTestApp } from '../../test-app.ts';
import { testAddress } from '../addresses/addresses.test-helpers.ts';
import { authRequests, freshIp, registerAndConfirm, sessionCookie } from './auth.test-helpers.ts';

const t = setUpTestApp({ ADMIN_EMAILS: 'owner@pustak.test' });
const { post, me } = authRequests(t);

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
        shippingAddress: testAddress,
        paymentMethod: 'cod',
        shippingMethod: 'standard',
      })
      .returning({ id: orders.id });
    const del = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: { cookie }, payload });
    const refused = await del({ confirm: 'yes', password: 'correct-horse-1' });
    expect(refused.statusCode).toBe(400);
    // The session alone is not enough: the password proves the owner is at the keyboard.
    const noPassword = await del({ confirm: 'DELETE' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields.password).toBe(
      'Enter your password to delete your account',
    );
    const wrong = await del({ confirm: 'DELETE', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBe('That password is not right');
    expect((await me(cookie)).statusCode).toBe(200);

    const gone = await del({ confirm: 'DELETE', password: 'correct-horse-1' });
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

describe('deleting an account needs proof of owning it', () => {
  it('stops guessing the password through the delete call after 5 wrong tries', async () => {
    const cookie = await registerAndConfirm(t, 'guessed@example.com', 'correct-horse-1');
    const del = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/me',
        headers: { cookie },
        payload: { confirm: 'DELETE', password },
      });
    for (let i = 0; i < 5; i++) expect((await del(`guess-${i}-wrong`)).statusCode).toBe(400);
    const sixth = await del('correct-horse-1');
    expect(sixth.statusCode).toBe(429);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('asks an account without a password for a code mailed to it', async () => {
    const cookie = await registerAndConfirm(t, 'google-only@example.com');
    const { id } = (await me(cookie)).json() as { id: number };
    // As an account made by Google sign-in: no password to prove.
    await t.database.db.delete(accounts).where(eq(accounts.userId, id));
    expect((await me(cookie)).json().hasPassword).toBe(false);
    const del = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: { cookie }, payload });

    const noCode = await del({ confirm: 'DELETE', password: 'anything' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.fields.code).toBe('Enter the code we mailed you');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me/delete-code',
      headers: { cookie },
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('We mailed you a code. It expires in 10 minutes.');
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe('google-only@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await del({ confirm: 'DELETE', code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toMatch(/^That code is wrong or has expired/);
    expect((await me(cookie)).statusCode).toBe(200);

    expect((await del({ confirm: 'DELETE', code })).statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
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
      mailTransport: { send: async () => {} },
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
