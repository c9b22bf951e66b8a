// The catalogue out of the shop, and the template to bring it in: files in the import's columns
// (CSV) and an ONIX for Books 3.0 message.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLatestSiteConfig, getShopSettings } from '../../site-config/site-config.public.ts';
import { bookCsvTemplate, exportBooksCsv } from './admin-import.csv.ts';
import { exportBooksOnix } from './onix/onix-export.ts';

type ImportApp = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['admin: bulk upload'];

/** The headers of a CSV sent as a download named `name`. */
export const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
});

const today = () => new Date().toISOString().slice(0, 10);

/** The template and the export: CSVs in the import's columns. */
export function bookCsvRoutes(app: ImportApp, publicUrl: string) {
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

  app.get(
    '/books/export.xml',
    {
      schema: {
        tags,
        produces: ['application/xml'],
        response: { 200: z.string().describe('Every book as an ONIX for Books 3.0 message') },
      },
    },
    async (_request, reply) => {
      const storeName = (await getShopSettings(app.db)).storeName;
      reply.headers({
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': `attachment; filename="pustak-onix-${today()}.xml"`,
        'cache-control': 'no-store',
      });
      return reply.send(exportBooksOnix(app.db, storeName, publicUrl) as unknown as string);
    },
  );
}
