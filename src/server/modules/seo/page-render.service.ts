import { pageDataElementId, siteConfigElementId } from '@shared/initial-data.ts';
import { matchStorefrontPage } from '@shared/pages.ts';
import type { SiteConfig } from '@shared/schemas/site-config.ts';
import { onCacheChange } from '../../db/cache-invalidation.ts';
import type { Database } from '../../db/client.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { getPublicSiteConfig, type SiteFeatures } from '../site-config/site-config.public.ts';
import { readPageData } from './page-data.service.ts';
import {
  pageHead,
  renderHead,
  renderImagePreload,
  renderInitialAnswers,
  renderInitialData,
} from './seo.service.ts';

/**
 * The storefront's server render (src/web/entry-server.tsx, built into dist/server): a page's
 * address and the answers to its reads in, the HTML React draws with them out.
 */
export type ServerRender = (input: {
  url: string;
  answers: Record<string, unknown>;
  siteConfig: SiteConfig | undefined;
}) => Promise<string>;

export interface RenderedPage {
  head: string;
  /** The page as React draws it, for the root element; absent for pages the client draws. */
  body?: string;
  bodyEnd?: string;
  /** Set when the page itself finds that what it names does not exist (a book id no book has). */
  status?: number;
  /** Where the page now lives (a path): an older address of it, answered with a 301. */
  movedTo?: string;
  /** The search the page's listing answers (the same for every visitor who asks for the page). */
  servedSearch?: { search: string; resultCount: number };
}

/**
 * How long a rendered page is served again as it is. Staff changes to the catalogue and the
 * site config clear every rendered page at once, on every instance (src/server/db/
 * cache-invalidation.ts); this bounds what they do not announce (stock moved by orders) and what
 * a lost notice would leave, so any change shows within a second.
 */
const renderedTtlMs = 1_000;

let renderedPages = new WeakMap<Database, ReturnType<typeof createTtlCache<RenderedPage>>>();
const forgetRenderedPages = () => {
  renderedPages = new WeakMap();
};

function renderedPagesOf(database: Database) {
  let cache = renderedPages.get(database);
  if (!cache) {
    cache = createTtlCache<RenderedPage>({ ttlMs: renderedTtlMs, maxEntries: 500 });
    renderedPages.set(database, cache);
  }
  return cache;
}
onCacheChange('catalog', forgetRenderedPages);
onCacheChange('site-config', forgetRenderedPages);

/**
 * What the server puts into a storefront page: its head tags, the site config the first render
 * needs (the banners above and below the header: fetched after the scripts, they would push the
 * page down as it paints), the page's catalogue reads, so its books paint without waiting for a
 * round trip, and, for the public pages of src/shared/pages.ts (and the not-found page), the
 * page itself as React draws it with that data, which the browser hydrates. The same for every
 * visitor, so it is kept per address for a second.
 */
export function createPageRenderer(options: {
  database: Database;
  publicUrl: string;
  siteFeatures: SiteFeatures;
  serverRender?: ServerRender;
  log?: { error(obj: object, msg: string): void };
}) {
  const { database, publicUrl, siteFeatures, serverRender, log } = options;

  const renderBody = async (
    url: string,
    answers: Record<string, unknown>,
    siteConfig: SiteConfig | undefined,
  ): Promise<string | undefined> => {
    try {
      return await serverRender?.({ url, answers, siteConfig });
    } catch (err) {
      // The browser draws the page itself, as it does every page behind the session.
      log?.error({ err, url }, 'could not render the page on the server');
      return undefined;
    }
  };

  const render = async (
    pathname: string,
    query: URLSearchParams,
    status: number,
  ): Promise<RenderedPage> => {
    const [config, pageData] = await Promise.all([
      getPublicSiteConfig(database.db, siteFeatures),
      status === 200 ? readPageData(database.dbRead, pathname, query) : undefined,
    ]);
    const head = pageHead(publicUrl, pathname, query, status, pageData?.ordered);
    if (head.movedTo) return { head: '', status: 301, movedTo: head.movedTo };
    const answers = pageData?.answers ?? {};
    const serverDrawn =
      status === 404 || (status === 200 && matchStorefrontPage(pathname)?.page.access === 'public');
    const search = query.toString();
    const body = serverDrawn
      ? await renderBody(`${pathname}${search ? `?${search}` : ''}`, answers, config)
      : undefined;
    return {
      head: [
        renderHead(head),
        pageData?.firstCover ? renderImagePreload(pageData.firstCover) : '',
        renderInitialData(siteConfigElementId, config),
      ]
        .filter(Boolean)
        .join('\n    '),
      body,
      status: head.notFound ? 404 : undefined,
      servedSearch: head.notFound ? undefined : pageData?.servedSearch,
      // Last in the body: the scripts that read it run only once the document is parsed.
      bodyEnd:
        Object.keys(answers).length > 0
          ? renderInitialAnswers(pageDataElementId, answers)
          : undefined,
    };
  };

  return (pathname: string, query: URLSearchParams, status: number): Promise<RenderedPage> =>
    renderedPagesOf(database).get(`${status} ${pathname}?${query.toString()}`, () =>
      render(pathname, query, status),
    );
}

/** A storefront page's head as the server renders it, its data read afresh (tests, tools). */
export async function readPageHead(
  db: Database['db'],
  publicUrl: string,
  pathname: string,
  search: URLSearchParams,
) {
  const data = await readPageData(db, pathname, search);
  return pageHead(publicUrl, pathname, search, 200, data.ordered);
}
