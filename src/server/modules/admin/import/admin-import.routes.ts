import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importCommitSchema,
  importEncodings,
  importLimits,
  importMessages,
  importSummarySchema,
  type ImportProgressEvent,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { getLatestSiteConfig } from '../../site-config/site-config.public.ts';
import { badRequest } from '../../../plugins/errors.ts';
import { findImportJob, type ImportJobRow } from './admin-import-jobs.repository.ts';
import {
  bookCsvTemplate,
  errorReportCsv,
  exportBooksCsv,
  tooLargeError,
} from './admin-import.csv.ts';
import {
  allErrors,
  getImport,
  loadImport,
  previewImport,
  startImport,
  toSummary,
  type ImportContext,
} from './admin-import.service.ts';
import { createImportStore } from './admin-import.store.ts';
import { createImportWorker, type ImportWorkerOptions } from './admin-import.worker.ts';

const tags = ['admin: bulk upload'];
const params = z.object({ id: z.string().uuid(importMessages.notFound) });

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Book CSVs: the template, the catalogue export, and the import in two steps (preview, then
 * commit) with the upload kept as a file under `importsDir` in between. The commit queues a
 * background job (ADR 021) whose progress the page follows through `/imports/:id/events`.
 */
export const adminImportRoutes: FastifyPluginAsyncZod<{
  importsDir: string;
  importWorker?: Omit<ImportWorkerOptions, 'db' | 'store' | 'log'>;
}> = async (app, { importsDir, importWorker }) => {
  // Registered here, not app-wide: only this plugin takes uploads of this size.
  await app.register(multipart, {
    limits: { fileSize: importLimits.fileBytes, files: 1, fields: 5, parts: 6 },
  });
  const store = createImportStore(importsDir);
  // On PostgreSQL a batch waits on the network, not on the event loop: fixed batches of 250.
  const sizing = app.database.kind === 'postgres' ? { batchSize: 250, batchTargetMs: 0 } : {};
  const worker = createImportWorker({
    db: app.db,
    store,
    log: app.log,
    ...sizing,
    ...importWorker,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  const ctx: ImportContext = { db: app.db, store, wakeWorker: () => worker.wake() };

  app.get(
    '/books/template.csv',
    {
      schema: {
        tags,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The import columns and one example row') },
      },
    },
    async (_request, reply) => {
      const category = (await getLatestSiteConfig(app.db))?.categories[0] ?? 'Fiction';
      return reply.headers(csvHeaders('pustak-books-template.csv')).send(bookCsvTemplate(category));
    },
  );

  app.get(
    '/books/export.csv',
    {
      schema: {
        tags,
        produces: ['text/csv'],
        response: { 200: z.string().describe('Every book, in the import columns, by id') },
      },
    },
    async (request, reply) => {
      reply.headers(csvHeaders(`pustak-books-${today()}.csv`));
      const csv = exportBooksCsv(app.db, (err) =>
        request.log.error({ err }, 'book export stopped early'),
      );
      // The schema documents the text; a stream is sent as it is, never serialised.
      return reply.send(csv as unknown as string);
    },
  );

  app.post(
    '/imports/preview',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ encoding: z.enum(importEncodings).optional() }),
        response: { 200: importSummarySchema },
      },
    },
    async (request) => {
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
      return previewImport(ctx, request.user!.id, {
        fileName: file.filename,
        stream: file.file,
        encoding: request.query.encoding,
      });
    },
  );

  app.get(
    '/imports/:id',
    { schema: { tags, params, response: { 200: importSummarySchema } } },
    async (request) => getImport(ctx, request.params.id),
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
      const name = `${entry.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-')}-errors.csv`;
      reply.headers(csvHeaders(name));
      return reply.send(errorReportCsv(allErrors(entry)) as unknown as string);
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
              'Server-sent events: the import status, progress and result now and after every batch, until it is imported or failed',
            ),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const entry = await loadImport(ctx, id);
      const stream = new PassThrough();
      let last = '';
      // The page has the preview already: each event carries what changes while importing.
      const send = ({ id: _, status, progress, result, jobError }: ImportSummary) => {
        const summary: ImportProgressEvent = { status, progress, result, jobError };
        const data = JSON.stringify(summary);
        if (data === last) return;
        last = data;
        stream.write(`data: ${data}\n\n`);
        if (summary.status === 'imported' || summary.status === 'failed') close();
      };
      const onJob = (job: ImportJobRow) => {
        if (job.id !== id) return;
        loadImport(ctx, id)
          .then((current) => send(toSummary(current, job)))
          .catch(() => close());
      };
      // Another instance may be writing it: its progress is read from the job's row.
      const poll = setInterval(() => {
        getImport(ctx, id)
          .then(send)
          .catch(() => close());
      }, 1000);
      function close() {
        clearInterval(poll);
        worker.events.off('job', onJob);
        stream.end();
      }
      worker.events.on('job', onJob);
      request.raw.on('close', close);
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // The schema documents the text; a stream is sent as it is, never serialised.
        .send(stream as unknown as string);
      send(toSummary(entry, await findImportJob(app.db, id)));
      return reply;
    },
  );
};
