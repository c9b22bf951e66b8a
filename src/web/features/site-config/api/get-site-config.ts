import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@shared/schemas/site-config.ts';
import { apiPaths } from '@web/config/paths.ts';

/** GET /config: fetched once and never refetched automatically (SPEC §7, §9). */
export const siteConfigQueryOptions = queryOptions<SiteConfig>({
  queryKey: [apiPaths.siteConfig],
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
