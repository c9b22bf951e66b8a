/**
 * The route table of docs/product.md §2, shared by the client router and the server, so the
 * server can answer a known route with 200 and anything else with 404.
 */
export const storefrontPaths = [
  '/',
  '/collections',
  '/shop',
  '/books',
  '/books/:id',
  '/cart',
  '/checkout',
  '/thank-you',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/profile',
  '/orders',
  '/orders/:id',
  '/wishlist',
  '/notifications',
  '/contact',
  '/privacy-policy',
  '/refund-cancellation-policy',
  '/shipping-policy',
  '/terms-and-conditions',
  '/setup',
] as const;

export const adminPaths = [
  '/admin',
  '/admin/books',
  '/admin/images',
  '/admin/books/new',
  '/admin/books/:id/edit',
  '/admin/bulk-upload',
  '/admin/orders',
  '/admin/users',
  '/admin/analytics',
  '/admin/settings',
  '/admin/configuration',
  '/admin/conditional-queries',
  '/admin/outbox',
] as const;

/** docs/product.md §2 "Protected paths": signed-out visitors are sent to / with the login dialog open. */
export const protectedPrefixes = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/profile',
  '/orders',
  '/notifications',
] as const;

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function isProtectedPath(pathname: string): boolean {
  return protectedPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type StorefrontPath = (typeof storefrontPaths)[number];
export type AdminPath = (typeof adminPaths)[number];

const patterns = [...storefrontPaths, ...adminPaths].map((p) => {
  const source = p
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { path: p, re: new RegExp(`^${source}/?$`) };
});

/** The route (as spelled in the tables above) a path (without query string) is, if any. */
export function matchRoute(pathname: string): StorefrontPath | AdminPath | undefined {
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  return patterns.find(({ re }) => re.test(pathname))?.path;
}

/** True when the path (without query string) is one of the SPA's routes. */
export function isKnownRoute(pathname: string): boolean {
  return matchRoute(pathname) !== undefined;
}
