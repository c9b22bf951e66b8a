import { adminPages, matchAdminPage } from '@shared/pages.ts';
import { holds } from '@shared/permissions.ts';
import { isAdminPath, isProtectedPath } from '@shared/routes.ts';

export type SessionGate =
  /** Anyone may see this page, or the signed-in user may. */
  | 'render'
  /** The session is still loading on a page that needs one. */
  | 'loading'
  /** A visitor on a page that needs a session: send home with the login dialog open. */
  | 'sign-in'
  /** Signed in, but an admin page the user's role does not open. */
  | 'forbidden';

/**
 * docs/product.md §2 "Protected paths", plus the admin area: staff only, each page for the roles
 * holding its permission (ADR 038).
 */
export function sessionGate(
  pathname: string,
  session: { user: { role: string; permissions?: readonly string[] } | null; isLoading: boolean },
): SessionGate {
  const admin = isAdminPath(pathname);
  if (!admin && !isProtectedPath(pathname)) return 'render';
  if (session.isLoading) return 'loading';
  if (!session.user) return 'sign-in';
  if (admin) {
    const page = matchAdminPage(pathname);
    if (!holds(session.user, page ? adminPages[page].need : null)) return 'forbidden';
  }
  return 'render';
}

/**
 * Where to go back to after signing in: the page asked for, as typed. Only same-site paths, so a
 * crafted link cannot send the browser elsewhere after sign-in.
 */
export function returnAddress(location: { pathname: string; search: string; hash: string }) {
  const address = `${location.pathname}${location.search}${location.hash}`;
  return address.startsWith('/') && !address.startsWith('//') ? address : '/';
}
