/**
 * The storefront's server render (docs/decisions/019… see docs/architecture.md "Server
 * rendering"): the server calls render() with a page's address and the answers to its reads
 * (src/shared/pages.ts) and gets the HTML of the page as React draws it with that data, which
 * the browser then hydrates (src/web/main.tsx). Built by `vite build --ssr` into dist/server.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router';
import type { SiteConfig } from '@shared/schemas/site-config.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, preloadStorefrontPages } from './app/router.tsx';
import { pageDataFrom } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

// Every page's module before the first render, so no part of a page suspends (see lazyPage).
await preloadStorefrontPages();

export interface RenderInput {
  /** The page's address: path and query string. */
  url: string;
  /** The answers to the page's reads, keyed by the URL the client would GET. */
  answers: Record<string, unknown>;
  siteConfig: SiteConfig | undefined;
}

/** How long a render may take before the server sends the page without it (the client draws it). */
const renderTimeoutMs = 5_000;

export async function render({ url, answers, siteConfig }: RenderInput): Promise<string> {
  const app = (
    <StrictMode>
      <AppProvider client={createQueryClient()} pageData={pageDataFrom(answers, siteConfig)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );

  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(app, {
      // No part of the page is sent apart from the rest: that takes an inline script to put in
      // place, which the CSP refuses (React sends parts larger than its default, 12.5 KB, apart).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Everything at once, lazy page modules included: the page is cached whole.
      onAllReady() {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(
      () => stream.abort(new Error('The server render took too long')),
      renderTimeoutMs,
    ).unref();
  });
}
