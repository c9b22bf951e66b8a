import { apiPaths } from '@web/config/paths.ts';

/**
 * The me query's key, apart from its fetcher: lazily loaded code updates the query through this
 * key without importing get-me.ts, which would make the bundler split the entry chunk apart.
 */
export const meQueryKey = [apiPaths.auth.me] as const;
