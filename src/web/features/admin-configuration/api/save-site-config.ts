import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entityTag } from '@shared/entity-tag.ts';
import type { AdminSiteConfig, SiteConfigInput } from '@shared/schemas/admin-site-config.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { storeSavedSiteConfig } from './get-admin-site-config.ts';

export interface SaveSiteConfigVariables {
  input: SiteConfigInput;
  /** The version the page shows: the save is refused (409) if someone has saved since. */
  version: number;
}

/**
 * PUT /api/admin/site-config: a new version (409 when a removed category is still used, or when
 * the configuration changed since `version`).
 */
export function saveSiteConfig({ input, version }: SaveSiteConfigVariables) {
  return apiRequest<AdminSiteConfig>('PUT', adminSettingsApi.siteConfig, input, {
    'If-Match': entityTag(version),
  });
}

export function useSaveSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteConfig,
    onSuccess: (saved) => storeSavedSiteConfig(queryClient, saved),
  });
}
