import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  uploadLimitOf,
  type DuplicateChoice,
  type ImportEncoding,
  type ImportMode,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { useImport, useImportEvents, useStartImport } from '../api/commit-import.ts';
import { usePreviewImport } from '../api/preview-import.ts';

/**
 * The bulk upload's state: the upload, its check and import as the server reports them, and
 * the choices made. The upload's id is kept in the address (`?import=`), so leaving and
 * reopening the page finds the check or the import where it is.
 */
export function useBulkUpload() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const preview = usePreviewImport();
  const start = useStartImport();
  const stored = useImport(importId);
  // Until chosen: all or nothing for a clean file, valid rows only for one with errors.
  const [chosenMode, setMode] = useState<ImportMode | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('update');
  const [confirming, setConfirming] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  // A file over the limit is refused here rather than after uploading all of it.
  const [tooLarge, setTooLarge] = useState(false);
  const base = start.data ?? stored.data ?? preview.data;
  const following = base?.status === 'checking' || base?.status === 'importing';
  const summary: ImportSummary | undefined = useImportEvents(base, following);

  function remember(id: string | null) {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('import', id);
        else next.delete('import');
        return next;
      },
      { replace: true },
    );
  }

  function upload(chosen: File, encoding?: ImportEncoding) {
    start.reset();
    remember(null);
    setMode(null);
    setFile(chosen);
    const over = chosen.size > uploadLimitOf(chosen.name);
    setTooLarge(over);
    if (over) return preview.reset();
    preview.mutate({ file: chosen, encoding }, { onSuccess: (s) => remember(s.id) });
  }

  function startOver() {
    start.reset();
    preview.reset();
    setFile(null);
    remember(null);
  }

  return {
    preview,
    start,
    stored,
    summary,
    file,
    tooLarge,
    chosenMode,
    setMode,
    duplicates,
    setDuplicates,
    confirming,
    setConfirming,
    upload,
    startOver,
  };
}

export type BulkUpload = ReturnType<typeof useBulkUpload>;
