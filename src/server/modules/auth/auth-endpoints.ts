/**
 * The better-auth endpoints the shop serves, and nothing else: its admin endpoints (set-role,
 * impersonate-user, create-user…) and every flow the shop does not offer stay unreachable, so
 * staff change users only through /api/admin (audit log, last-admin rule).
 *
 * A request reaches better-auth only when its path is written canonically: lower-case letters,
 * digits and hyphens between single slashes, with no dot segments, percent escapes, `;`, `#`,
 * doubled or trailing slashes. better-auth resolves such variants itself (`/./sign-in/email` is
 * `/sign-in/email` to it), so a guard that looked at the raw path could be walked around; with
 * variants refused, the guards and better-auth see the same path.
 */
const endpoints: Record<string, readonly ('GET' | 'POST')[]> = {
  '/sign-up/email': ['POST'],
  '/sign-in/email': ['POST'],
  '/sign-in/phone-number': ['POST'],
  '/sign-in/social': ['POST'],
  '/sign-in/oauth2': ['POST'],
  '/sign-out': ['POST'],
  '/get-session': ['GET'],
  '/email-otp/send-verification-otp': ['POST'],
  '/email-otp/verify-email': ['POST'],
  '/email-otp/request-password-reset': ['POST'],
  '/email-otp/reset-password': ['POST'],
  '/change-password': ['POST'],
  '/revoke-other-sessions': ['POST'],
  '/phone-number/send-otp': ['POST'],
  '/phone-number/verify': ['POST'],
  // OAuth providers answer with a redirect (GET) or a form post.
  '/error': ['GET'],
};

/** `/callback/{provider}` (Google) and `/oauth2/callback/{provider}` (OIDC). */
const callbackPath = /^\/(?:oauth2\/)?callback\/[a-z0-9-]{1,40}$/;

const canonicalPath = /^(?:\/[a-z0-9-]+)+$/;

export type AuthEndpointVerdict =
  { ok: true; path: string; search: string } | { ok: false; status: 404 | 405 };

/**
 * Decides from the raw request target (`/api/auth/…?…`) which endpoint a request is for: its
 * canonical path and query, or 404 (non-canonical or not served) / 405 (wrong method).
 */
export function resolveAuthEndpoint(rawUrl: string, method: string): AuthEndpointVerdict {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (!rawPath.startsWith('/api/auth/')) return { ok: false, status: 404 };
  const path = rawPath.slice('/api/auth'.length);
  if (!canonicalPath.test(path) || search.includes('#')) return { ok: false, status: 404 };
  const methods = endpoints[path] ?? (callbackPath.test(path) ? (['GET', 'POST'] as const) : null);
  if (!methods) return { ok: false, status: 404 };
  if (!(methods as readonly string[]).includes(method)) return { ok: false, status: 405 };
  return { ok: true, path, search };
}

/** Every endpoint the bridge serves (for the security tests' path-variant table). */
export const servedAuthEndpoints = Object.entries(endpoints).flatMap(([path, methods]) =>
  methods.map((method) => ({ method, path })),
);
