import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** OAuth providers may answer with a cross-site form post (response_mode=form_post). */
const oauthCallback = /^\/api\/auth\/(?:oauth2\/)?callback\//;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses cross-site state-changing requests that ride on the session cookie (CSRF), for the
 * whole API and not only better-auth's own endpoints (whose origin check better-auth also
 * switches off whenever NODE_ENV=test). The SameSite=Lax cookie already keeps most browsers from
 * sending it cross-site; this is the second lock (OWASP CSRF Cheat Sheet, "Verifying Origin With
 * Standard Headers"), and it also covers sibling subdomains, which SameSite treats as same-site.
 *
 * - Only requests carrying a cookie are checked: a bearer token or a signed webhook cannot be
 *   attached by a browser on another site's behalf.
 * - Allowed origins: PUBLIC_URL's, and the request's own (scheme + Host): a forged request's Host
 *   is always the shop itself, so this admits only pages the shop served, also when a visitor
 *   reached it by another name (localhost vs 127.0.0.1).
 * - `Origin: null` passes only with `Sec-Fetch-Site: same-origin`: browsers send null for the
 *   shop's own fetches under `Referrer-Policy: no-referrer` (helmet's default), and also from
 *   sandboxed frames, which the fetch-metadata header tells apart.
 * - No Origin, no Referer and no Sec-Fetch-Site: allowed. Every current browser sends Origin on
 *   a cross-origin POST/PUT/PATCH/DELETE, so such a request comes from a non-browser client (curl,
 *   scripts, tests), which holds the cookie itself and could not be tricked into sending it.
 */
export const csrfPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const publicOrigin = new URL(publicUrl).origin;

    function isCrossSite(request: FastifyRequest): boolean {
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite === 'cross-site') return true;
      const own = new Set([publicOrigin, originOf(`${request.protocol}://${request.host}`)]);
      const origin = request.headers.origin;
      if (origin === 'null') return fetchSite !== 'same-origin';
      if (origin) return !own.has(originOf(origin) ?? origin);
      const referer = request.headers.referer;
      if (referer) return !own.has(originOf(referer) ?? referer);
      return false;
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!unsafeMethods.has(request.method)) return;
      if (!request.headers.cookie || request.headers.authorization) return;
      if (oauthCallback.test(request.url)) return;
      if (!isCrossSite(request)) return;
      request.log.warn(
        { origin: request.headers.origin, referer: request.headers.referer },
        'cross-site request refused',
      );
      return sendError(reply, 403, {
        code: 'CROSS_SITE_REQUEST',
        message: 'This request came from another site and was refused.',
      });
    });
  },
  { name: 'csrf', dependencies: ['errors'] },
);
