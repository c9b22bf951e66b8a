import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../site-config/site-config.public.ts';
import { setUpAdminSuite } from '../admin.test-helpers.ts';

/**
 * The settings and the site configuration are each saved whole, from a page that may have been
 * open for a while: a save names the version it was made from (If-Match), and a save made from
 * an older version than the current one is refused rather than undoing the other change.
 */
const ctx = setUpAdminSuite();
const { call } = ctx;

const noContent = { aboveHeader: '', belowHeader: '', popup: '' };
const configBody = (categories: string[]) => ({ categories, content: noContent });

const configChanged =
  'Someone else changed the site configuration since you opened this page. Reload to see their changes, then make yours again.';
const settingsChanged =
  'Someone else changed these settings since you opened this page. Reload to see their changes, then make yours again.';

const putConfig = (body: object, headers: Record<string, string> = {}) =>
  call('PUT', '/api/admin/site-config', ctx.owner, body, headers);
const putSettings = (body: object, headers: Record<string, string> = {}) =>
  call('PUT', '/api/admin/settings', ctx.owner, body, headers);

describe('site configuration versions', () => {
  it('answers its version as an ETag and in the body, "0" before the first save', async () => {
    const res = await call('GET', '/api/admin/site-config', ctx.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.json()).toMatchObject({ version: 0, latest: null });
  });

  it('refuses a save that does not say which version it changes (428), storing nothing', async () => {
    const res = await putConfig(configBody(['Fiction']));
    expect(res.statusCode).toBe(428);
    expect(res.json().error).toEqual({
      code: 'PRECONDITION_REQUIRED',
      message:
        'Saving needs the If-Match header with the ETag from GET /api/admin/site-config, so that it cannot undo a change saved in the meantime.',
    });
    expect((await call('GET', '/api/admin/site-config', ctx.owner)).json().version).toBe(0);
  });

  it('refuses an If-Match that is not an entity tag (400)', async () => {
    const res = await putConfig(configBody(['Fiction']), { 'if-match': '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'If-Match must be the ETag from GET /api/admin/site-config, quotes included (like "3").',
    );
  });

  it('saves over the current version and answers the new one', async () => {
    const res = await putConfig(configBody(['Fiction', 'Poetry']), { 'if-match': '"0"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({ version: 1, latest: { version: 1 } });
    expect((await call('GET', '/api/admin/site-config', ctx.owner)).headers.etag).toBe('"1"');
  });

  it('refuses a save made from an older version (409), keeping the newer one', async () => {
    const res = await putConfig(configBody(['Fiction']), { 'if-match': '"0"' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: configChanged } });
    const now = (await call('GET', '/api/admin/site-config', ctx.owner)).json();
    expect(now.latest).toMatchObject({ version: 1, categories: ['Fiction', 'Poetry'] });
  });

  it('lets only one of two saves made at once from the same version through', async () => {
    const [a, b] = await Promise.all([
      putConfig(configBody(['Fiction', 'Poetry', 'Travel']), { 'if-match': '"1"' }),
      putConfig(configBody(['Fiction', 'Poetry', 'History']), { 'if-match': '"1"' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const winner = a!.statusCode === 200 ? a! : b!;
    const loser = a!.statusCode === 200 ? b! : a!;
    expect(loser.json().error.code).toBe('CONFLICT');
    const now = (await call('GET', '/api/admin/site-config', ctx.owner)).json();
    expect(now.version).toBe(2);
    expect(now.latest.categories).toEqual(winner.json().latest.categories);
    expect(now.versions).toHaveLength(2);
  });

  it('counts a rename or a rollback as a change, so a page opened before it is refused', async () => {
    const rename = await call('POST', '/api/admin/site-config/categories/rename', ctx.owner, {
      from: 'Fiction',
      to: 'Novels',
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.headers.etag).toBe('"3"');
    const stale = await putConfig(configBody(['Fiction', 'Poetry']), { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(409);

    const rollback = await call('POST', '/api/admin/site-config/rollback', ctx.owner, {
      version: 2,
    });
    expect(rollback.headers.etag).toBe('"4"');
    expect(rollback.json().version).toBe(4);
    expect((await putConfig(rename.json().latest, { 'if-match': '"3"' })).statusCode).toBe(409);
  });
});

describe('settings versions', () => {
  it('answers a version as an ETag and in the body', async () => {
    const res = await call('GET', '/api/admin/settings', ctx.owner);
    expect(res.statusCode).toBe(200);
    const { version } = res.json();
    expect(version).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.etag).toBe(`"${version}"`);
  });

  it('refuses a save that does not say which version it changes (428), storing nothing', async () => {
    const res = await putSettings({ ...defaultSettings, storeName: 'Blind save' });
    expect(res.statusCode).toBe(428);
    expect(res.json().error).toEqual({
      code: 'PRECONDITION_REQUIRED',
      message:
        'Saving needs the If-Match header with the ETag from GET /api/admin/settings, so that it cannot undo a change saved in the meantime.',
    });
    expect((await call('GET', '/api/admin/settings', ctx.owner)).json().storeName).toBe('Pustak');
  });

  it('saves over the current version and answers the new one', async () => {
    const before = await call('GET', '/api/admin/settings', ctx.owner);
    const res = await putSettings(
      { ...defaultSettings, storeName: 'Pustak Pune' },
      { 'if-match': String(before.headers.etag) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().storeName).toBe('Pustak Pune');
    expect(res.headers.etag).toBe(`"${res.json().version}"`);
    expect(res.headers.etag).not.toBe(before.headers.etag);
    expect((await call('GET', '/api/admin/settings', ctx.owner)).headers.etag).toBe(
      res.headers.etag,
    );
  });

  it('refuses a save made from an older version (409), keeping the newer one', async () => {
    // Two tabs open the page; the first saves a new fee.
    const opened = String((await call('GET', '/api/admin/settings', ctx.owner)).headers.etag);
    const a = await putSettings(
      { ...defaultSettings, storeName: 'Pustak Pune', standardShippingFee: 59 },
      { 'if-match': opened },
    );
    expect(a.statusCode).toBe(200);
    // The second sends its whole form, which still has the old fee.
    const b = await putSettings(
      { ...defaultSettings, storeName: 'Pustak Pune', codEnabled: false },
      { 'if-match': opened },
    );
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual({ error: { code: 'CONFLICT', message: settingsChanged } });
    expect((await call('GET', '/api/admin/settings', ctx.owner)).json()).toMatchObject({
      standardShippingFee: 59,
      codEnabled: true,
    });
  });

  it('lets only one of two saves made at once from the same version through', async () => {
    const current = await call('GET', '/api/admin/settings', ctx.owner);
    const ifMatch = { 'if-match': String(current.headers.etag) };
    const [a, b] = await Promise.all([
      putSettings({ ...current.json(), expressShippingFee: 120 }, ifMatch),
      putSettings({ ...current.json(), taxRatePercent: 5 }, ifMatch),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const winner = (a!.statusCode === 200 ? a! : b!).json();
    const now = (await call('GET', '/api/admin/settings', ctx.owner)).json();
    expect(now).toEqual(winner);
    // Exactly one of the two changes is in.
    expect([now.expressShippingFee === 120, now.taxRatePercent === 5].sort()).toEqual([
      false,
      true,
    ]);
  });
});
