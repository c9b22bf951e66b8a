import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@shared/schemas/admin-settings.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** GET /api/admin/settings: the shop's settings and whether Razorpay keys are set. */
export function getSettings(signal?: AbortSignal) {
  return apiGet<AdminSettings>(adminSettingsApi.settings, signal);
}

export const settingsQueryOptions = queryOptions({
  queryKey: [adminSettingsApi.settings] as const,
  queryFn: ({ signal }) => getSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

/** Fetches the settings again (queries are otherwise never refetched): after a refused save. */
export function reloadSettings(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...settingsQueryOptions, staleTime: 0 });
}
