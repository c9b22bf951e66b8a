import type { PreloadedImage } from '@shared/image-variants.ts';
import {
  defaultDescription,
  notFoundHead,
  siteName,
  titleOf,
  type PageHead,
} from '@shared/page-head.ts';
import { matchStorefrontPage, type PageAnswers } from '@shared/pages.ts';
import { isAdminPath } from '@shared/routes.ts';

export type { PageHead } from '@shared/page-head.ts';

/** Pages a crawler has no business indexing: staff pages and the pages table's private ones. */
export const isPrivatePath = (pathname: string) =>
  isAdminPath(pathname) || matchStorefrontPage(pathname)?.page.access === 'private';

/**
 * Title, description, canonical link, Open Graph and JSON-LD for the HTML the server sends, so
 * crawlers and link previews that run no JavaScript see the page as a shopper would: the page's
 * own head (src/shared/pages.ts) from the answers to its reads. A page whose parameter breaks
 * its rule, or whose read the API answers with 404, names nothing the shop has (sent as 404).
 */
export function pageHead(
  publicUrl: string,
  pathname: string,
  search: URLSearchParams,
  status: number,
  answers: PageAnswers = [],
): PageHead {
  if (status === 404) {
    return {
      title: titleOf('Page not found'),
      description: defaultDescription,
      type: 'website',
      noindex: true,
    };
  }
  if (isPrivatePath(pathname)) {
    return { title: titleOf(), description: defaultDescription, type: 'website', noindex: true };
  }
  const matched = matchStorefrontPage(pathname);
  const page = matched?.page;
  if (matched && (!matched.params || answers.includes(null))) {
    return notFoundHead(page?.missing ?? 'Page not found');
  }
  if (page?.head && matched?.params && answers.every((answer) => answer !== undefined)) {
    return page.head({ params: matched.params, search, publicUrl, pathname, answers });
  }
  return {
    title: titleOf(page?.title),
    description: defaultDescription,
    canonical: `${publicUrl}${pathname}`,
    type: 'website',
  };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON with the characters that could end or confuse an HTML element written as escapes. */
const jsonForHtml = (data: unknown) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The same for a value the caches share between requests (cached answers are never changed in
 * place): written once per value. Writing the home page's 30 KB of rails took a fifth of its time.
 */
const writtenJson = new WeakMap<object, string>();
function sharedJsonForHtml(data: unknown): string {
  if (typeof data !== 'object' || data === null) return jsonForHtml(data);
  let json = writtenJson.get(data);
  if (json === undefined) {
    json = jsonForHtml(data);
    writtenJson.set(data, json);
  }
  return json;
}

/** The head tags for a page; JSON-LD is escaped so no text can close its script element. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeAttr(head.canonical)}" />` : '',
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeAttr(head.canonical)}" />` : '',
    head.image ? `<meta property="og:image" content="${escapeAttr(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd ? `<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The page's largest image, announced so the browser fetches it with the scripts rather than
 * after them. Its srcset and sizes must be the page's own, or the browser fetches a second copy.
 */
export function renderImagePreload(image: PreloadedImage): string {
  const srcset = image.srcset
    ? ` imagesrcset="${escapeAttr(image.srcset)}" imagesizes="${escapeAttr(image.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttr(image.src)}"${srcset} fetchpriority="high" />`;
}

/**
 * Data the client reads before its first render, as a JSON data block (not executed, so the
 * CSP's script rules do not apply). `<`, `>` and `&` are escaped, so no text (a book title
 * with `</script>` in it) can close the element or open a comment; JSON.parse reads them back.
 */
export function renderInitialData(id: string, data: unknown): string {
  return `<script type="application/json" id="${escapeAttr(id)}">${sharedJsonForHtml(data)}</script>`;
}

/** `renderInitialData` for an object whose values come from the caches, written per value. */
export function renderInitialAnswers(id: string, answers: Record<string, unknown>): string {
  const members = Object.entries(answers).map(
    ([key, value]) => `${jsonForHtml(key)}:${sharedJsonForHtml(value)}`,
  );
  return `<script type="application/json" id="${escapeAttr(id)}">{${members.join(',')}}</script>`;
}
