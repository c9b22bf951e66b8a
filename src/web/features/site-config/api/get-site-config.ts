import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigElementId } from '@shared/initial-data.ts';
import type { SiteConfig } from '@shared/schemas/site-config.ts';
import { siteConfigQueryKey } from '@web/lib/query-keys/start-up.ts';

/**
 * The config the server put in the page it sent: the first render has the shop's banners
 * without waiting for GET /config, so nothing moves as the page paints.
 */
function configInPage(): SiteConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(siteConfigElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return undefined;
  }
}

/** GET /config: fetched once and never refetched automatically (docs/product.md §7, §9). */
export const siteConfigQueryOptions = queryOptions<SiteConfig>({
  queryKey: siteConfigQueryKey,
  staleTime: Infinity,
  initialData: configInPage,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
