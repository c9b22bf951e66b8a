import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@shared/schemas/site-config.ts';
import { documentPageData, usePageData, type PageDataSource } from '@web/lib/page-data.ts';
import { siteConfigQueryKey } from '@web/lib/query-keys/start-up.ts';

/** GET /config: fetched once and never refetched automatically (docs/product.md §7, §9). */
export function siteConfigQueryOptions(
  pageData: Pick<PageDataSource, 'siteConfig'> = documentPageData(),
) {
  return queryOptions<SiteConfig>({
    queryKey: siteConfigQueryKey,
    staleTime: Infinity,
    // The config the server put in the page it sent: the first render has the shop's banners
    // without waiting for GET /config, so nothing moves as the page paints.
    initialData: () => pageData.siteConfig(),
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions(usePageData()));
}
