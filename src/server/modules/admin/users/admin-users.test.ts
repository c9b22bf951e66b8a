import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/commerce.ts';
import { freshIp, registerAndConfirm } from '../../auth/auth.test-helpers.ts';
import { auditRowsFor, setUpAdminSuite } from '../admin.test-helpers.ts';

const ctx = setUpAdminSuite();
const { call } = ctx;
let ownerId: number;
let shopperId: number;

beforeAll(async () => {
  ownerId = (await call('GET', '/api/auth/me', ctx.owner)).json().id;
  shopperId = (await call('GET', '/api/auth/me', ctx.shopper)).json().id;
  const order = (status: string, totalAmountPaise: number) => ({
    userId: shopperId,
    userName: 'Asha Rao',
    userEmail: 'shopper@example.com',
    status,
    totalAmountPaise,
    items: [],
    shippingAddress: {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      line1: '1 Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
    paymentMethod: 'cod',
    shippingMethod: 'standard',
  });
  await ctx.t.database.db
    .insert(orders)
    .values([
      order('delivered', 50050),
      order('cancelled', 10000),
      order('refunded', 5000),
      order('pending', 9999),
    ]);
});

const signIn = (email: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: freshIp(),
    payload: { email, password: 'correct-horse-1' },
  });

describe('the user list', () => {
  it('searches by email or name and filters by role', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/admin/users?${query}`, ctx.owner)).json();
    expect((await list('')).total).toBe(2);
    expect((await list('role=admin')).items.map((u: { email: string }) => u.email)).toEqual([
      'owner@pustak.test',
    ]);
    const found = await list('q=asha');
    expect(found.items).toEqual([
      expect.objectContaining({
        id: shopperId,
        email: 'shopper@example.com',
        role: 'user',
        disabled: false,
      }),
    ]);
    expect((await list('q=SHOPPER@')).total).toBe(1);
    expect((await list('role=owner')).error).toBeDefined();
  });

  it('shows a user with their order count and what they spent, in rupees from paise', async () => {
    const res = await call('GET', `/api/admin/users/${shopperId}`, ctx.owner);
    expect(res.json()).toMatchObject({
      email: 'shopper@example.com',
      orderCount: 4,
      // 500.50 delivered + 99.99 pending; cancelled and refunded orders left out.
      totalSpent: 600.49,
      disabledReason: null,
    });
    expect(res.json().recentOrders).toHaveLength(4);
    expect((await call('GET', '/api/admin/users/999999', ctx.owner)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('never takes the role from the last admin who can sign in', async () => {
    const alone = await call('POST', `/api/admin/users/${ownerId}/role`, ctx.owner, {
      role: 'user',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error).toEqual({
      code: 'LAST_ADMIN',
      message: 'The shop needs at least one admin. Make someone else an admin first.',
    });

    const promoted = await call('POST', `/api/admin/users/${shopperId}/role`, ctx.owner, {
      role: 'admin',
    });
    expect(promoted.json().role).toBe('admin');
    expect((await call('GET', '/api/admin/dashboard', ctx.shopper)).statusCode).toBe(200);

    // A disabled admin cannot sign in, so they do not count as the one left.
    const off = await call('POST', `/api/admin/users/${shopperId}/disable`, ctx.owner);
    expect(off.json()).toMatchObject({ disabled: true });
    const stillAlone = await call('POST', `/api/admin/users/${ownerId}/role`, ctx.owner, {
      role: 'user',
    });
    expect(stillAlone.statusCode).toBe(409);
    await call('POST', `/api/admin/users/${shopperId}/enable`, ctx.owner);
    const demoted = await call('POST', `/api/admin/users/${shopperId}/role`, ctx.owner, {
      role: 'user',
    });
    expect(demoted.json().role).toBe('user');

    const bad = await call('POST', `/api/admin/users/${shopperId}/role`, ctx.owner, {
      role: 'root',
    });
    expect(bad.json().error.fields).toEqual({ role: 'Choose a role: user or admin' });

    const audit = await auditRowsFor(ctx.t, 'user', shopperId);
    const roleRows = audit.filter((a) => a.action === 'user.role');
    expect(roleRows.map((a) => [a.before, a.after, a.actorUserId])).toEqual([
      [
        { role: 'user', disabled: false, disabledReason: null },
        { role: 'admin', disabled: false, disabledReason: null },
        ownerId,
      ],
      [
        { role: 'admin', disabled: false, disabledReason: null },
        { role: 'user', disabled: false, disabledReason: null },
        ownerId,
      ],
    ]);
  });
});

describe('disabling accounts', () => {
  it('signs a disabled user out at once and keeps them out until enabled', async () => {
    const second = await registerAndConfirm(
      ctx.t,
      'ravi@example.com',
      'correct-horse-1',
      'Ravi Kumar',
    );
    const raviId = (await call('GET', '/api/auth/me', second)).json().id;
    expect((await call('GET', '/api/cart', second)).statusCode).toBe(200);

    const disabled = await call('POST', `/api/admin/users/${raviId}/disable`, ctx.owner, {
      reason: 'Chargebacks',
    });
    expect(disabled.json()).toMatchObject({ disabled: true, disabledReason: 'Chargebacks' });
    expect((await call('GET', '/api/cart', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    const refused = await signIn('ravi@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie'] ?? '').not.toContain('session_token=');

    const enabled = await call('POST', `/api/admin/users/${raviId}/enable`, ctx.owner);
    expect(enabled.json()).toMatchObject({ disabled: false, disabledReason: null });
    expect((await signIn('ravi@example.com')).statusCode).toBe(200);

    const audit = await auditRowsFor(ctx.t, 'user', raviId);
    expect(audit.map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
    expect(audit[0]!.after).toEqual({
      role: 'user',
      disabled: true,
      disabledReason: 'Chargebacks',
    });
  });

  it('does not let an admin disable themselves', async () => {
    const res = await call('POST', `/api/admin/users/${ownerId}/disable`, ctx.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You cannot disable your own account.');
    expect((await call('GET', '/api/admin/dashboard', ctx.owner)).statusCode).toBe(200);
  });
});
