/**
 * Data the server puts into the page it sends, for the client's first render. Kept apart from
 * the zod schemas so reading it adds nothing to the storefront's entry script.
 */

/** The element holding the public site config (GET /config's answer) as JSON. */
export const siteConfigElementId = 'pustak-site-config';

/**
 * The element holding the answers to the catalogue reads of the page's first render, as one
 * JSON object keyed by the GET URL the client would fetch (src/shared/catalog-queries.ts).
 */
export const pageDataElementId = 'pustak-page-data';

/**
 * A meta tag the server adds to a page when its request carried a session cookie, which the
 * page's script cannot read: without it (and without a stored bearer token) the visitor is
 * signed out, and the page does not ask GET /api/auth/me only to hear 401.
 */
export const sessionHintMetaName = 'pustak-session';
