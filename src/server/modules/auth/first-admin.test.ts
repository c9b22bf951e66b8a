import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test-app.ts';
import { freshIp, registerAndConfirm, sessionCookie } from './auth.test-helpers.ts';
import { issueFirstAdminSetupToken } from './first-admin.service.ts';

// No ADMIN_EMAILS and no mail read: the setup link is the owner's only way in.
const t = setUpTestApp();

const state = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/setup/first-admin?token=${encodeURIComponent(token)}` });
const create = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setup/first-admin',
    payload: body,
    remoteAddress: freshIp(),
  });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('the first admin', () => {
  it('is created through the one-time setup link, confirmed and signed in', async () => {
    const token = (await issueFirstAdminSetupToken(t.database.db))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await state(token)).json()).toEqual({ state: 'ready' });
    expect((await state('guessed-token')).json()).toEqual({ state: 'invalid' });

    const guessed = await create({
      token: 'guessed-token',
      fullName: 'Mallory',
      email: 'mallory@example.com',
      password: 'correct-horse-1',
    });
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().error.code).toBe('SETUP_LINK_INVALID');

    const bad = await create({ token, fullName: 'Owner', email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(400);

    const made = await create({
      token,
      fullName: 'Shop Owner',
      email: 'Owner@Shop.example',
      password: 'correct-horse-1',
    });
    expect(made.statusCode).toBe(200);
    const cookie = sessionCookie(made.headers['set-cookie']);
    expect((await me(cookie)).json()).toMatchObject({
      email: 'owner@shop.example',
      role: 'admin',
      emailVerified: true,
    });
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie },
    });
    expect(admin.statusCode).toBe(200);

    // The setup link confirmed the address: no confirmation code is mailed, and the new
    // admin's Outbox is empty.
    expect(t.outbox.filter((m) => m.to === 'owner@shop.example')).toEqual([]);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie },
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().items).toEqual([]);

    // The link is spent, and no new one is printed while the shop has an admin.
    expect((await state(token)).json()).toEqual({ state: 'used' });
    const again = await create({
      token,
      fullName: 'Second Owner',
      email: 'second@shop.example',
      password: 'correct-horse-1',
    });
    expect(again.statusCode).toBe(409);
    expect(await issueFirstAdminSetupToken(t.database.db)).toBeNull();
  });
});

describe('the first admin from an existing account', () => {
  const t2 = setUpTestApp();

  it('needs that account’s password, then makes it the admin', async () => {
    await registerAndConfirm(t2, 'early@example.com', 'correct-horse-1');
    const token = (await issueFirstAdminSetupToken(t2.database.db))!;
    const post = (password: string) =>
      t2.app.inject({
        method: 'POST',
        url: '/api/setup/first-admin',
        remoteAddress: freshIp(),
        payload: { token, fullName: 'Early Bird', email: 'early@example.com', password },
      });
    const wrong = await post('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toMatch(/already exists/);
    // A wrong password does not use the link up.
    const right = await post('correct-horse-1');
    expect(right.statusCode).toBe(200);
    const cookie = sessionCookie(right.headers['set-cookie']);
    expect(
      (await t2.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json(),
    ).toMatchObject({ email: 'early@example.com', role: 'admin', fullName: 'Asha Rao' });
  });
});
