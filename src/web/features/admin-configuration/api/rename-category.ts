import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteConfig } from '@shared/schemas/admin-site-config.ts';
import { adminSettingsApi } from '@web/config/paths.ts';
import { apiRequest } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';
import { storeSavedSiteConfig } from './get-admin-site-config.ts';

export type RenameCategoryResult = AdminSiteConfig & { booksUpdated: number };

/** POST …/categories/rename: a new version, and every book with the old name gets the new one. */
export function renameCategory(body: { from: string; to: string }) {
  return apiRequest<RenameCategoryResult>('POST', adminSettingsApi.renameCategory, body);
}

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: (saved) => {
      storeSavedSiteConfig(queryClient, saved);
      invalidateCatalogue(queryClient);
    },
  });
}
