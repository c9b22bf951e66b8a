import type { PreloadedImage } from '@shared/image-variants.ts';
import { matchStorefrontPage, pageReads, type PageAnswers } from '@shared/pages.ts';
import type { Db } from '../../db/client.ts';
import { answerPageRead, type ServedSearch } from '../../lib/page-reads.ts';

export interface PageData {
  /** The answers in the order of the page's reads (src/shared/pages.ts, PageAnswers). */
  ordered: PageAnswers;
  /** Keyed by URL; reads that failed or found nothing are left out (the client makes them). */
  answers: Record<string, unknown>;
  /** The first cover the page shows, as the page shows it, to preload. */
  firstCover?: PreloadedImage;
  /** The search the page's listing answers, and how many books it found (for the analytics). */
  servedSearch?: ServedSearch;
}

/**
 * The answers to the API reads a storefront page makes for its first render (its `reads` in
 * src/shared/pages.ts), keyed by the URL the client would GET, each as its API route would send
 * it (src/server/lib/page-reads.ts: the same schemas and service call). With them in the page,
 * the first render needs no round trip. Everything here is public: the same for every visitor.
 */
export async function readPageData(
  db: Db,
  pathname: string,
  search: URLSearchParams,
): Promise<PageData> {
  const urls = pageReads(pathname, search);
  const settled = await Promise.all(urls.map((url) => answerPageRead(db, url)));
  const answers: Record<string, unknown> = {};
  settled.forEach((found, i) => {
    if (found) answers[urls[i]!] = found.body;
  });
  const ordered = settled.map((found) => (found === null ? null : found?.body));
  return {
    ordered,
    answers,
    firstCover: matchStorefrontPage(pathname)?.page.firstCover?.(ordered),
    // The page's own read (the first); a category's counts without the category come after.
    servedSearch: settled[0]?.served,
  };
}
