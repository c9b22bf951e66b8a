// An import stopped by a restart and taken up by the next server: the steps the CSV and the
// spooled ONIX tests share.
import { rmSync } from 'node:fs';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { books } from '../../../db/schema/catalog.ts';
import { importJobs } from '../../../db/schema/content.ts';
import { createTestApp } from '../../../test-app.ts';
import { sessionCookie } from '../../auth/auth.test-helpers.ts';
import { ownerEmail } from '../admin.test-helpers.ts';
import { importStatus, type ImportTestContext } from './admin-import.test-helpers.ts';

/**
 * Starts importing the previewed `id` and stops the server once a batch is written (the
 * database stays, as it does across a restart); the job's row as the server left it.
 */
export async function commitAndStopMidway(
  ctx: ImportTestContext,
  id: string,
  payload: Record<string, string>,
  timeout: number,
) {
  const started = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${id}/commit`,
    payload,
    headers: { cookie: ctx.owner },
  });
  expect(started.statusCode).toBe(202);
  await vi.waitFor(
    async () => expect((await importStatus(ctx, id)).progress!.done).toBeGreaterThan(0),
    { timeout, interval: 5 },
  );
  await ctx.t.app.close();
  const [job] = await ctx.t.database.db.select().from(importJobs).where(eq(importJobs.id, id));
  return job!;
}

/**
 * Starts a new server on the same database and data folder and waits until it has finished the
 * job: `total` books, each once, and the import done as its owner sees it.
 */
export async function expectResumedAfterRestart(
  ctx: ImportTestContext,
  id: string,
  total: number,
  timeout: number,
) {
  const db = ctx.t.database.db;
  const restarted = await createTestApp(
    { ADMIN_EMAILS: ownerEmail, DATA_DIR: ctx.dataDir },
    { database: ctx.t.database },
  );
  try {
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
        expect(row).toMatchObject({ status: 'done', position: total, created: total });
      },
      { timeout, interval: 50 },
    );
    const [{ n }] = (await db.select({ n: count() }).from(books)) as [{ n: number }];
    expect(n).toBe(total);
    const [{ distinct }] = (await db
      .select({ distinct: sql<number>`count(DISTINCT ${books.isbn13})::int` })
      .from(books)
      .where(isNotNull(books.isbn13))) as [{ distinct: number }];
    expect(distinct).toBe(total);
    // A new server signs its sessions with its own secret: the owner signs in again.
    const signIn = await restarted.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: ownerEmail, password: 'correct-horse-1' },
    });
    const status = await restarted.app.inject({
      url: `/api/admin/imports/${id}`,
      headers: { cookie: sessionCookie(signIn.headers['set-cookie']) },
    });
    expect(status.json()).toMatchObject({
      status: 'imported',
      result: { created: total, updated: 0 },
      progress: { done: total, total },
    });
  } finally {
    await restarted.close();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  }
}
