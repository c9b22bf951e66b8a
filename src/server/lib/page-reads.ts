// The API reads a page's first render may make (src/shared/pages.ts names them by URL), each
// declared once with its route: the same schemas and the same service call answer the browser's
// GET and the server's render, which puts the answers into the page it sends, so the first
// render needs no round trip. A module's route file declares a read with `pageRead` and serves
// it with `servePageRead`; the page renderer answers a page's URLs with `answerPageRead`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { matchPattern } from '@shared/params.ts';
import { cachedCatalogRead } from '../db/catalog-cache.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../plugins/errors.ts';

/** A listing's search as it was served, for the admin's "top searches". */
export interface ServedSearch {
  search: string;
  resultCount: number;
}

export interface PageRead<P, Q, R> {
  /** The API path pattern, prefix included (`/api/books/:id`). */
  path: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  response: z.ZodType<R>;
  read(db: Db, input: { params: P; query: Q }): Promise<R>;
  /** Kept with the catalogue's cached reads (cleared when staff change a book). */
  cached?: boolean;
  /** The search this answer served, if it is a search's listing. */
  served?(input: { params: P; query: Q }, body: R): ServedSearch | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of reads of every shape
type AnyPageRead = PageRead<any, any, any>;

const reads: AnyPageRead[] = [];

/** Declares a read that pages may name; the route file then serves it with `servePageRead`. */
export function pageRead<P = undefined, Q = undefined, R = unknown>(
  read: PageRead<P, Q, R>,
): PageRead<P, Q, R> {
  if (reads.some((r) => r.path === read.path)) throw new Error(`${read.path} is declared twice`);
  reads.push(read);
  return read;
}

/**
 * GET `read.path` as an API route: the read's schemas validate and document it, its answer is
 * tagged for conditional requests, and `after` runs with what it served.
 */
export function servePageRead<P, Q, R>(
  app: FastifyInstance,
  read: PageRead<P, Q, R>,
  options: {
    tags: string[];
    after?: (request: FastifyRequest, body: R, served: ServedSearch | undefined) => Promise<void>;
  },
) {
  const prefix = app.prefix;
  if (!read.path.startsWith(`${prefix}/`)) throw new Error(`${read.path} is not under ${prefix}`);
  // The app's zod validator and serializer compilers read the schemas, as on every route.
  app.get(
    read.path.slice(prefix.length),
    {
      config: { etag: true },
      schema: {
        tags: options.tags,
        ...(read.params ? { params: read.params } : {}),
        ...(read.query ? { querystring: read.query } : {}),
        response: { 200: read.response },
      },
    },
    async (request) => {
      const input = { params: request.params as P, query: request.query as Q };
      const body = await read.read(app.dbRead, input);
      await options.after?.(request, body, read.served?.(input, body));
      return body;
    },
  );
}

/**
 * A page's read as its API route would answer it: the body as the route sends it (encoded by
 * its response schema), `null` when the route answers 404, `undefined` when the URL is no
 * declared read, breaks its schemas (the client then asks the API, which says what is wrong)
 * or failed.
 */
export interface PageReadAnswer {
  body: unknown;
  served?: ServedSearch;
}

export async function answerPageRead(
  db: Db,
  url: string,
): Promise<PageReadAnswer | null | undefined> {
  const parsedUrl = new URL(url, 'http://page');
  for (const read of reads) {
    const rawParams = matchPattern(read.path, parsedUrl.pathname);
    if (!rawParams) continue;
    const params = read.params ? read.params.safeParse(rawParams) : { success: true, data: {} };
    const query = read.query
      ? read.query.safeParse(Object.fromEntries(parsedUrl.searchParams))
      : { success: true, data: undefined };
    if (!params.success || !query.success) return undefined;
    const input = { params: params.data, query: query.data };
    const answer = async (): Promise<PageReadAnswer | null> => {
      try {
        const body = await read.read(db, input);
        return { body: z.encode(read.response, body), served: read.served?.(input, body) };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      }
    };
    try {
      return await (read.cached ? cachedCatalogRead(db, `answer:${url}`, answer) : answer());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
