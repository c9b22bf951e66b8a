import { useMutation } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';
import { adminImportApi } from '@web/config/paths.ts';
import { apiRequestRaw } from '@web/lib/api-client.ts';

/** POST /api/admin/imports/preview: the file checked row by row; nothing is written yet. */
export function previewImport(file: File): Promise<ImportSummary> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequestRaw<ImportSummary>('POST', adminImportApi.preview, body);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
