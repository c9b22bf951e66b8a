import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteConfig } from '@shared/schemas/admin-site-config.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { storeSavedSiteConfig } from './get-admin-site-config.ts';

/** POST …/rollback: an earlier version becomes current again, saved as a new version. */
export function rollbackSiteConfig(version: number) {
  return apiRequest<AdminSiteConfig>('POST', adminSettingsApi.rollbackSiteConfig, { version });
}

export function useRollbackSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackSiteConfig,
    onSuccess: (saved) => storeSavedSiteConfig(queryClient, saved),
  });
}
