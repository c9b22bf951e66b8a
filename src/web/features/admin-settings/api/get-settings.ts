import { queryOptions, useQuery } from '@tanstack/react-query';
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
