/**
 * Every page of the shop, declared once: its path and the rules of its parameters, its view
 * (the page module, loaded lazily), who may see it, the API reads its first render makes (its
 * loader), and its head (title, canonical link, JSON-LD) made from those reads' answers. The
 * client router, the server's render, its head tags, the sitemap and the first-render data all
 * read this table; no other list of pages or their paths exists. Free of zod and of the
 * client's code, so both sides import it. docs/style.md "Adding a page" says how to add one.
 */
import {
  bookApiUrl,
  booksApiUrl,
  collectionsApiUrl,
  homeRails,
  listingQueries,
  listingShowsCollections,
  parseCatalogQuery,
  publisherPageOf,
  sortedRailQuery,
  withQuery,
} from './catalog-queries.ts';
import {
  bookCardCoverSizes,
  bookPageCoverSizes,
  imagePreload,
  type PreloadedImage,
} from './image-variants.ts';
import {
  authorHead,
  bookHead,
  homeHead,
  listingHead,
  publisherHead,
  seriesHead,
} from './page-heads.ts';
import type { PageHead } from './page-head.ts';
import type { Permission } from './permissions.ts';
import { bookId, matchPattern, pathOf, slug, type ParamRule } from './params.ts';
import type { CollectionRail } from './schemas/book.ts';
import type { BookDetail, BooksList, PublisherPage, SeriesPage } from './schemas/catalog.ts';

/**
 * The answers to a page's reads, in the order of its reads: the API's body, `null` when the API
 * answered 404 (the page names something the shop does not have), `undefined` when the read
 * was not made or failed (the client then makes it and shows the API's error).
 */
export type PageAnswers = readonly unknown[];

export interface PageContext {
  /** The path's parameters, each as its rule reads it. */
  params: Record<string, unknown>;
  search: URLSearchParams;
}

export interface HeadContext extends PageContext {
  publicUrl: string;
  pathname: string;
  answers: PageAnswers;
}

export interface PageDeclaration {
  /** The page module, relative to src/web (as Vite's manifest names it). */
  view: string;
  /**
   * `public`: the same for every visitor, rendered on the server with its data and indexed.
   * `private`: behind the session or one visitor's own (a link from a mail), drawn by the
   * client and kept out of search engines.
   */
  access: 'public' | 'private';
  /** Signed-out visitors are sent to / with the login dialog open (docs/product.md §2). */
  signedIn?: boolean;
  /** The rules of the path's parameters; a path breaking one names nothing the shop has. */
  params?: Record<string, ParamRule<unknown>>;
  /** What the page is called in its head when it names nothing the shop has (answered 404). */
  missing?: string;
  /** The page's own title in the document head, when it has a fixed one. */
  title?: string;
  /** Listed in sitemap.xml as it is (pages with a parameter are listed by their rows). */
  inSitemap?: boolean;
  /** The API reads (GET URLs) of its first render, in page order: the page's loader. */
  reads?: (page: PageContext) => string[];
  /** Its head from its reads' answers; a page without one is titled by `title`. */
  head?: (page: HeadContext) => PageHead;
  /** The page's largest paint, worth preloading: its first read's first cover. */
  firstCover?: (answers: PageAnswers) => PreloadedImage | undefined;
}

const listingReads =
  (allBooks: boolean) =>
  ({ search }: PageContext): string[] => {
    const query = parseCatalogQuery(search);
    const listing = listingQueries(query);
    const reads = [booksApiUrl(listing.books)];
    if (query.category !== undefined) reads.push(booksApiUrl(listing.otherCategories));
    if (listingShowsCollections(query, allBooks)) reads.push(collectionsApiUrl);
    return reads;
  };

const firstCardCover = (answers: PageAnswers) => {
  const url = (answers[0] as BooksList | undefined)?.items?.[0]?.imageUrl;
  return url ? imagePreload(url, bookCardCoverSizes) : undefined;
};

/** A listing's head: a search is not indexed; a category is its own page. */
const listing = (allBooks: boolean) => ({
  view: allBooks ? 'pages/books.page.tsx' : 'pages/collections.page.tsx',
  access: 'public' as const,
  reads: listingReads(allBooks),
  firstCover: firstCardCover,
});

const privatePage = (view: string, signedIn = false): PageDeclaration => ({
  view,
  access: 'private',
  signedIn,
});

const policy = (view: string, title: string): PageDeclaration => ({
  view,
  access: 'public',
  inSitemap: true,
  title,
});

/** The storefront's pages (docs/product.md §2), by path. */
export const storefrontPages = {
  '/': {
    view: 'pages/home.page.tsx',
    access: 'public',
    inSitemap: true,
    reads: () => [
      ...homeRails.map((rail) => booksApiUrl(sortedRailQuery(rail))),
      collectionsApiUrl,
    ],
    head: homeHead,
  },
  '/collections': { ...listing(false), inSitemap: true, head: listingHead },
  '/shop': { ...listing(false), head: listingHead },
  '/books': { ...listing(true), inSitemap: true, title: 'All books' },
  '/books/:id': {
    view: 'pages/book-detail.page.tsx',
    access: 'public',
    params: { id: bookId },
    missing: 'Book not found',
    reads: ({ params }) => [bookApiUrl(params.id as number)],
    head: bookHead,
    firstCover: (answers) => {
      const url = (answers[0] as BookDetail | undefined)?.imageUrl;
      return url ? imagePreload(url, bookPageCoverSizes) : undefined;
    },
  },
  '/authors/:slug': {
    view: 'pages/author.page.tsx',
    access: 'public',
    params: { slug },
    missing: 'Author not found',
    reads: ({ params }) => [pathOf('/api/authors/:slug', { slug: params.slug as string })],
    head: authorHead,
    firstCover: (answers) => {
      const url = (answers[0] as CollectionRail | undefined)?.books[0]?.imageUrl;
      return url ? imagePreload(url, bookCardCoverSizes) : undefined;
    },
  },
  '/series/:slug': {
    view: 'pages/series.page.tsx',
    access: 'public',
    params: { slug },
    missing: 'Series not found',
    reads: ({ params }) => [pathOf('/api/series/:slug', { slug: params.slug as string })],
    head: seriesHead,
    firstCover: (answers) => {
      const url = (answers[0] as SeriesPage | undefined)?.volumes[0]?.book.imageUrl;
      return url ? imagePreload(url, bookCardCoverSizes) : undefined;
    },
  },
  '/publishers/:slug': {
    view: 'pages/publisher.page.tsx',
    access: 'public',
    params: { slug },
    missing: 'Publisher not found',
    reads: ({ params, search }) => [
      withQuery(pathOf('/api/publishers/:slug', { slug: params.slug as string }), {
        page: publisherPageOf(search),
      }),
    ],
    head: publisherHead,
    firstCover: (answers) => {
      const url = (answers[0] as PublisherPage | undefined)?.books[0]?.imageUrl;
      return url ? imagePreload(url, bookCardCoverSizes) : undefined;
    },
  },
  '/cart': privatePage('pages/cart.page.tsx', true),
  '/checkout': privatePage('pages/checkout.page.tsx', true),
  '/thank-you': privatePage('pages/thank-you.page.tsx'),
  '/forgot-password': privatePage('pages/forgot-password.page.tsx'),
  '/reset-password': privatePage('pages/reset-password.page.tsx'),
  '/confirm-email': privatePage('pages/confirm-email.page.tsx'),
  '/profile': privatePage('pages/profile.page.tsx', true),
  '/orders': privatePage('pages/orders.page.tsx', true),
  '/orders/:id': privatePage('pages/order-detail.page.tsx', true),
  '/wishlist': privatePage('pages/wishlist.page.tsx', true),
  '/notifications': privatePage('pages/notifications.page.tsx', true),
  '/contact': policy('pages/contact.page.tsx', 'Contact us'),
  '/privacy-policy': policy('pages/privacy-policy.page.tsx', 'Privacy policy'),
  '/refund-cancellation-policy': policy(
    'pages/refund-cancellation-policy.page.tsx',
    'Refund and cancellation policy',
  ),
  '/shipping-policy': policy('pages/shipping-policy.page.tsx', 'Shipping policy'),
  '/terms-and-conditions': policy('pages/terms-and-conditions.page.tsx', 'Terms and conditions'),
  '/setup': privatePage('pages/setup.page.tsx'),
  '/staff-invite': privatePage('pages/staff-invite.page.tsx'),
} satisfies Record<string, PageDeclaration>;

/**
 * The admin area's pages: drawn by the browser only, behind the staff session; `need` is the
 * permission a staff member must hold to open one (null: every staff member, ADR 038).
 */
export const adminPages = {
  '/admin': { view: 'pages/admin/dashboard.page.tsx', need: null },
  '/admin/books': { view: 'pages/admin/books.page.tsx', need: 'catalogue.edit' },
  '/admin/images': { view: 'pages/admin/images.page.tsx', need: 'catalogue.edit' },
  '/admin/books/new': { view: 'pages/admin/book-form.page.tsx', need: 'catalogue.edit' },
  '/admin/books/:id/edit': { view: 'pages/admin/book-form.page.tsx', need: 'catalogue.edit' },
  '/admin/bulk-upload': { view: 'pages/admin/bulk-upload.page.tsx', need: 'catalogue.import' },
  '/admin/feeds': { view: 'pages/admin/feeds.page.tsx', need: 'catalogue.import' },
  '/admin/delivery': { view: 'pages/admin/delivery.page.tsx', need: 'settings' },
  '/admin/promotions': { view: 'pages/admin/promotions.page.tsx', need: 'promotions' },
  '/admin/orders': { view: 'pages/admin/orders.page.tsx', need: 'orders.view' },
  '/admin/users': { view: 'pages/admin/users.page.tsx', need: 'customers.view' },
  '/admin/analytics': { view: 'pages/admin/analytics.page.tsx', need: 'analytics' },
  '/admin/settings': { view: 'pages/admin/settings.page.tsx', need: 'settings' },
  '/admin/configuration': { view: 'pages/admin/configuration.page.tsx', need: 'content' },
  '/admin/conditional-queries': {
    view: 'pages/admin/conditional-queries.page.tsx',
    need: 'content',
  },
  '/admin/outbox': { view: 'pages/admin/outbox.page.tsx', need: 'settings' },
  '/admin/preorders': { view: 'pages/admin/preorders.page.tsx', need: 'orders.view' },
  '/admin/contributors': { view: 'pages/admin/contributors.page.tsx', need: 'catalogue.edit' },
  '/admin/series': { view: 'pages/admin/series.page.tsx', need: 'catalogue.edit' },
  '/admin/publishers': { view: 'pages/admin/publishers.page.tsx', need: 'catalogue.edit' },
  '/admin/staff': { view: 'pages/admin/staff.page.tsx', need: 'staff' },
  '/admin/reviews': { view: 'pages/admin/reviews.page.tsx', need: 'reviews.moderate' },
  '/admin/returns': { view: 'pages/admin/returns.page.tsx', need: 'orders.view' },
} satisfies Record<string, { view: string; need: Permission | null }>;

export type StorefrontPath = keyof typeof storefrontPages;
export type AdminPath = keyof typeof adminPages;

export const storefrontPaths = Object.keys(storefrontPages) as StorefrontPath[];
export const adminPaths = Object.keys(adminPages) as AdminPath[];

const declarations: Record<StorefrontPath, PageDeclaration> = storefrontPages;

export interface MatchedPage {
  route: StorefrontPath;
  page: PageDeclaration;
  /** The path's parameters as written (decoded). */
  raw: Record<string, string>;
  /** Each parameter as its rule reads it; undefined when one breaks its rule. */
  params: Record<string, unknown> | undefined;
}

/** The storefront page a path (without query string) is, with its parameters; admin paths are not. */
export function matchStorefrontPage(pathname: string): MatchedPage | undefined {
  for (const route of storefrontPaths) {
    const raw = matchPattern(route, pathname);
    if (!raw) continue;
    const page = declarations[route];
    const params: Record<string, unknown> = { ...raw };
    for (const [name, rule] of Object.entries(page.params ?? {})) {
      const value = rule.parse(raw[name]);
      if (value === null) return { route, page, raw, params: undefined };
      params[name] = value;
    }
    return { route, page, raw, params };
  }
  return undefined;
}

/** The admin page a path is, if any. */
export function matchAdminPage(pathname: string): AdminPath | undefined {
  return adminPaths.find((route) => matchPattern(route, pathname) !== undefined);
}

/** The route (as the tables spell it) a path (without query string) is, if any. */
export function matchRoute(pathname: string): StorefrontPath | AdminPath | undefined {
  return (
    matchStorefrontPage(pathname)?.route ??
    adminPaths.find((route) => matchPattern(route, pathname) !== undefined)
  );
}

/** The API reads of a path's first render (none for private, admin and unknown paths). */
export function pageReads(pathname: string, search: URLSearchParams): string[] {
  const matched = matchStorefrontPage(pathname);
  if (!matched?.params || matched.page.access !== 'public') return [];
  return matched.page.reads?.({ params: matched.params, search }) ?? [];
}

/** The static public pages sitemap.xml lists. */
export const sitemapPaths = storefrontPaths.filter((path) => declarations[path].inSitemap);

/** The paths (and everything under them) that need a signed-in visitor. */
export const protectedPrefixes = [
  ...new Set(
    storefrontPaths.filter((p) => declarations[p].signedIn).map((p) => p.replace(/\/:.*$/, '')),
  ),
];
