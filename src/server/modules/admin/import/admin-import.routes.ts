import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importCommitSchema,
  importEncodings,
  importLimits,
  importMessages,
  importSummarySchema,
} from '@shared/schemas/admin-import.ts';
import { mergePendingIndexEntries, tidyChangedTables } from '../../../db/embedded-upkeep.ts';
import { badRequest } from '../../../plugins/errors.ts';
import type { ParseBudget } from '../../../lib/parse-in-worker.ts';
import { csvReadBudget, errorReportCsv, tooLargeError } from './admin-import.csv.ts';
import { checkSummary, createImportChecks } from './admin-import.checks.ts';
import { streamImportEvents, type ImportEventSources } from './admin-import.events.ts';
import {
  allErrors,
  checkImport,
  getImport,
  loadImport,
  readImportFile,
  startImport,
  toSummary,
  uploadName,
  type ImportContext,
} from './admin-import.service.ts';
import { createImportStore, type ImportStore } from './admin-import.store.ts';
import { checkSpooledOnix, saveUpload, spooledErrors } from './admin-import.spool.ts';
import { bookCsvRoutes, csvHeaders } from './admin-import.export.routes.ts';
import { feedTooLargeError } from './onix/onix-read.ts';
import { onixRulesRoutes } from './onix/onix-rules.routes.ts';
import { onixFeedRoutes } from './feeds/onix-feeds.routes.ts';
import type { FeedOptions } from './feeds/onix-feeds.service.ts';
import {
  createImportWorker,
  type ImportWorker,
  type ImportWorkerOptions,
} from './admin-import.worker.ts';

const tags = ['admin: bulk upload'];
const params = z.object({ id: z.string().uuid(importMessages.notFound) });

type ImportApp = Parameters<FastifyPluginAsyncZod>[0];
type WorkerTuning = Omit<ImportWorkerOptions, 'db' | 'store' | 'log' | 'mail'>;

/**
 * Book CSVs: the template, the catalogue export, and the import in two steps (preview, then
 * commit) with the upload kept as a file under `importsDir` in between. The commit queues a
 * background job (ADR 021) whose progress the page follows through `/imports/:id/events`.
 */
export const adminImportRoutes: FastifyPluginAsyncZod<{
  importsDir: string;
  /** The shop's address, for the links in wishlisters' back-in-stock mails. */
  publicUrl: string;
  importWorker?: WorkerTuning;
  /** What reading one upload may use (tests shorten its time); csvReadBudget by default. */
  readBudget?: Partial<ParseBudget>;
  /** ONIX uploads larger than this are read from disk as they are checked; fileBytes by default. */
  spoolBytes?: number;
  /** Scheduled ONIX feeds: whether they may reach private addresses, how often they are looked at. */
  feeds?: FeedOptions & { pollMs?: number };
}> = async (app, { importsDir, publicUrl, importWorker, readBudget, spoolBytes, feeds }) => {
  // Registered here, not app-wide: only this plugin takes uploads of this size.
  await app.register(multipart, {
    // A CSV is refused past fileBytes as it arrives (saveUpload); only an ONIX feed is larger.
    limits: { fileSize: importLimits.feedBytes, files: 1, fields: 5, parts: 6 },
  });
  const store = createImportStore(importsDir);
  const worker = startImportWorker(app, store, publicUrl, importWorker);
  const ctx: ImportContext = { db: app.db, store, wakeWorker: () => worker.wake() };
  const checks = createImportChecks(app.log);
  /** The upload's summary: still being checked here, or as kept. */
  const current = async (id: string) => {
    const check = checks.get(id);
    return check ? checkSummary(check) : getImport(ctx, id);
  };
  const sources: ImportEventSources = { ctx, checks, worker, current };

  bookCsvRoutes(app, publicUrl);
  await app.register(onixRulesRoutes);
  await app.register(onixFeedRoutes, {
    ctx,
    feeds: {
      ...(feeds ?? { allowPrivate: false, secret: randomBytes(32).toString('base64url') }),
      spoolBytes: spoolBytes ?? feeds?.spoolBytes,
    },
  });
  importPreviewRoute(
    app,
    sources,
    { ...csvReadBudget, ...readBudget },
    spoolBytes ?? importLimits.fileBytes,
  );
  importRoutes(app, sources);
};

/** The import worker of this instance, started with the app and stopped with it. */
function startImportWorker(
  app: ImportApp,
  store: ImportStore,
  publicUrl: string,
  tuning: WorkerTuning | undefined,
): ImportWorker {
  // On PostgreSQL a batch waits on the network, not on the event loop: fixed batches of 500
  // (a feed of 8,000 new products: 694-846 rows/s in batches of 250, 1,013-1,064 in 500).
  // Searches should not read through the index entries an import left pending: on PostgreSQL
  // they are merged at once (autovacuum does the rest), the embedded database, which has no
  // autovacuum, vacuums the books the import wrote (db/embedded-upkeep.ts).
  const sizing =
    app.database.kind === 'postgres'
      ? {
          batchSize: 500,
          batchTargetMs: 0,
          afterJob: () => mergePendingIndexEntries(app.db, 'books'),
        }
      : { afterJob: () => tidyChangedTables(app.db) };
  const worker = createImportWorker({
    db: app.db,
    store,
    log: app.log,
    mail: { mailer: app.mailer, publicUrl },
    ...sizing,
    ...tuning,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}

/**
 * Step one: the upload read (within its budget) and its rows checked, at once or, with
 * `respond=async`, in the background while the page follows `/imports/:id/events`.
 */
function importPreviewRoute(
  app: ImportApp,
  { ctx, checks }: ImportEventSources,
  budget: ParseBudget,
  spoolBytes: number,
) {
  app.post(
    '/imports/preview',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({
          encoding: z.enum(importEncodings).optional(),
          respond: z
            .literal('async')
            .optional()
            .describe(
              'async: answer 202 once the file is read, and check its rows in the background; `/imports/:id/events` reports the rows checked',
            ),
        }),
        response: { 200: importSummarySchema, 202: importSummarySchema },
      },
    },
    async (request, reply) => {
      const file = await uploadedFile(request);
      const actor = request.user!.id;
      const id = randomUUID();
      const saved = await saveUpload(
        file.file,
        file.filename,
        ctx.store.pathOf(id, 'upload'),
        importLimits.fileBytes,
        (xml) => (xml ? feedTooLargeError() : tooLargeError()),
      );
      // A feed too large to hold is read from disk as it is checked, in constant memory.
      if (saved.xml && saved.size > spoolBytes) {
        const upload = { fileName: uploadName(file.filename), path: saved.path, size: saved.size };
        const check = (progress?: (checked: number, total: number) => void) =>
          checkSpooledOnix(ctx, actor, id, upload, progress);
        if (request.query.respond !== 'async') return toSummary(await check());
        const started = checks.start(
          { id, fileName: upload.fileName, notices: [], total: 0, estimated: true },
          check,
        );
        return reply.code(202).send(checkSummary(started));
      }
      let bytes: Buffer;
      try {
        bytes = await readFile(saved.path);
      } finally {
        await rm(saved.path, { force: true });
      }
      const read = await readImportFile({
        fileName: file.filename,
        stream: Readable.from([bytes]),
        encoding: request.query.encoding,
        budget,
      });
      if (request.query.respond !== 'async') {
        return toSummary(await checkImport(ctx, actor, id, read));
      }
      const check = checks.start(
        {
          id,
          fileName: read.fileName,
          notices: read.notices,
          total: read.onix?.records.length ?? read.lines.length,
        },
        (progress) => checkImport(ctx, actor, id, read, progress),
      );
      return reply.code(202).send(checkSummary(check));
    },
  );
}

/** The one file of a multipart upload; 400 without one, 413 over the size limit. */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart())
    throw badRequest(importMessages.noFile, { file: importMessages.noFile });
  let file;
  try {
    file = await request.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError();
    throw err;
  }
  if (!file) throw badRequest(importMessages.noFile, { file: importMessages.noFile });
  return file;
}

/** A checked upload: its summary, its error report, step two (the commit) and its events. */
function importRoutes(app: ImportApp, sources: ImportEventSources) {
  const { ctx, current } = sources;
  app.get(
    '/imports/:id',
    { schema: { tags, params, response: { 200: importSummarySchema } } },
    async (request) => current(request.params.id),
  );

  app.get(
    '/imports/:id/errors.csv',
    {
      schema: {
        tags,
        params,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Row, column, problem and cell of every error') },
      },
    },
    async (request, reply) => {
      const entry = await loadImport(ctx, request.params.id);
      const name = `${entry.fileName.replace(/\.(csv|xml|onix?)$/i, '').replace(/[^\w.-]+/g, '-')}-errors.csv`;
      reply.headers(csvHeaders(name));
      const errors = entry.spooled ? spooledErrors(ctx, entry.id) : allErrors(entry);
      return reply.send(errorReportCsv(errors) as unknown as string);
    },
  );

  app.post(
    '/imports/:id/commit',
    {
      schema: {
        tags,
        params,
        body: importCommitSchema,
        response: { 202: importSummarySchema },
      },
    },
    async (request, reply) => {
      const summary = await startImport(ctx, request.user!.id, request.params.id, request.body);
      return reply.code(202).send(summary);
    },
  );

  app.get(
    '/imports/:id/events',
    {
      // Compression would hold the events back.
      compress: false,
      schema: {
        tags,
        params,
        produces: ['text/event-stream'],
        response: {
          200: z
            .string()
            .describe(
              'Server-sent events: while the upload is checked, the rows checked so far; then the import status, progress and result now and after every batch, until it is imported or failed',
            ),
        },
      },
    },
    async (request, reply) => streamImportEvents(request.params.id, request, reply, sources),
  );
}
