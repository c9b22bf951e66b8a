import { apiPaths } from '@web/config/paths.ts';

/*
 * lib/query-keys/: the query keys that more than one part of the shop reads or updates, in one
 * place, so a mutation in one feature invalidates another's data through the key (docs/style.md rule
 * 3) rather than by importing that feature. Kept apart from the fetchers, and one small module
 * per area: lazily loaded code updates a query through its key without importing the fetcher's
 * module (which would make the bundler split the entry chunk apart), and a page's chunk carries
 * only the keys it uses.
 */

/** The me query (who is signed in); with the site config, the only keys the entry chunk needs. */
export const meQueryKey = [apiPaths.auth.me] as const;

/** GET /config: the shop's settings and content, the same for everyone. */
export const siteConfigQueryKey = [apiPaths.siteConfig] as const;
