import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';
import { queryRows } from '../../../db/client.ts';
import { books } from '../../../db/schema/catalog.ts';
import { configureCategories } from '../admin.test-helpers.ts';
import {
  commit,
  createImportTestContext,
  generatedOnixFeed,
  saveOnixRules,
  upload,
  type ImportTestContext,
} from './admin-import.test-helpers.ts';
import { commitAndStopMidway, expectResumedAfterRestart } from './import-restart.test-helpers.ts';
import { spoolMessages } from './admin-import.spool.ts';

// A feed too large to hold (issue #33): read from disk as it is checked, its rows kept on disk
// as JSON lines, and imported from there a batch at a time. The threshold is lowered here so a
// feed of a few hundred products takes that path (the shop's own is the upload limit, 20 MB).
const spoolBytes = 10_000;

async function spoolingShop(): Promise<ImportTestContext> {
  const ctx = await createImportTestContext(
    { importSpoolBytes: spoolBytes },
    { FEEDS_ALLOW_PRIVATE: 'true' },
  );
  await configureCategories(ctx, ['Fiction', 'Non-Fiction']);
  await saveOnixRules(ctx, {
    rates: [
      { currency: 'USD', rupees: 84 },
      { currency: 'GBP', rupees: 107 },
      { currency: 'AUD', rupees: 55 },
    ],
    defaultCurrency: 'AUD',
  });
  return ctx;
}

/** A generated feed with one record sent twice and one without any ISBN, near its end. */
function feedWithFaults(products: number, offset: number): Buffer {
  const text = generatedOnixFeed(products, offset).toString('utf8');
  const records = text.match(/<Product>[\s\S]*?<\/Product>/g)!;
  const twice = records[3]!;
  const noIsbn = records[4]!
    .replace(/<ProductIdentifier>[\s\S]*?<\/ProductIdentifier>/g, '')
    .replace(/<RecordReference>[^<]*</, '<RecordReference>NO-ISBN-1<');
  return Buffer.from(text.replace('</ONIXMessage>', `${twice}\n${noIsbn}\n</ONIXMessage>`));
}

const importFiles = (ctx: ImportTestContext) =>
  existsSync(path.join(ctx.dataDir, 'imports'))
    ? readdirSync(path.join(ctx.dataDir, 'imports'))
    : [];

describe('an ONIX feed too large to hold', () => {
  it('is checked from disk, reports its faults, imports, and changes nothing when sent again', async () => {
    const ctx = await spoolingShop();
    try {
      const feed = feedWithFaults(240, 700_000);
      expect(feed.byteLength).toBeGreaterThan(spoolBytes);
      const res = await upload(ctx, feed, 'distributor.xml');
      expect(res.statusCode, res.body).toBe(200);
      const summary = res.json() as ImportSummary;
      expect(summary).toMatchObject({
        kind: 'onix',
        status: 'previewed',
        counts: { rows: 242, valid: 240, invalid: 2, toCreate: 240, toUpdate: 0 },
      });
      expect(summary.notices[0]).toMatch(/242 products/);
      const messages = summary.errors.map((e) => e.message);
      expect(messages).toContain(spoolMessages.sameIsbnEarlier);
      expect(summary.errorCount).toBe(summary.errors.length);
      expect(summary.groups.reduce((n, g) => n + g.count, 0)).toBe(summary.errorCount);
      // The upload itself is gone once read: its rows and errors are kept, beside its entry.
      expect(importFiles(ctx).sort()).toEqual(
        [`${summary.id}.errors.ndjson`, `${summary.id}.json`, `${summary.id}.rows.ndjson`].sort(),
      );

      const report = await ctx.t.app.inject({
        url: `/api/admin/imports/${summary.id}/errors.csv`,
        headers: { cookie: ctx.owner },
      });
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-disposition']).toContain('distributor-errors.csv');
      expect(report.body).toContain(spoolMessages.sameIsbnEarlier);
      expect(report.body.trim().split('\n')).toHaveLength(1 + summary.errorCount);

      const done = await commit(ctx, summary.id, 'valid-only', 'update');
      expect(done.res.statusCode, done.res.body).toBe(202);
      expect(done.summary?.status, done.summary?.jobError ?? '').toBe('imported');
      expect(done.summary!.result).toMatchObject({ created: 240, updated: 0, skipped: 2 });
      const db = ctx.t.database.db;
      const [{ n }] = (await db.select({ n: count() }).from(books)) as [{ n: number }];
      expect(n).toBe(240);
      // On the storefront: a book the feed offers for sale is found by its title.
      const [onSale] = await queryRows<{ id: number; title: string }>(
        db,
        sql`SELECT id, title FROM books WHERE archived_at IS NULL AND isbn13 LIKE '979000700%'
            ORDER BY id LIMIT 1`,
      );
      expect(onSale).toBeDefined();
      const search = await ctx.t.app.inject({
        url: `/api/books?search=${encodeURIComponent(onSale!.title)}`,
      });
      expect(search.json().items.map((b: { id: number }) => b.id)).toContain(onSale!.id);

      // The same feed again: every record matches the catalogue, so nothing is written.
      const [before] = await queryRows<{ revision: number; updated: string }>(
        db,
        sql`SELECT max(revision)::int AS revision, max(updated_at)::text AS updated FROM books`,
      );
      const again = (await upload(ctx, feed, 'distributor.xml')).json() as ImportSummary;
      expect(again.counts).toMatchObject({ toCreate: 0, toUpdate: 240 });
      const second = await commit(ctx, again.id, 'valid-only', 'update');
      expect(second.summary!.result).toMatchObject({ created: 0, updated: 0, unchanged: 240 });
      const [after] = await queryRows<{ revision: number; updated: string }>(
        db,
        sql`SELECT max(revision)::int AS revision, max(updated_at)::text AS updated FROM books`,
      );
      expect(after).toEqual(before);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('refuses all-or-nothing when a record has an error, and says a broken feed is broken', async () => {
    const ctx = await spoolingShop();
    try {
      const summary = (await upload(ctx, feedWithFaults(60, 720_000), 'f.xml')).json();
      const refused = await ctx.t.app.inject({
        method: 'POST',
        url: `/api/admin/imports/${summary.id}/commit`,
        payload: { mode: 'all-or-nothing' },
        headers: { cookie: ctx.owner },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('IMPORT_HAS_ERRORS');

      // Cut off in the middle of a record: not well-formed, and nothing is kept of it.
      const cut = generatedOnixFeed(60, 730_000).subarray(0, 30_000);
      const broken = await upload(ctx, cut, 'cut.xml');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.message).toMatch(/not well-formed XML/);
      expect(importFiles(ctx).filter((f) => !f.startsWith(summary.id))).toEqual([]);
      const [{ n }] = (await ctx.t.database.db.select({ n: count() }).from(books)) as [
        { n: number },
      ];
      expect(n).toBe(0);
    } finally {
      await ctx.close();
    }
  }, 60_000);

  it('is fetched by a scheduled feed to disk, and imported from there', async () => {
    const ctx = await spoolingShop();
    const feed = generatedOnixFeed(200, 760_000);
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      // In pieces, as a large file comes over the network.
      for (let i = 0; i < feed.length; i += 4096) res.write(feed.subarray(i, i + 4096));
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/admin/feeds',
        headers: { cookie: ctx.owner },
        payload: {
          name: 'Distributor',
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/all.xml`,
          everyHours: 24,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const feedId = (res.json() as { id: number }).id;
      let run: { status: string } | undefined;
      await vi.waitFor(
        async () => {
          const runs = await ctx.t.app.inject({
            url: `/api/admin/feeds/${feedId}/runs`,
            headers: { cookie: ctx.owner },
          });
          run = runs.json()[0];
          expect(run?.status).toMatch(/done|failed/);
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(run).toMatchObject({ status: 'done', products: 200, created: 200, failed: 0 });
      expect(importFiles(ctx).some((f) => f.endsWith('.rows.ndjson'))).toBe(true);
      expect(importFiles(ctx).some((f) => f.endsWith('.upload'))).toBe(false);
    } finally {
      server.close();
      await ctx.close();
    }
  }, 90_000);

  it('resumes from the batch it had reached after a restart', async () => {
    const ctx = await spoolingShop();
    const summary = (await upload(ctx, generatedOnixFeed(1500, 740_000), 'big.xml')).json();
    expect(summary.counts.toCreate).toBe(1500);
    const payload = { mode: 'valid-only', duplicates: 'update' };
    const job = await commitAndStopMidway(ctx, summary.id, payload, 20_000);
    expect(job.position).toBeGreaterThan(0);
    expect(job.position).toBeLessThan(1500);
    await expectResumedAfterRestart(ctx, summary.id, 1500, 60_000);
  }, 120_000);
});
