import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminSiteConfig } from '@shared/schemas/admin-site-config.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { siteConfigQueryKey } from '@web/lib/query-keys/start-up.ts';

/** GET /api/admin/site-config: the current version, its book counts and the version list. */
export function getAdminSiteConfig(signal?: AbortSignal) {
  return apiGet<AdminSiteConfig>(adminSettingsApi.siteConfig, signal);
}

export const adminSiteConfigQueryOptions = queryOptions({
  queryKey: [adminSettingsApi.siteConfig] as const,
  queryFn: ({ signal }) => getAdminSiteConfig(signal),
});

export function useAdminSiteConfig() {
  return useQuery(adminSiteConfigQueryOptions);
}

/** Fetches the configuration again (queries are otherwise never refetched): after a refused save. */
export function reloadAdminSiteConfig(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...adminSiteConfigQueryOptions, staleTime: 0 });
}

/**
 * After a save, rename or rollback: keep the answer (with its version, which the next save
 * sends back), and make the storefront's own config (read
 * once per visit otherwise) fetch again, so its categories and blocks change at once.
 */
export function storeSavedSiteConfig(queryClient: QueryClient, saved: AdminSiteConfig) {
  queryClient.setQueryData(adminSiteConfigQueryOptions.queryKey, saved);
  void queryClient.invalidateQueries({ queryKey: siteConfigQueryKey });
}
