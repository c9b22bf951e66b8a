import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { importLimits } from '@shared/schemas/admin-import.ts';
import type { Db } from '../../../../db/client.ts';
import { createClaimLoop } from '../../../../lib/claim-loop.ts';
import { FetchRefused, safeDownload } from '../../../../lib/safe-fetch.ts';
import { createSecretBox } from '../../../../lib/secret-box.ts';
import { HttpError } from '../../../../plugins/errors.ts';
import {
  checkImport,
  readImportFile,
  startImport,
  type ImportContext,
} from '../admin-import.service.ts';
import { checkSpooledOnix } from '../admin-import.spool.ts';
import type { StoredImport } from '../admin-import.store.ts';
import {
  claimDueFeed,
  insertRun,
  scheduleNext,
  updateRun,
  type OnixFeedRow,
} from './onix-feeds.repository.ts';

interface Log {
  error(obj: object, msg: string): void;
}

export interface FeedOptions {
  /** Fetch from private and loopback addresses, and over plain http (FEEDS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** How long one fetch may take (30 minutes: a feed may be gigabytes). */
  fetchTimeoutMs?: number;
  /** Feeds larger than this are read from disk as they are checked; fileBytes by default. */
  spoolBytes?: number;
  /** The shop's secret (AUTH_SECRET): feed passwords are sealed with a key made from it. */
  secret: string;
}

/** The box feed passwords are sealed in at rest (lib/secret-box.ts). */
export const feedPasswords = (options: Pick<FeedOptions, 'secret'>) =>
  createSecretBox(options.secret, 'feed credentials');

/**
 * Fetches one feed and queues its import as a job (valid records only, by ISBN): the run records
 * what came and, through its import job, what was written. A fetch or a file that fails is a
 * failed run with the reason; the next run is scheduled either way.
 */
export async function runFeed(
  ctx: ImportContext,
  feed: OnixFeedRow,
  options: FeedOptions,
  log: Log,
): Promise<void> {
  const run = await insertRun(ctx.db, { feedId: feed.id, status: 'fetching' });
  try {
    if (feed.createdBy === null) {
      throw new FetchRefused(
        'The staff member who registered this feed no longer has an account: register it again.',
      );
    }
    const password = feed.password === null ? null : feedPasswords(options).open(feed.password);
    if (password === null && feed.password !== null) {
      throw new FetchRefused(
        "This feed's password was saved under another AUTH_SECRET (the secret changed, or the shop was restored from another's backup): enter it again.",
      );
    }
    const id = randomUUID();
    const target = ctx.store.pathOf(id, 'upload');
    await mkdir(path.dirname(target), { recursive: true });
    const size = await safeDownload(feed.url, target, {
      allowPrivate: options.allowPrivate,
      username: feed.username,
      password,
      maxBytes: importLimits.feedBytes,
      timeoutMs: options.fetchTimeoutMs ?? 30 * 60_000,
    });
    const fileName = `${feed.name}.xml`;
    let checked: StoredImport;
    if (size > (options.spoolBytes ?? importLimits.fileBytes)) {
      // Too large to hold: read from disk as it is checked (admin-import.spool.ts).
      checked = await checkSpooledOnix(ctx, feed.createdBy, id, { fileName, path: target, size });
    } else {
      const bytes = await readFile(target).finally(() => rm(target, { force: true }));
      const file = await readImportFile({ fileName, stream: Readable.from([bytes]) });
      checked = await checkImport(ctx, feed.createdBy, id, file);
    }
    const withdrawn = checked.spooled
      ? checked.spooled.withdrawn
      : checked.rows.filter((r) => r.onix?.withdraw).length;
    await updateRun(ctx.db, run.id, {
      importId: id,
      products: checked.counts.rows,
      failed: checked.counts.invalid,
      withdrawn,
    });
    await startImport(ctx, feed.createdBy, id, { mode: 'valid-only', duplicates: 'update' });
    await updateRun(ctx.db, run.id, { status: 'importing' });
  } catch (err) {
    const message =
      err instanceof FetchRefused || err instanceof HttpError
        ? err.message
        : 'The feed could not be imported because of an error on the server.';
    if (!(err instanceof FetchRefused || err instanceof HttpError)) {
      log.error({ err, feedId: feed.id }, 'an ONIX feed run failed');
    }
    await updateRun(ctx.db, run.id, { status: 'failed', message });
  }
}

export interface FeedScheduler {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

/** Runs due feeds, one at a time per instance; any instance may take a due feed. */
export function createFeedScheduler(
  ctx: ImportContext & { db: Db },
  options: FeedOptions & { pollMs?: number },
  log: Log,
): FeedScheduler {
  const loop = createClaimLoop({
    claim: () => claimDueFeed(ctx.db, 10),
    handle: async (feed) => {
      await runFeed(ctx, feed, options, log);
      await scheduleNext(ctx.db, feed.id);
    },
    pollMs: options.pollMs ?? 60_000,
    onError: (err) => log.error({ err }, 'the feed scheduler failed a round'),
  });
  return { start: loop.start, wake: loop.wake, stop: loop.stop };
}
