import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, ShopSettingsValues } from '@shared/schemas/admin-settings.ts';
import { adminSettingsApi, apiPaths } from '@web/config/paths.ts';
import { siteConfigQueryOptions } from '@web/features/site-config/api/get-site-config.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { settingsQueryOptions } from './get-settings.ts';

/** PUT /api/admin/settings: every setting at once; the saved settings come back. */
export function updateSettings(values: ShopSettingsValues) {
  return apiRequest<AdminSettings>('PUT', adminSettingsApi.settings, values);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, saved);
      // The store name is in the site config, and fees in the cart's and checkout's quote.
      void queryClient.invalidateQueries({ queryKey: siteConfigQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: [apiPaths.checkoutQuote] });
    },
  });
}
