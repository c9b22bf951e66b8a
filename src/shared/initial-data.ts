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
