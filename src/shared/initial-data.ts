/**
 * Data the server puts into the page it sends, for the client's first render. Kept apart from
 * the zod schemas so reading it adds nothing to the storefront's entry script.
 */

/** The element holding the public site config (GET /config's answer) as JSON. */
export const siteConfigElementId = 'pustak-site-config';
