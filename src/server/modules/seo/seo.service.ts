import { matchStorefrontPage } from '@shared/pages.ts';
import { isAdminPath } from '@shared/routes.ts';
import { shorten } from '@shared/text.ts';
import type { Db } from '../../db/client.ts';
import { cachedCatalogRead } from '../../db/catalog-cache.ts';
import { getBook } from '../catalog/catalog.public.ts';
import type { PreloadedImage } from '@shared/image-variants.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; absent for pages that should not be indexed. */
  canonical?: string;
  image?: string;
  type: 'website' | 'book';
  jsonLd?: object;
  noindex?: boolean;
  /** The page names something the shop does not have (a book id no book has): sent as 404. */
  notFound?: boolean;
}

const siteName = 'Pustak';
const tagline = 'Books for every Indian reader';
const defaultDescription =
  "Pustak is an online bookshop for Indian readers: fiction, non-fiction, children's books and Indian languages, with prices in rupees, cash on delivery and shipping across India.";

const titleOf = (page?: string) => (page ? `${page} — ${siteName}` : `${siteName} — ${tagline}`);

/** Pages a crawler has no business indexing: staff pages and the pages table's private ones. */
export const isPrivatePath = (pathname: string) =>
  isAdminPath(pathname) || matchStorefrontPage(pathname)?.page.access === 'private';

/**
 * Title, description, canonical link, Open Graph and JSON-LD for the HTML the server sends, so
 * crawlers and link previews that run no JavaScript see the page as a shopper would.
 */
export async function pageHead(
  db: Db,
  publicUrl: string,
  pathname: string,
  query: URLSearchParams,
  status: number,
): Promise<PageHead> {
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

  const book = /^\/books\/([^/]+)\/?$/.exec(pathname);
  if (book) {
    // Every book page load renders this head; it names the price, so it is kept with the
    // listings, which staff changes clear at once (stock moved by orders may lag as listings do).
    // An id that is no number, or no book's, is a page the shop does not have.
    const id = /^\d{1,9}$/.test(book[1]!) ? Number(book[1]) : undefined;
    const found = id
      ? await cachedCatalogRead(db, `head:book:${id}`, () => getBook(db, id))
      : undefined;
    if (!found) {
      return {
        title: titleOf('Book not found'),
        description: defaultDescription,
        type: 'website',
        noindex: true,
        notFound: true,
      };
    }
    const url = `${publicUrl}/books/${found.id}`;
    const price = (found.sellingPricePaise / 100).toFixed(2);
    const image = found.imageUrl
      ? new URL(found.imageUrl.replace(/-\d+\.webp$/, '-640.webp'), publicUrl).toString()
      : undefined;
    return {
      title: titleOf(`${found.title} by ${found.author}`),
      description: shorten(
        `Buy ${found.title} by ${found.author} for ₹${price}. ${found.description}`.trim(),
        155,
      ),
      canonical: url,
      image,
      type: 'book',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Book',
        name: found.title,
        author: { '@type': 'Person', name: found.author },
        description: found.description || undefined,
        isbn: found.isbn13 ?? undefined,
        image,
        inLanguage: found.language,
        url,
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'INR',
          availability:
            found.stockQuantity > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          url,
        },
        ...(found.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Math.round(found.avgRating * 10) / 10,
                ratingCount: found.ratingCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    };
  }

  if (pathname === '/collections' || pathname === '/shop') {
    const category = query.get('category')?.trim();
    const search = query.get('search')?.trim();
    if (search) {
      return {
        title: titleOf(`Search: ${shorten(search, 60)}`),
        description: `Books matching “${shorten(search, 60)}” at Pustak.`,
        type: 'website',
        noindex: true,
      };
    }
    return {
      title: titleOf(category ? `${category} books` : 'Collections'),
      description: category
        ? `Shop ${category} books online at Pustak: prices in rupees, cash on delivery across India.`
        : 'Browse Pustak’s collections: bestsellers, new arrivals, staff picks and books under ₹299.',
      canonical: `${publicUrl}/collections${category ? `?category=${encodeURIComponent(category)}` : ''}`,
      type: 'website',
    };
  }

  if (pathname === '/') {
    return {
      title: titleOf(),
      description: defaultDescription,
      canonical: `${publicUrl}/`,
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: siteName,
        url: `${publicUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/collections?search={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    };
  }

  return {
    title: titleOf(matchStorefrontPage(pathname)?.page.title),
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
