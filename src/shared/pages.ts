/**
 * The storefront's pages, in one table: for each route of docs/product.md §2, the module that
 * draws it, who may see it, and the catalogue reads its first render makes. The client router
 * loads the module from here, the server preloads its chunk, renders public pages with their
 * data, keeps private ones out of search engines and lists the static public ones in the
 * sitemap, all from this table. Free of zod and of the client's code, so both sides import it.
 */
import {
  homeRails,
  listingQueries,
  listingShowsCollections,
  parseCatalogQuery,
  sortedRailQuery,
  type BooksApiQuery,
} from './catalog-queries.ts';
import { matchRoute, type StorefrontPath } from './routes.ts';

/** One catalogue read of a page's first render, answered by the API route of the same name. */
export type PageRead =
  { read: 'books'; query: BooksApiQuery } | { read: 'book'; id: number } | { read: 'collections' };

export interface StorefrontPage {
  /** The page module, relative to src/web (as Vite's manifest names it). */
  module: string;
  /**
   * `public`: the same for every visitor, rendered on the server with its data and indexed.
   * `private`: behind the session or one visitor's own (a link from a mail), drawn by the
   * client and kept out of search engines.
   */
  access: 'public' | 'private';
  /** Listed in sitemap.xml as it is (pages with a parameter are listed by their rows). */
  inSitemap?: boolean;
  /** The page's own title in the document head, when it has a fixed one. */
  title?: string;
  /** The catalogue reads of its first render, in page order. */
  reads?: (params: Record<string, string>, search: URLSearchParams) => PageRead[];
  /** Whether the first read's first cover is the page's largest paint, worth preloading. */
  preloadFirstCover?: boolean;
}

function listingReads(allBooks: boolean) {
  return (_params: Record<string, string>, search: URLSearchParams): PageRead[] => {
    const query = parseCatalogQuery(search);
    const listing = listingQueries(query);
    const reads: PageRead[] = [{ read: 'books', query: listing.books }];
    if (query.category !== undefined) reads.push({ read: 'books', query: listing.otherCategories });
    if (listingShowsCollections(query, allBooks)) reads.push({ read: 'collections' });
    return reads;
  };
}

const listing = (allBooks: boolean, module = 'pages/collections.page.tsx'): StorefrontPage => ({
  module,
  access: 'public',
  reads: listingReads(allBooks),
  preloadFirstCover: true,
});

const privatePage = (module: string): StorefrontPage => ({ module, access: 'private' });

const policy = (module: string, title: string): StorefrontPage => ({
  module,
  access: 'public',
  inSitemap: true,
  title,
});

export const storefrontPages: Record<StorefrontPath, StorefrontPage> = {
  '/': {
    module: 'pages/home.page.tsx',
    access: 'public',
    inSitemap: true,
    reads: () => [
      ...homeRails.map((rail): PageRead => ({ read: 'books', query: sortedRailQuery(rail) })),
      { read: 'collections' },
    ],
  },
  '/collections': { ...listing(false), inSitemap: true },
  '/shop': listing(false),
  '/books': { ...listing(true, 'pages/books.page.tsx'), inSitemap: true, title: 'All books' },
  '/books/:id': {
    module: 'pages/book-detail.page.tsx',
    access: 'public',
    reads: ({ id }) => {
      const n = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
      return n > 0 ? [{ read: 'book', id: n }] : [];
    },
    preloadFirstCover: true,
  },
  '/cart': privatePage('pages/cart.page.tsx'),
  '/checkout': privatePage('pages/checkout.page.tsx'),
  '/thank-you': privatePage('pages/thank-you.page.tsx'),
  '/forgot-password': privatePage('pages/forgot-password.page.tsx'),
  '/reset-password': privatePage('pages/reset-password.page.tsx'),
  '/confirm-email': privatePage('pages/confirm-email.page.tsx'),
  '/profile': privatePage('pages/profile.page.tsx'),
  '/orders': privatePage('pages/orders.page.tsx'),
  '/orders/:id': privatePage('pages/order-detail.page.tsx'),
  '/wishlist': privatePage('pages/wishlist.page.tsx'),
  '/notifications': privatePage('pages/notifications.page.tsx'),
  '/contact': policy('pages/contact.page.tsx', 'Contact us'),
  '/privacy-policy': policy('pages/privacy-policy.page.tsx', 'Privacy policy'),
  '/refund-cancellation-policy': policy(
    'pages/refund-cancellation-policy.page.tsx',
    'Refund and cancellation policy',
  ),
  '/shipping-policy': policy('pages/shipping-policy.page.tsx', 'Shipping policy'),
  '/terms-and-conditions': policy('pages/terms-and-conditions.page.tsx', 'Terms and conditions'),
  '/setup': privatePage('pages/setup.page.tsx'),
};

export interface MatchedPage {
  route: StorefrontPath;
  page: StorefrontPage;
  params: Record<string, string>;
}

/** The storefront page a path (without query string) is, with its parameters; admin paths are not. */
export function matchStorefrontPage(pathname: string): MatchedPage | undefined {
  const route = matchRoute(pathname);
  if (!route || !(route in storefrontPages)) return undefined;
  const storefrontRoute = route as StorefrontPath;
  const names = storefrontRoute.split('/');
  const values = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponentSafe(values[i] ?? '');
  });
  return { route: storefrontRoute, page: storefrontPages[storefrontRoute], params };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The reads of a path's first render (none for private, admin and unknown paths). */
export function pageReads(pathname: string, search: URLSearchParams): PageRead[] {
  const matched = matchStorefrontPage(pathname);
  if (!matched || matched.page.access !== 'public') return [];
  return matched.page.reads?.(matched.params, search) ?? [];
}

/** The static public pages sitemap.xml lists. */
export const sitemapPaths = (Object.keys(storefrontPages) as StorefrontPath[]).filter(
  (path) => storefrontPages[path].inSitemap,
);
