import { pacedSize } from '../../../lib/paced-size.ts';
import { EventEmitter } from 'node:events';
import type { ImportResult } from '@shared/schemas/admin-import.ts';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { invalidateCatalogCache } from '../../../db/catalog-cache.ts';
import { createClaimLoop } from '../../../lib/claim-loop.ts';
import { getShopSettings } from '../../site-config/site-config.public.ts';
import { holdSearchIndexRebuilds } from '../../search/search.public.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  advanceImportJob,
  claimImportJob,
  failImportJob,
  finishImportJob,
  findImportJob,
  holdImportJob,
  releaseImportJob,
  type ImportJobRow,
} from './admin-import-jobs.repository.ts';
import { importBatchSize, writeBatch } from './admin-import.write.ts';
import type { ImportStore, StoredImport } from './admin-import.store.ts';
import { heldRowsReader, spooledRowsReader, type BatchSource } from './admin-import.sources.ts';
import { categoryMatcher } from '../books/admin-books.public.ts';

interface Log {
  error(obj: object, msg: string): void;
}

export interface ImportWorkerOptions {
  db: Db;
  store: ImportStore;
  log: Log;
  /** The outbox the batches' back-in-stock mails go to, and the shop's address for their links. */
  mail: { mailer: Mailer; publicUrl: string };
  /** Pause between batches, so the storefront's requests run in between (default 15 ms). */
  pauseMs?: number;
  /**
   * Rows of the first batch; later ones grow or shrink toward `batchTargetMs` (default 20; 0
   * keeps every batch at `batchSize`).
   */
  batchSize?: number;
  batchTargetMs?: number;
  /** How often open jobs are looked for when nothing woke the worker (default 2 s). */
  pollMs?: number;
  leaseSeconds?: number;
  /** Runs after each finished import (the embedded database vacuums the books it wrote). */
  afterJob?: () => Promise<unknown>;
}

export interface ImportWorker {
  start(): void;
  wake(): void;
  /** Emits `job` with the job's row after each batch and at the end. */
  events: EventEmitter<{ job: [ImportJobRow] }>;
  stop(): Promise<void>;
}

const minBatch = 10;
const maxBatch = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another instance moved the job on: this one's lease ran out, and its batch rolls back. */
class LostLease extends Error {}

export const importFailedMessages = {
  expired: 'The uploaded file is no longer here (uploads are kept for 24 hours). Upload it again.',
  isbnTaken: (written: number) =>
    `Another book took one of these ISBNs while the file was importing. ${written.toLocaleString('en-IN')} rows were written before that; upload the file again to import the rest.`,
  internal: (written: number) =>
    `The import stopped after ${written.toLocaleString('en-IN')} rows because of an error on the server. Upload the file again to import the rest.`,
} as const;

/** What a worker runs its jobs with: its options, their defaults, and how it tells of a job. */
interface JobRunner {
  options: ImportWorkerOptions;
  db: Db;
  store: ImportStore;
  log: Log;
  pauseMs: number;
  batchSize: number;
  batchTargetMs: number;
  leaseSeconds: number;
  /** Emits the job's row as it is now. */
  publish(id: string): Promise<void>;
  /** Whether the worker is stopping. */
  stopped(): boolean;
}

/**
 * Writes queued book imports in the background (ADR 021). Each batch is one transaction that also
 * moves the job's position on, so the job always says how far the catalogue got; after a restart
 * (the lease runs out) any instance resumes from there. A batch is short and the worker pauses
 * between batches: on the embedded database, which runs one statement at a time, shoppers'
 * requests get in between.
 */
export function createImportWorker(options: ImportWorkerOptions): ImportWorker {
  const { db, store, log } = options;
  const pauseMs = options.pauseMs ?? 15;
  const batchSize = options.batchSize ?? importBatchSize;
  const batchTargetMs = options.batchTargetMs ?? 20;
  const pollMs = options.pollMs ?? 2_000;
  const leaseSeconds = options.leaseSeconds ?? 30;
  const events = new EventEmitter<{ job: [ImportJobRow] }>();
  events.setMaxListeners(0);

  const publish = async (id: string) => {
    const row = await findImportJob(db, id);
    if (row) events.emit('job', row);
  };
  const runner: JobRunner = {
    options,
    db,
    store,
    log,
    pauseMs,
    batchSize,
    batchTargetMs,
    leaseSeconds,
    publish,
    stopped: () => loop.stopped,
  };

  const loop = createClaimLoop({
    claim: () => claimImportJob(db, leaseSeconds),
    handle: (job) => runJob(runner, job),
    pollMs,
    onError: (err) => log.error({ err }, 'the import worker failed a round'),
  });
  return { events, start: loop.start, wake: loop.wake, stop: loop.stop };
}

/** Writes a claimed job's rows from its position on, a batch at a time, and finishes it. */
async function runJob(r: JobRunner, job: ImportJobRow): Promise<void> {
  const { db, store, log } = r;
  const entry = await store.load(job.id);
  if (entry && !entry.steps && Date.now() - job.createdAt.getTime() < 30_000) {
    // Queued a moment ago: its steps are being saved. Look again in a second.
    await holdImportJob(db, job.id, 1);
    return;
  }
  if (!entry?.steps) {
    await failImportJob(db, job.id, importFailedMessages.expired);
    return r.publish(job.id);
  }
  // A spooled feed's rows are read from disk and planned a batch at a time.
  const source = entry.spooled
    ? spooledRowsReader(store, entry.id, await categoryMatcher(db))
    : heldRowsReader(entry);
  const { defaultLowStockThreshold } = await getShopSettings(db);
  holdSearchIndexRebuilds(db, true);
  let position = job.position;
  const pace = pacedSize({
    initial: r.batchSize,
    min: minBatch,
    max: maxBatch,
    targetMs: r.batchTargetMs,
  });
  let lastInvalidation = Date.now();
  try {
    while (position < job.total) {
      if (r.stopped()) {
        // Shutting down: the next start (of any instance) resumes from here at once.
        await releaseImportJob(db, job.id);
        return;
      }
      const batch = await source.read(position, pace.size);
      if (batch.rows === 0) break;
      const from = position;
      const began = performance.now();
      await writeJobBatch(r, job, from, batch, defaultLowStockThreshold);
      r.options.mail.mailer.wake();
      position += batch.rows;
      // On the embedded database a statement holds the event loop while it runs: batches
      // shrink until one takes about `batchTargetMs`, and grow back when they are quick.
      pace.took(performance.now() - began);
      // New books show on the storefront as they are written, without emptying its caches
      // after every batch (each emptying makes the next pages read the catalogue again).
      if (Date.now() - lastInvalidation > 5_000) {
        lastInvalidation = Date.now();
        invalidateCatalogCache(db);
      }
      await r.publish(job.id);
      await sleep(r.pauseMs);
    }
    await finish(r, entry, job);
  } catch (err) {
    // A lost lease rolls its batch back: another instance has the job.
    if (err instanceof LostLease) return;
    const message = isUniqueViolation(err, 'books_isbn13_unique')
      ? importFailedMessages.isbnTaken(position)
      : importFailedMessages.internal(position);
    if (!isUniqueViolation(err)) log.error({ err, importId: job.id }, 'book import failed');
    await failImportJob(db, job.id, message);
    await r.publish(job.id);
  } finally {
    source.close();
    holdSearchIndexRebuilds(db, false);
  }
}

/**
 * Writes one batch in a transaction that also moves the job's position on from `from`; if
 * another instance has moved it on (this one's lease ran out), the batch rolls back.
 */
async function writeJobBatch(
  r: JobRunner,
  job: ImportJobRow,
  from: number,
  batch: Awaited<ReturnType<BatchSource['read']>>,
  defaultLowStockThreshold: number,
) {
  await r.db.transaction(async (tx) => {
    const planned = await batch.plan(tx);
    const written = await writeBatch(tx, planned.writes, defaultLowStockThreshold, r.options.mail);
    const ok = await advanceImportJob(
      tx,
      job.id,
      from,
      { rows: batch.rows, ...written, skipped: written.skipped + planned.skipped },
      r.leaseSeconds,
    );
    if (!ok) throw new LostLease();
  });
}

async function finish(r: JobRunner, entry: StoredImport, job: ImportJobRow) {
  const done = await r.db.transaction(async (tx) => {
    const row = (await findImportJob(tx, job.id))!;
    const result: ImportResult = {
      mode: row.mode as ImportResult['mode'],
      duplicates: row.duplicates as ImportResult['duplicates'],
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      skipped: row.skipped,
      finishedAt: new Date().toISOString(),
    };
    await recordAudit(tx, [
      {
        actorUserId: row.actorUserId ?? entry.actorUserId,
        action: 'book.import',
        entity: 'import',
        entityId: job.id,
        before: null,
        after: { fileName: entry.fileName, rows: entry.counts.rows, ...result },
      },
    ]);
    await finishImportJob(tx, job.id);
    return result;
  });
  // The job's row is the record of the result (toSummary reads it): rewriting the upload's
  // file, megabytes of JSON for a big import, would hold the event loop for nothing.
  void done;
  invalidateCatalogCache(r.db);
  await r.publish(job.id);
  await r.options
    .afterJob?.()
    .catch((err: unknown) =>
      r.log.error({ err, importId: job.id }, 'tidying up after an import failed'),
    );
}
