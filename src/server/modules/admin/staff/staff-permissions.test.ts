import { describe, expect, it } from 'vitest';
import { permissions, readyMadeRoles, type Permission } from '@shared/permissions.ts';
import { allRoutes } from '../../../security/router-routes.test-helper.ts';
import { sessionCookie } from '../../auth/auth.test-helpers.ts';
import { setUpAdminSuite, type AdminTestContext } from '../admin.test-helpers.ts';
import { routePermissions } from './route-permissions.ts';

/** A concrete URL for a route pattern: parameters get a well-formed but unknown value. */
function urlOf(path: string): string {
  return path
    .replace(/\/orders\/:id/, '/orders/00000000-0000-4000-8000-000000000000')
    .replace(/\/imports\/:id/, '/imports/00000000-0000-4000-8000-000000000000')
    .replace(/:[^/]+/g, '999999');
}

interface Team extends AdminTestContext {
  /** Session cookie per ready-made role. */
  staff: Record<string, string>;
}

/** Invites one staff member per ready-made role and accepts each invitation. */
async function inviteTeam(ctx: AdminTestContext): Promise<Record<string, string>> {
  const page = (await ctx.call('GET', '/api/admin/staff', ctx.owner)).json();
  const staff: Record<string, string> = {};
  for (const key of Object.keys(readyMadeRoles)) {
    const role = page.roles.find((r: { key: string }) => r.key === key);
    const email = `${key}@pustak.test`;
    const invited = await ctx.call('POST', '/api/admin/staff', ctx.owner, {
      email,
      fullName: `${key} person`,
      role: String(role.id),
    });
    expect(invited.statusCode).toBe(200);
    staff[key] = await accept(ctx, email, 'correct-horse-2');
  }
  return staff;
}

function inviteToken(ctx: AdminTestContext, email: string): string {
  const mail = ctx.t.outbox.filter((m) => m.to === email).at(-1);
  const token = mail && /staff-invite\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function accept(ctx: AdminTestContext, email: string, password: string) {
  const res = await ctx.call('POST', '/api/staff-invite', undefined, {
    token: inviteToken(ctx, email),
    password,
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

const ctx = setUpAdminSuite<Team>(async () => {
  const { createAdminTestContext } = await import('../admin.test-helpers.ts');
  const base = await createAdminTestContext();
  return { ...base, staff: await inviteTeam(base) };
});

const needed = (method: string, path: string): Permission[] => {
  const p = routePermissions[`${method === 'HEAD' ? 'GET' : method} ${path}`];
  return p === undefined ? [] : Array.isArray(p) ? p : [p];
};

describe('staff permissions on every admin route', () => {
  it('declares a permission for every admin route the router holds, and no stale line', () => {
    const admin = allRoutes(ctx.t.app).filter(
      (r) => r.path.startsWith('/api/admin/') && r.method !== 'HEAD',
    );
    expect(admin.length).toBeGreaterThan(70);
    const missing = admin.filter((r) => needed(r.method, r.path).length === 0);
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const held = new Set(admin.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(routePermissions).filter((k) => !held.has(k))).toEqual([]);
    for (const list of Object.values(routePermissions)) {
      for (const p of [list].flat()) expect(permissions).toContain(p);
    }
  });

  it('answers each ready-made role as the permission table says, on every admin route', async () => {
    const wrong: string[] = [];
    const table: string[] = [];
    for (const route of allRoutes(ctx.t.app)) {
      if (!route.path.startsWith('/api/admin/') || route.method === 'HEAD') continue;
      const row: string[] = [];
      for (const [key, role] of Object.entries(readyMadeRoles)) {
        const allowed = needed(route.method, route.path).some((p) =>
          (role.permissions as readonly string[]).includes(p),
        );
        const res = await ctx.call(
          route.method as 'GET',
          urlOf(route.path),
          ctx.staff[key],
          ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? {} : undefined,
        );
        const refused = res.statusCode === 403 && res.json().error.code === 'NO_PERMISSION';
        // 503: image uploads answer "no storage" in API tests, past the permission check.
        const broke = res.statusCode >= 500 && res.statusCode !== 503;
        if (allowed === refused || broke || res.statusCode === 401) {
          wrong.push(`${route.method} ${route.path} as ${key}: ${res.statusCode}`);
        }
        if (refused) expect(res.json().error.message).toMatch(/^You do not have access/);
        row.push(allowed ? 'yes' : '—');
      }
      table.push(`| ${route.method} ${route.path} | ${row.join(' | ')} |`);
    }
    if (process.env.PRINT_PERMISSIONS) console.log(table.join('\n'));
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets Fulfilment move an order on but not cancel it', async () => {
    const ship = await ctx.call(
      'POST',
      `/api/admin/orders/00000000-0000-4000-8000-000000000000/status`,
      ctx.staff.fulfilment,
      { status: 'cancelled' },
    );
    expect(ship.statusCode).toBe(403);
    expect(ship.json().error.message).toContain('Cancel orders');
    const shipped = await ctx.call(
      'POST',
      `/api/admin/orders/00000000-0000-4000-8000-000000000000/status`,
      ctx.staff.fulfilment,
      { status: 'confirmed' },
    );
    expect(shipped.statusCode).toBe(404);
  });
});

describe('the team', () => {
  it('tells the staff member what they may do', async () => {
    const me = (await ctx.call('GET', '/api/auth/me', ctx.staff.fulfilment)).json();
    expect(me).toMatchObject({ role: 'staff', staffRole: 'Fulfilment' });
    expect(me.permissions).toEqual(['orders.view', 'orders.fulfil']);
    const owner = (await ctx.call('GET', '/api/auth/me', ctx.owner)).json();
    expect(owner).toMatchObject({ role: 'admin', staffRole: 'Owner' });
    expect(owner.permissions).toHaveLength(permissions.length);
  });

  it('lists members with their roles; an invitation works once', async () => {
    const page = (await ctx.call('GET', '/api/admin/staff', ctx.owner)).json();
    expect(page.members.map((m: { roleName: string }) => m.roleName)).toEqual([
      'Owner',
      'Catalogue',
      'Fulfilment',
      'Support',
    ]);
    const reuse = await ctx.call('POST', '/api/staff-invite', undefined, {
      token: inviteToken(ctx, 'support@pustak.test'),
      password: 'another-pass-9',
    });
    expect(reuse.statusCode).toBe(403);
    const state = await ctx.call('GET', '/api/staff-invite?token=nonsense');
    expect(state.json()).toEqual({ state: 'invalid', email: null, fullName: null });
  });

  it('keeps an owner: non-owners cannot touch owners, nobody changes themselves, the last owner stays', async () => {
    const page = (await ctx.call('GET', '/api/admin/staff', ctx.owner)).json();
    const ownerId = page.members.find((m: { role: string }) => m.role === 'owner').id;
    const custom = await ctx.call('POST', '/api/admin/staff/roles', ctx.owner, {
      name: 'Team lead',
      permissions: ['staff', 'orders.view'],
    });
    expect(custom.statusCode).toBe(200);
    const lead = custom.json().roles.find((r: { name: string }) => r.name === 'Team lead');
    const supportId = page.members.find((m: { roleName: string }) => m.roleName === 'Support').id;
    expect(
      (await ctx.call('PUT', `/api/admin/staff/${supportId}`, ctx.owner, { role: String(lead.id) }))
        .statusCode,
    ).toBe(200);
    const leadCookie = ctx.staff.support!;

    const suspendOwner = await ctx.call('PUT', `/api/admin/staff/${ownerId}`, leadCookie, {
      suspended: true,
    });
    expect(suspendOwner.statusCode).toBe(403);
    const makeOwner = await ctx.call('POST', '/api/admin/staff', leadCookie, {
      email: 'new@pustak.test',
      fullName: 'New Person',
      role: 'owner',
    });
    expect(makeOwner.statusCode).toBe(403);
    const catalogueRole = page.roles.find((r: { key: string }) => r.key === 'catalogue');
    const beyond = await ctx.call('POST', '/api/admin/staff', leadCookie, {
      email: 'new@pustak.test',
      fullName: 'New Person',
      role: String(catalogueRole.id),
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error.message).toContain('permissions you do not hold');
    const viaUsers = await ctx.call('POST', `/api/admin/users/${ownerId}/disable`, leadCookie, {});
    expect(viaUsers.statusCode).toBe(403);

    const self = await ctx.call('PUT', `/api/admin/staff/${ownerId}`, ctx.owner, { role: 'none' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toContain('your own access');
    // Still one owner, active, with every permission.
    expect((await ctx.call('GET', '/api/admin/settings', ctx.owner)).statusCode).toBe(200);
  });

  it('suspends a staff member at once and restores them', async () => {
    const page = (await ctx.call('GET', '/api/admin/staff', ctx.owner)).json();
    const id = page.members.find((m: { roleName: string }) => m.roleName === 'Catalogue').id;
    const res = await ctx.call('PUT', `/api/admin/staff/${id}`, ctx.owner, { suspended: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.find((m: { id: number }) => m.id === id).suspended).toBe(true);
    expect(
      (await ctx.call('GET', '/api/admin/books/collections', ctx.staff.catalogue)).statusCode,
    ).toBe(401);
    const back = await ctx.call('PUT', `/api/admin/staff/${id}`, ctx.owner, { suspended: false });
    expect(back.json().members.find((m: { id: number }) => m.id === id).suspended).toBe(false);
  });

  it('refuses to delete a role in use or a ready-made one; audits each change', async () => {
    const page = (await ctx.call('GET', '/api/admin/staff', ctx.owner)).json();
    const lead = page.roles.find((r: { name: string }) => r.name === 'Team lead');
    const inUse = await ctx.call('DELETE', `/api/admin/staff/roles/${lead.id}`, ctx.owner);
    expect(inUse.statusCode).toBe(409);
    const readyMade = page.roles.find((r: { key: string }) => r.key === 'fulfilment');
    const fixed = await ctx.call('PUT', `/api/admin/staff/roles/${readyMade.id}`, ctx.owner, {
      name: 'Fulfilment',
      permissions: ['settings'],
    });
    expect(fixed.statusCode).toBe(409);
    const { auditLog } = await import('../../../db/schema/content.ts');
    const rows = await ctx.t.app.db.select().from(auditLog);
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.invite',
        'staff.role',
        'staff.suspend',
        'staff.restore',
        'staff-role.create',
      ]),
    );
  });
});
