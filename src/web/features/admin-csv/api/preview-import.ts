import { useMutation } from '@tanstack/react-query';
import type { ImportEncoding, ImportSummary } from '@shared/schemas/admin-import.ts';
import { adminImportApi } from '@web/config/paths.ts';
import { apiRequestRaw } from '@web/lib/api-client.ts';

/**
 * POST /api/admin/imports/preview: answered once the file is read (a file that cannot be read is
 * refused here); its rows are then checked on the server, and the page follows the rows checked
 * through the import's events (`status: 'checking'`). Nothing is written yet. `encoding` reads a
 * legacy file as Windows-1252 when the first try said it is not UTF-8.
 */
export function previewImport(file: File, encoding?: ImportEncoding): Promise<ImportSummary> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequestRaw<ImportSummary>('POST', adminImportApi.preview(encoding), body);
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, encoding }: { file: File; encoding?: ImportEncoding }) =>
      previewImport(file, encoding),
  });
}
