import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importCommitSchema,
  importLimits,
  importMessages,
  importSummarySchema,
  type ImportProgressEvent,
} from '@shared/schemas/admin-import.ts';
import { getLatestSiteConfig } from '../../site-config/site-config.public.ts';
import { badRequest, HttpError } from '../../../plugins/errors.ts';
import {
  bookCsvTemplate,
  errorReportCsv,
  exportBooksCsv,
  tooLargeError,
} from './admin-import.csv.ts';
import {
  allErrors,
  commitImport,
  getImport,
  loadImport,
  previewImport,
  type ImportContext,
} from './admin-import.service.ts';
import { createImportStore } from './admin-import.store.ts';

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
 * commit) with the upload kept as a file under `importsDir` in between.
 */
export const adminImportRoutes: FastifyPluginAsyncZod<{ importsDir: string }> = async (
  app,
  { importsDir },
) => {
  // Registered here, not app-wide: only this plugin takes uploads of this size.
  await app.register(multipart, {
    limits: { fileSize: importLimits.fileBytes, files: 1, fields: 5, parts: 6 },
  });
  const ctx: ImportContext = {
    db: app.db,
    store: createImportStore(importsDir),
    running: new Map(),
  };

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
      return previewImport(ctx, request.user!.id, { fileName: file.filename, stream: file.file });
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
      // Compression would hold the progress lines back until the end.
      compress: false,
      schema: {
        tags,
        params,
        body: importCommitSchema,
        produces: ['application/x-ndjson'],
        response: {
          200: z
            .string()
            .describe(
              'JSON lines: {"type":"progress","done","total"}…, then {"type":"done","summary"} or {"type":"error","error"}',
            ),
        },
      },
    },
    async (request, reply) => {
      let stream: PassThrough | null = null;
      const write = (event: ImportProgressEvent) => stream?.write(`${JSON.stringify(event)}\n`);
      try {
        const summary = await commitImport(
          ctx,
          request.user!.id,
          request.params.id,
          request.body.mode,
          {
            onStart(total) {
              const lines = new PassThrough();
              stream = lines;
              reply
                .type('application/x-ndjson; charset=utf-8')
                .header('cache-control', 'no-store')
                .header('x-accel-buffering', 'no')
                // The schema documents the text; a stream is sent as it is, never serialised.
                .send(lines as unknown as string);
              write({ type: 'progress', done: 0, total });
            },
            onProgress: (done, total) => write({ type: 'progress', done, total }),
          },
        );
        write({ type: 'done', summary });
      } catch (err) {
        // Before the first line the answer is an ordinary error; after it, the last line says so.
        if (!stream) throw err;
        const known = err instanceof HttpError;
        if (!known) request.log.error({ err }, 'book import failed');
        write({
          type: 'error',
          error: known
            ? { code: err.code, message: err.message }
            : {
                code: 'INTERNAL',
                message: 'The import failed, so nothing was written. Please try again.',
              },
        });
      } finally {
        (stream as PassThrough | null)?.end();
      }
      return reply;
    },
  );
};
