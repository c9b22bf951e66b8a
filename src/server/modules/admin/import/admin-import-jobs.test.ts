import { get } from 'node:http';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportProgressEvent, ImportSummary } from '@shared/schemas/admin-import.ts';
import { books } from '../../../db/schema/catalog.ts';
import { configureCategories } from '../admin.test-helpers.ts';
import {
  createImportTestContext,
  csvRow,
  importStatus,
  preview,
  toCsv,
} from './admin-import.test-helpers.ts';
import { commitAndStopMidway, expectResumedAfterRestart } from './import-restart.test-helpers.ts';

describe('an import interrupted by a restart', () => {
  it('has written whole batches with their record, and resumes after them on the next start', async () => {
    const ctx = await createImportTestContext();
    await configureCategories(ctx, ['Fiction']);
    const db = ctx.t.database.db;
    const rows = Array.from({ length: 3000 }, (_, i) => csvRow(50_000 + i));
    const summary = await preview(ctx, toCsv(rows));
    const job = await commitAndStopMidway(ctx, summary.id, { mode: 'all-or-nothing' }, 10_000);
    expect(job).toMatchObject({ status: 'running', lockedUntil: null });
    expect(job.position).toBeGreaterThan(0);
    expect(job.position).toBeLessThan(3000);
    // Every batch committed with the job's record of it: what it says is what is there.
    const [{ n: written }] = (await db.select({ n: count() }).from(books)) as [{ n: number }];
    expect(written).toBe(job.position);
    expect(job.created).toBe(job.position);
    await expectResumedAfterRestart(ctx, summary.id, 3000, 30_000);
  }, 60_000);

  it('streams its progress to the page as server-sent events', async () => {
    const ctx = await createImportTestContext();
    try {
      await configureCategories(ctx, ['Fiction']);
      // Enough rows for several batches on either database (PostgreSQL's are 500 rows).
      const summary = await preview(
        ctx,
        toCsv(Array.from({ length: 3000 }, (_, i) => csvRow(70_000 + i))),
      );
      const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
      const events = fetch(`${base}/api/admin/imports/${summary.id}/events`, {
        headers: { cookie: ctx.owner },
      });
      const res = await events;
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      await ctx.t.app.inject({
        method: 'POST',
        url: `/api/admin/imports/${summary.id}/commit`,
        payload: { mode: 'all-or-nothing' },
        headers: { cookie: ctx.owner },
      });
      // Read as a browser's EventSource does; the stream ends once the import is done.
      const text = await res.text();
      const seen = text
        .split('\n\n')
        .filter((chunk) => chunk.startsWith('data: '))
        .map((chunk) => JSON.parse(chunk.slice(6)));
      expect(seen[0]).toEqual({
        status: 'previewed',
        progress: null,
        result: null,
        jobError: null,
      });
      const done = seen.map((s) => s.progress?.done ?? 0);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      expect(new Set(done.filter((d) => d > 0 && d < 3000)).size).toBeGreaterThan(3);
      expect(seen.at(-1)).toMatchObject({
        status: 'imported',
        result: { created: 3000 },
      });
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('a preview checked in the background', () => {
  it('answers once the file is read, and streams the rows checked until the preview is kept', async () => {
    const ctx = await createImportTestContext();
    try {
      await configureCategories(ctx, ['Fiction']);
      const total = 20_000;
      const csv = toCsv(Array.from({ length: total }, (_, i) => csvRow(90_000 + i)));
      const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'large.csv');
      const res = await fetch(`${base}/api/admin/imports/preview?respond=async`, {
        method: 'POST',
        body,
        headers: { cookie: ctx.owner },
      });
      expect(res.status).toBe(202);
      const started = (await res.json()) as ImportSummary;
      expect(started).toMatchObject({
        status: 'checking',
        fileName: 'large.csv',
        checking: { total },
      });
      expect(started.checking!.checked).toBeLessThan(total);

      // Read as a browser's EventSource does, event by event as they arrive, until the preview
      // is kept; then the page leaves (the stream would stay open for the import). node:http, as
      // fetch keeps a spare connection open that the server's close would wait for.
      const seen: ImportProgressEvent[] = [];
      await new Promise<void>((resolve, reject) => {
        const req = get(
          `${base}/api/admin/imports/${started.id}/events`,
          { headers: { cookie: ctx.owner } },
          (res) => {
            expect(res.headers['content-type']).toContain('text/event-stream');
            let buffered = '';
            res.setEncoding('utf8');
            res.on('data', (text: string) => {
              buffered += text;
              const chunks = buffered.split('\n\n');
              buffered = chunks.pop()!;
              for (const chunk of chunks) seen.push(JSON.parse(chunk.slice('data: '.length)));
              if (seen.at(-1)?.status !== 'checking') {
                req.destroy();
                resolve();
              }
            });
            res.on('end', resolve);
          },
        );
        req.on('error', reject);
      });

      const checking = seen.filter((s) => s.status === 'checking').map((s) => s.checking!);
      const checked = checking.map((c) => c.checked);
      expect(checking.every((c) => c.total === total)).toBe(true);
      expect(checked).toEqual([...checked].sort((a, b) => a - b));
      // Real progress: counts between none and all arrived before the preview did.
      expect(checked.some((n) => n > 0 && n < total)).toBe(true);
      expect(seen.at(-1)).toEqual({
        status: 'previewed',
        progress: null,
        result: null,
        jobError: null,
      });
      const kept = await importStatus(ctx, started.id);
      expect(kept).toMatchObject({
        status: 'previewed',
        counts: { rows: total, valid: total, toCreate: total },
      });
      expect(kept.checking).toBeUndefined();
    } finally {
      await ctx.close();
    }
  }, 60_000);

  it('keeps refusing a file that cannot be read as a whole at once', async () => {
    const ctx = await createImportTestContext();
    try {
      const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
      const body = new FormData();
      body.append('file', new Blob(['title,author\nA,B\n'], { type: 'text/csv' }), 'bad.csv');
      const res = await fetch(`${base}/api/admin/imports/preview?respond=async`, {
        method: 'POST',
        body,
        headers: { cookie: ctx.owner },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_HEADER');
    } finally {
      await ctx.close();
    }
  });
});
