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
/** A per-client-address limit: at most `max` requests in `window` seconds. */
export interface AddressLimit {
  window: number;
  max: number;
}

const perMinute = (max: number): AddressLimit => ({ window: 60, max });

interface Endpoint {
  methods: readonly ('GET' | 'POST')[];
  /**
   * Requests per client address and path. Every endpoint names its own, so none is left to a
   * library default (better-auth's is 3 per 10 s for every `/sign-in…`, `/change-password`).
   */
  limit: AddressLimit;
}

const endpoints: Record<string, Endpoint> = {
  '/sign-up/email': { methods: ['POST'], limit: { window: 60 * 60, max: 20 } },
  '/sign-in/email': { methods: ['POST'], limit: perMinute(5) },
  '/sign-in/phone-number': { methods: ['POST'], limit: perMinute(5) },
  '/sign-in/social': { methods: ['POST'], limit: perMinute(10) },
  '/sign-in/oauth2': { methods: ['POST'], limit: perMinute(10) },
  '/sign-out': { methods: ['POST'], limit: perMinute(30) },
  '/get-session': { methods: ['GET'], limit: perMinute(100) },
  '/email-otp/send-verification-otp': { methods: ['POST'], limit: perMinute(3) },
  '/email-otp/verify-email': { methods: ['POST'], limit: perMinute(10) },
  '/email-otp/request-password-reset': { methods: ['POST'], limit: perMinute(3) },
  '/email-otp/reset-password': { methods: ['POST'], limit: perMinute(10) },
  '/change-password': { methods: ['POST'], limit: perMinute(5) },
  '/revoke-other-sessions': { methods: ['POST'], limit: perMinute(10) },
  '/phone-number/send-otp': { methods: ['POST'], limit: perMinute(3) },
  '/phone-number/verify': { methods: ['POST'], limit: perMinute(10) },
  // OAuth providers answer with a redirect (GET) or a form post.
  '/error': { methods: ['GET'], limit: perMinute(100) },
};

/** The OAuth callbacks' limit (their paths name the provider). */
const callbackLimit = perMinute(20);

/** better-auth's `rateLimit.customRules`: the limit of every endpoint the bridge serves. */
export const authAddressLimits: Record<string, AddressLimit> = {
  ...Object.fromEntries(Object.entries(endpoints).map(([path, e]) => [path, e.limit])),
  '/callback/*': callbackLimit,
  '/oauth2/callback/*': callbackLimit,
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
  const methods =
    endpoints[path]?.methods ?? (callbackPath.test(path) ? (['GET', 'POST'] as const) : null);
  if (!methods) return { ok: false, status: 404 };
  if (!(methods as readonly string[]).includes(method)) return { ok: false, status: 405 };
  return { ok: true, path, search };
}

/** Every endpoint the bridge serves (for the security tests' path-variant table). */
export const servedAuthEndpoints = Object.entries(endpoints).flatMap(([path, { methods, limit }]) =>
  methods.map((method) => ({ method, path, limit })),
);
