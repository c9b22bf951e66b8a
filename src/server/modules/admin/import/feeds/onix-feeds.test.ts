import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnixFeed, OnixFeedRun } from '@shared/schemas/onix-feeds.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../../db/client.ts';
import { isPrivateAddress, safeFetch } from '../../../../lib/safe-fetch.ts';
import { createSecretBox } from '../../../../lib/secret-box.ts';
import {
  configureCategories,
  createAdminTestContext,
  setUpAdminSuite,
} from '../../admin.test-helpers.ts';
import { saveOnixRules } from '../admin-import.test-helpers.ts';

// Scheduled ONIX feeds (issue #33): fetched with their credentials from a local HTTP server,
// imported as an upload is, with their history; private addresses refused unless allowed.
const dataDir = mkdtempSync(path.join(tmpdir(), 'pustak-feeds-'));
const ctx = setUpAdminSuite(() =>
  createAdminTestContext({ DATA_DIR: dataDir, FEEDS_ALLOW_PRIVATE: 'true' }),
);
const strict = setUpAdminSuite(() => createAdminTestContext({}));
const onix = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../../../shared/data/onix/jonix-onix3-single.xml'),
);

let server: Server;
let base = '';
const seen: { url: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  await configureCategories(ctx, ['Fiction', 'Non-Fiction']);
  await saveOnixRules(ctx, { rates: [{ currency: 'AUD', rupees: 55 }] });
  server = createServer((req, res) => {
    seen.push({ url: req.url!, auth: req.headers.authorization });
    const expected = `Basic ${Buffer.from('bookshop:s3cret').toString('base64')}`;
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/feed.xml' }).end();
    } else if (req.headers.authorization !== expected) {
      res.writeHead(401).end();
    } else if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end(onix);
    } else if (req.url === '/not-onix') {
      res.writeHead(200).end('<html><body>Log in</body></html>');
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const feedBody = (url: string, password = 's3cret') => ({
  name: 'Global Bookinfo',
  url,
  username: 'bookshop',
  password,
  everyHours: 24,
});

async function runs(feedId: number): Promise<OnixFeedRun[]> {
  const res = await ctx.t.app.inject({
    url: `/api/admin/feeds/${feedId}/runs`,
    headers: { cookie: ctx.owner },
  });
  return res.json();
}

/** Waits until the feed's newest run has ended. */
async function settled(feedId: number, count: number): Promise<OnixFeedRun> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await runs(feedId);
    if (list.length >= count && ['done', 'failed'].includes(list[0]!.status)) return list[0]!;
    if (Date.now() > deadline) throw new Error(`no finished run: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('scheduled ONIX feeds', () => {
  it('fetches a registered feed with its credentials at once, imports it, and keeps the history', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/feeds',
      headers: { cookie: ctx.owner },
      payload: feedBody(`${base}/moved`),
    });
    expect(res.statusCode, res.body).toBe(201);
    const feed = res.json() as OnixFeed;
    expect(feed).toMatchObject({ hasPassword: true, username: 'bookshop' });
    expect(JSON.stringify(feed)).not.toContain('s3cret');
    const first = await settled(feed.id, 1);
    expect(first).toMatchObject({ status: 'done', products: 1, created: 1, failed: 0 });
    // The redirect was followed on the same origin, with the credentials.
    expect(seen.map((s) => s.url)).toEqual(['/moved', '/feed.xml']);

    const book = await ctx.t.app.inject({ url: '/api/books?search=Roseanna&exact=1' });
    expect(book.json().items[0].title).toBe('Roseanna');

    // Run now: the same feed again changes nothing new.
    const again = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/${feed.id}/run`,
      headers: { cookie: ctx.owner },
    });
    expect(again.statusCode).toBe(202);
    expect(await settled(feed.id, 2)).toMatchObject({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const list = await ctx.t.app.inject({
      url: '/api/admin/feeds',
      headers: { cookie: ctx.owner },
    });
    const listed = (list.json() as OnixFeed[]).find((f) => f.id === feed.id)!;
    expect(new Date(listed.nextRunAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(listed.lastRun?.status).toBe('done');
  });

  it('keeps the password sealed at rest, and asks for it again when it cannot be opened', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/feeds',
      headers: { cookie: ctx.owner },
      payload: feedBody(`${base}/feed.xml`),
    });
    expect(res.statusCode, res.body).toBe(201);
    const feed = res.json() as OnixFeed;
    await settled(feed.id, 1);
    const stored = async () =>
      (
        await queryRows<{ password: string }>(
          ctx.t.database.db,
          sql`SELECT password FROM onix_feeds WHERE id = ${feed.id}`,
        )
      )[0]!.password;
    const sealed = await stored();
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain('s3cret');
    expect(Buffer.from(sealed.slice(10), 'base64url').toString('latin1')).not.toContain('s3cret');

    const runNow = async () => {
      const before = (await runs(feed.id)).length;
      const again = await ctx.t.app.inject({
        method: 'POST',
        url: `/api/admin/feeds/${feed.id}/run`,
        headers: { cookie: ctx.owner },
      });
      expect(again.statusCode).toBe(202);
      return settled(feed.id, before + 1);
    };
    // Sealed under another secret (AUTH_SECRET changed, another shop's backup): said, not sent.
    const elsewhere = createSecretBox('another shop secret, 32 characters', 'feed credentials');
    await ctx.t.database.db.execute(
      sql`UPDATE onix_feeds SET password = ${elsewhere.seal('s3cret')} WHERE id = ${feed.id}`,
    );
    expect(await runNow()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/saved under another AUTH_SECRET.*enter it again/),
    });
    // Stored before passwords were sealed: read as it is.
    await ctx.t.database.db.execute(
      sql`UPDATE onix_feeds SET password = 's3cret' WHERE id = ${feed.id}`,
    );
    expect(await runNow()).toMatchObject({ status: 'done' });
  });

  it('records why a run failed: wrong password, a page that is not ONIX', async () => {
    for (const [url, password, message] of [
      [`${base}/feed.xml`, 'wrong', /answered 401: check its user name and password/],
      [`${base}/not-onix`, 's3cret', /not an ONIX for Books message: it starts with <html>/],
    ] as const) {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/admin/feeds',
        headers: { cookie: ctx.owner },
        payload: feedBody(url, password),
      });
      const run = await settled((res.json() as OnixFeed).id, 1);
      expect(run.status).toBe('failed');
      expect(run.message).toMatch(message);
    }
  });

  it('refuses private and loopback addresses unless the operator allows them (SSRF)', async () => {
    for (const url of [
      `${base}/feed.xml`,
      'https://127.0.0.1/feed.xml',
      'https://localhost/feed.xml',
      'https://[::1]/feed.xml',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/feed.xml',
      'ftp://example.com/feed.xml',
    ]) {
      const res = await strict.t.app.inject({
        method: 'POST',
        url: '/api/admin/feeds',
        headers: { cookie: strict.owner },
        payload: feedBody(url),
      });
      expect(res.statusCode, url).toBe(400);
    }
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isPrivateAddress('192.168.1.10')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    await expect(
      safeFetch('https://127.0.0.1/', { allowPrivate: false, maxBytes: 100, timeoutMs: 1000 }),
    ).rejects.toThrow(/private or local address/);
    expect(seen.every((s) => !s.url.includes('meta-data'))).toBe(true);
  });

  it('is for staff only, and never answers a password', async () => {
    expect((await ctx.t.app.inject({ url: '/api/admin/feeds' })).statusCode).toBe(401);
    const shopper = await ctx.t.app.inject({
      url: '/api/admin/feeds',
      headers: { cookie: ctx.shopper },
    });
    expect(shopper.statusCode).toBe(403);
    const all = await ctx.t.app.inject({ url: '/api/admin/feeds', headers: { cookie: ctx.owner } });
    expect(all.body).not.toContain('s3cret');
  });
});
