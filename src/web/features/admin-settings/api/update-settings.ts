import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entityTag } from '@shared/entity-tag.ts';
import type { AdminSettings, ShopSettingsValues } from '@shared/schemas/admin-settings.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { cartQuoteQueryKey } from '@web/lib/query-keys/shopping.ts';
import { siteConfigQueryKey } from '@web/lib/query-keys/start-up.ts';
import { settingsQueryOptions } from './get-settings.ts';

export interface UpdateSettingsVariables {
  values: ShopSettingsValues;
  /** The version the form was filled from: the save is refused (409) if someone has saved since. */
  version: string;
}

/** PUT /api/admin/settings: every setting at once; the saved settings (and version) come back. */
export function updateSettings({ values, version }: UpdateSettingsVariables) {
  return apiRequest<AdminSettings>('PUT', adminSettingsApi.settings, values, {
    'If-Match': entityTag(version),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      // With its new version: the next save from this page is made over this one.
      queryClient.setQueryData(settingsQueryOptions.queryKey, saved);
      // The store name is in the site config, and fees in the cart's and checkout's quote.
      void queryClient.invalidateQueries({ queryKey: siteConfigQueryKey });
      void queryClient.invalidateQueries({ queryKey: cartQuoteQueryKey });
    },
  });
}
