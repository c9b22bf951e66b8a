/**
 * The shop's routes as the client router and the server both need them: which paths are pages
 * (404 otherwise), which are the admin area's and which need a signed-in visitor. All of it is
 * read from the pages table (src/shared/pages.ts); nothing here lists a path of its own.
 */
import { adminPaths, matchRoute, protectedPrefixes, storefrontPaths } from './pages.ts';

export { adminPaths, matchRoute, protectedPrefixes, storefrontPaths };
export type { AdminPath, StorefrontPath } from './pages.ts';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** docs/product.md §2 "Protected paths": signed-out visitors are sent to / with the login dialog open. */
export function isProtectedPath(pathname: string): boolean {
  return protectedPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** True when the path (without query string) is one of the SPA's routes. */
export function isKnownRoute(pathname: string): boolean {
  return matchRoute(pathname) !== undefined;
}
