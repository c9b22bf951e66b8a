import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionHintMetaName } from '@shared/initial-data.ts';
import { adminPaths, isKnownRoute, storefrontPaths } from '@shared/routes.ts';
import { sendError } from './errors.ts';
import { createPagePreloads, readViteManifest, startAppAfterFirstPaint } from './page-chunks.ts';

/** A page's own parts, as the page renderer keeps them (the same object while it is cached). */
export interface RenderedPage {
  head: string;
  body?: string;
  bodyEnd?: string;
  /** The page's own status, when rendering it found that what it names does not exist. */
  status?: number;
  /** Where the page now lives (a path), sent with its status (301) and no page. */
  movedTo?: string;
  /** The search the page's listing answers. */
  servedSearch?: { search: string; resultCount: number };
}

export interface WebClientOptions {
  /** The built client (dist/client); absent in API tests, where a minimal shell stands in. */
  clientDir?: string;
  /** DATA_DIR/uploads: resized book images, served as immutable files. */
  uploadsDir?: string;
  /**
   * The page's own parts of the HTML: `head` replaces the shell's title and description (title,
   * meta tags, JSON-LD, preloads); `bodyEnd` goes last in the body (data for the first render).
   */
  renderPage?: (pathname: string, query: URLSearchParams, status: number) => Promise<RenderedPage>;
  /**
   * Called for each page sent, before its headers: the visitor cookie and the served search
   * (app.ts). A Set-Cookie it adds makes the page `private`, so no shared cache hands it on.
   */
  onPage?: (request: FastifyRequest, reply: FastifyReply, page?: RenderedPage) => Promise<void>;
}

/** The shell's own title and description, which a page's head replaces. */
const defaultHead = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;

/** better-auth's session cookie, under either of its names. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const sessionHint = `<meta name="${sessionHintMetaName}" content="1" />`;

/** The encoding to send a page in, of those the client accepts (brotli first). */
function preferredEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const text = Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '');
  if (/(^|,)\s*br\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/.test(text)) return 'br';
  if (/(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/.test(text)) return 'gzip';
  return undefined;
}

function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(html, { level: 6 });
}

/** Where a page the server renders goes. */
const emptyRoot = '<div id="root"></div>';

const fallbackShell =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pustak</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';

/** Letters of the Devanagari block: a page that shows them uses the shipped Devanagari font. */
const devanagari = /[\u0900-\u097F]/;

/**
 * The preload of the shipped Devanagari font (src/web/styles/globals.css), or '' without a build.
 * Unasked, the browser fetches it only when its first layout meets a Devanagari letter, then lays
 * out every text whose font list names it again: 40–55 ms on the slow test machine, for a
 * listing with two Hindi titles. Asked for with the page, it is there for the first layout.
 */
function devanagariFontPreload(clientDir: string | undefined): string {
  const assets = clientDir && path.join(clientDir, 'assets');
  if (!assets || !existsSync(assets)) return '';
  const file = readdirSync(assets).find((f) => /^noto-sans-devanagari-.*\.woff2$/.test(f));
  return file
    ? `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
    : '';
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url === '/config';

/**
 * Serves the single-page app. Hashed assets are cached for a year; index.html never is. A path
 * the client's route table knows gets the shell with 200; any other path gets the same shell with
 * 404, so the not-found page is honest to crawlers. Unknown API paths get the JSON error format.
 */
export const webClientPlugin = fp<WebClientOptions>(
  async (app, { clientDir, uploadsDir, renderPage, onPage }) => {
    const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
    const shell =
      indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : fallbackShell;
    const manifest = readViteManifest(clientDir);
    const pagePreloads = manifest ? createPagePreloads(manifest) : () => '';
    const fontPreload = devanagariFontPreload(clientDir);

    if (clientDir && existsSync(clientDir)) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    if (uploadsDir) {
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        // Upload names carry a content hash: a changed image gets a new name.
        maxAge: '365d',
        immutable: true,
      });
    }

    /**
     * The request target as a URL. Resolved against a base, a target that starts with `//`
     * would name a host instead of a path (`//` alone is no URL at all).
     */
    const shellUrl = (target: string): URL => {
      try {
        return new URL(`http://shell${target.startsWith('/') ? target : `/${target}`}`);
      } catch {
        return new URL('http://shell/');
      }
    };

    const sendNotFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
      sendError(reply, 404, {
        code: 'NOT_FOUND',
        message: `No such endpoint: ${request.method} ${pathname}`,
      });

    /**
     * The page's HTML, assembled once per rendered page (kept as long as the page render cache
     * keeps the page, a second) and per session hint, and compressed once per encoding: a page
     * served again from the cache costs a lookup, not a string rebuild and a compression.
     */
    const assembled = new WeakMap<object, Map<string, string | Buffer>>();

    const assemble = (
      pathname: string,
      status: number,
      page: RenderedPage | undefined,
      hint: boolean,
    ) => {
      // After the entry's own tags, so the entry script is still asked for first.
      const preloads = status === 200 ? pagePreloads(pathname) : '';
      let html = preloads ? shell.replace('</head>', () => `  ${preloads}\n  </head>`) : shell;
      if (page) {
        if (fontPreload && page.body && devanagari.test(page.body)) {
          html = html.replace('</head>', () => `  ${fontPreload}\n  </head>`);
        }
        html = html.replace(defaultHead, () => page.head);
        if (page.body) html = html.replace(emptyRoot, () => `<div id="root">${page.body}</div>`);
        if (page.bodyEnd) html = html.replace('</body>', () => `  ${page.bodyEnd}\n  </body>`);
      }
      // Whether this request carries a session is its own business, not the rendered page's.
      if (hint) html = html.replace('</head>', () => `  ${sessionHint}\n  </head>`);
      return page?.body ? startAppAfterFirstPaint(html) : html;
    };

    const sendShell = async (request: FastifyRequest, reply: FastifyReply, routeStatus: number) => {
      const url = shellUrl(request.url);
      let page: RenderedPage | undefined;
      if (renderPage) {
        try {
          page = await renderPage(url.pathname, url.searchParams, routeStatus);
        } catch (err) {
          // A page without its meta tags still works; the shopper must not get an error.
          request.log.error({ err }, 'could not render the page head');
        }
      }
      const status = page?.status ?? routeStatus;
      if (page?.movedTo) {
        const search = url.search;
        return reply
          .code(status)
          .header('cache-control', 'no-cache')
          .redirect(`${page.movedTo}${search}`, status);
      }
      const hint = sessionCookie.test(request.headers.cookie ?? '');
      await onPage?.(request, reply, page);
      reply
        .code(status)
        .header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8');
      if (!page) return reply.send(assemble(url.pathname, routeStatus, page, hint));

      let forms = assembled.get(page);
      if (!forms) {
        forms = new Map();
        assembled.set(page, forms);
      }
      const htmlKey = `${status} ${hint}`;
      let html = forms.get(htmlKey) as string | undefined;
      if (html === undefined) {
        html = assemble(url.pathname, routeStatus, page, hint);
        forms.set(htmlKey, html);
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      const bodyKey = `${htmlKey} ${encoding}`;
      let body = forms.get(bodyKey) as Buffer | undefined;
      if (!body) {
        body = compressPage(html, encoding);
        forms.set(bodyKey, body);
      }
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(body);
    };

    // The single-page app's pages are routes too, so the route hooks (compression: with its data
    // the shell is 5–15 KB) apply to them; any other path gets the shell from the handler below.
    for (const route of [...storefrontPaths, ...adminPaths]) {
      app.get(route, (request, reply) => sendShell(request, reply, 200));
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(pathname)) {
        return sendNotFound(request, reply, pathname);
      }
      return sendShell(request, reply, isKnownRoute(pathname) ? 200 : 404);
    });
  },
  { name: 'web-client' },
);
