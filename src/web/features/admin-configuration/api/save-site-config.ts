import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteConfig, SiteConfigInput } from '@shared/schemas/admin-site-config.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { storeSavedSiteConfig } from './get-admin-site-config.ts';

/** PUT /api/admin/site-config: a new version (409 when a removed category is still used). */
export function saveSiteConfig(input: SiteConfigInput) {
  return apiRequest<AdminSiteConfig>('PUT', adminSettingsApi.siteConfig, input);
}

export function useSaveSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteConfig,
    onSuccess: (saved) => storeSavedSiteConfig(queryClient, saved),
  });
}
