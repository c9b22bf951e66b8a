import { createContext, useContext } from 'react';
import { pageDataElementId, siteConfigElementId } from '@shared/initial-data.ts';
import type { SiteConfig } from '@shared/schemas/site-config.ts';

/**
 * How long after the page loaded its embedded answers may still be used. A query first made
 * later (a rail scrolled to, a page opened) fetches instead, so it is no staler than a fetch
 * would be; the server's listing cache keeps answers as long.
 */
const freshForMs = 30_000;

/**
 * Where a first render finds the data the server has for it: in the browser, the elements of
 * the page the server sent; on the server, the answers of the page being rendered. Queries read
 * it through usePageData(), so the server's render and the client's first render (hydration)
 * start from the same data and draw the same HTML.
 */
export interface PageDataSource {
  /** The answer to `GET url`, at most once: the query it seeds keeps it from then on. */
  take<T>(url: string): T | undefined;
  /** The public site config (GET /config's answer). */
  siteConfig(): SiteConfig | undefined;
}

function readJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A damaged element only costs the fetches it would have saved.
    return undefined;
  }
}

/** A source over answers keyed by URL; each is handed out once. */
export function pageDataFrom(
  answers: Record<string, unknown> | undefined,
  config: SiteConfig | undefined,
  isFresh: () => boolean = () => true,
): PageDataSource {
  const left = new Map(Object.entries(answers ?? {}));
  return {
    take<T>(url: string) {
      if (!isFresh()) return undefined;
      const value = left.get(url) as T | undefined;
      left.delete(url);
      return value;
    },
    siteConfig: () => config,
  };
}

let documentSource: PageDataSource | undefined;

/** The data of the page the browser loaded, read from its elements on first use. */
export function documentPageData(): PageDataSource {
  documentSource ??= pageDataFrom(
    readJson(pageDataElementId) as Record<string, unknown> | undefined,
    readJson(siteConfigElementId) as SiteConfig | undefined,
    () => typeof performance === 'undefined' || performance.now() <= freshForMs,
  );
  return documentSource;
}

/** The answer to `GET url` that the loaded page carries for its first render, at most once. */
export function takePageData<T>(url: string): T | undefined {
  return documentPageData().take<T>(url);
}

const lazyDocumentSource: PageDataSource = {
  take: (url) => documentPageData().take(url),
  siteConfig: () => documentPageData().siteConfig(),
};

export const PageDataContext = createContext<PageDataSource>(lazyDocumentSource);

/** The first render's data: the server's answers while rendering there, the page's in the browser. */
export function usePageData(): PageDataSource {
  return useContext(PageDataContext);
}
