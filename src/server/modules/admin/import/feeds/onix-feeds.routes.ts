import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  onixFeedInputSchema,
  onixFeedRunSchema,
  onixFeedSchema,
  type OnixFeed,
} from '@shared/schemas/onix-feeds.ts';
import { checkFeedUrl, FetchRefused } from '../../../../lib/safe-fetch.ts';
import { badRequest, notFound } from '../../../../plugins/errors.ts';
import { recordAudit } from '../../audit/audit.public.ts';
import type { ImportContext } from '../admin-import.service.ts';
import {
  deleteFeed,
  findFeed,
  findLastRuns,
  findRuns,
  insertFeed,
  listFeeds,
  updateFeed,
  type OnixFeedRow,
} from './onix-feeds.repository.ts';
import { createFeedScheduler, feedPasswords, type FeedOptions } from './onix-feeds.service.ts';
import { idParams } from '../../../../lib/id-params.ts';

type FeedApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['admin: ONIX feeds'];
const params = idParams('feed');
const feedNotFound = () => notFound('This feed does not exist (it may have been deleted).');

/** A feed as staff see it: never its password. */
function toFeed(row: OnixFeedRow, lastRun: OnixFeed['lastRun'] | undefined): OnixFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    username: row.username,
    hasPassword: Boolean(row.password),
    everyHours: row.everyHours,
    paused: row.paused,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRun: lastRun ?? null,
  };
}

/** What the audit log keeps of a feed: no password. */
const audited = (row: OnixFeedRow | undefined) =>
  row ? { ...row, password: row.password ? '(set)' : null } : null;

/** What the feed routes share: the scheduler, how a password is kept, how a URL is checked. */
interface FeedRouteDeps {
  scheduler: ReturnType<typeof createFeedScheduler>;
  /** The password as it is kept: sealed (none stays none). */
  sealed: (password: string | null | undefined) => string | null | undefined;
  /** Refuses, as a bad request, an address the shop will not fetch. */
  checkUrl: (url: string) => void;
}

/**
 * ONIX feeds fetched on a schedule (issue #33): staff register a URL with its credentials and
 * how often; every run is imported as an upload would be, and its history kept.
 */
export const onixFeedRoutes: FastifyPluginAsyncZod<{
  ctx: ImportContext;
  feeds: FeedOptions & { pollMs?: number };
}> = async (app, { ctx, feeds }) => {
  const scheduler = createFeedScheduler(ctx, feeds, app.log);
  const passwords = feedPasswords(feeds);
  const sealed = (password: string | null | undefined) =>
    password ? passwords.seal(password) : password;
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  const checkUrl = (url: string) => {
    try {
      checkFeedUrl(url, feeds.allowPrivate);
    } catch (err) {
      if (err instanceof FetchRefused) throw badRequest(err.message, { url: err.message });
      throw err;
    }
  };

  const deps: FeedRouteDeps = { scheduler, sealed, checkUrl };
  feedListRoutes(app, deps);
  feedChangeRoutes(app, deps);
  feedRunRoutes(app, deps);
};

/** The feeds, and registering one. */
function feedListRoutes(app: FeedApp, { scheduler, sealed, checkUrl }: FeedRouteDeps) {
  app.get('/feeds', { schema: { tags, response: { 200: z.array(onixFeedSchema) } } }, async () => {
    const last = await findLastRuns(app.db);
    return (await listFeeds(app.db)).map((f) => toFeed(f, last.get(f.id)));
  });

  app.post(
    '/feeds',
    { schema: { tags, body: onixFeedInputSchema, response: { 201: onixFeedSchema } } },
    async (request, reply) => {
      checkUrl(request.body.url);
      const row = await app.db.transaction(async (tx) => {
        const created = await insertFeed(tx, {
          ...request.body,
          password: sealed(request.body.password),
          createdBy: request.user!.id,
        });
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'feed.create',
            entity: 'onix_feed',
            entityId: created.id,
            before: null,
            after: audited(created),
          },
        ]);
        return created;
      });
      // Its first run is due at once.
      scheduler.wake();
      return reply.code(201).send(toFeed(row, null));
    },
  );
}

/** A feed changed or deleted. */
function feedChangeRoutes(app: FeedApp, { sealed, checkUrl }: FeedRouteDeps) {
  app.put(
    '/feeds/:id',
    { schema: { tags, params, body: onixFeedInputSchema, response: { 200: onixFeedSchema } } },
    async (request) => {
      checkUrl(request.body.url);
      const { password, ...rest } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const before = await findFeed(tx, request.params.id);
        if (!before) throw feedNotFound();
        // An empty password keeps the stored one; a new user name without one clears it.
        const after = await updateFeed(tx, before.id, {
          ...rest,
          ...(password ? { password: sealed(password) } : rest.username ? {} : { password: null }),
        });
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'feed.update',
            entity: 'onix_feed',
            entityId: before.id,
            before: audited(before),
            after: audited(after),
          },
        ]);
        return after!;
      });
      return toFeed(row, (await findLastRuns(app.db)).get(row.id));
    },
  );

  app.delete(
    '/feeds/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const before = await findFeed(tx, request.params.id);
        if (!before || !(await deleteFeed(tx, before.id))) throw feedNotFound();
        await recordAudit(tx, [
          {
            actorUserId: request.user!.id,
            action: 'feed.delete',
            entity: 'onix_feed',
            entityId: before.id,
            before: audited(before),
            after: null,
          },
        ]);
      });
      return reply.code(204).send(null);
    },
  );
}

/** A feed run now, and its runs so far. */
function feedRunRoutes(app: FeedApp, { scheduler }: FeedRouteDeps) {
  app.post(
    '/feeds/:id/run',
    { schema: { tags, params, response: { 202: onixFeedSchema } } },
    async (request, reply) => {
      const row = await updateFeed(app.db, request.params.id, { nextRunAt: new Date() });
      if (!row) throw feedNotFound();
      scheduler.wake();
      return reply.code(202).send(toFeed(row, (await findLastRuns(app.db)).get(row.id)));
    },
  );

  app.get(
    '/feeds/:id/runs',
    { schema: { tags, params, response: { 200: z.array(onixFeedRunSchema) } } },
    async (request) => {
      if (!(await findFeed(app.db, request.params.id))) throw feedNotFound();
      return findRuns(app.db, request.params.id);
    },
  );
}
