import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@shared/schemas/api-error.ts';
import type {
  ImportMode,
  ImportProgressEvent,
  ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { adminImportApi } from '@web/config/paths.ts';
import { authorizationHeader, throwIfNotOk } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';

export interface ImportProgress {
  done: number;
  total: number;
}

const unfinished: ApiError = {
  error: { code: 'IMPORT_INTERRUPTED', message: 'The import stopped before it finished.' },
};

/**
 * POST /api/admin/imports/{id}/commit. The answer streams one JSON line per batch written, so
 * `onProgress` can move a progress bar; the last line is the outcome.
 */
export async function commitImport(
  id: string,
  mode: ImportMode,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  const res = await fetch(adminImportApi.commit(id), {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/x-ndjson',
      'Content-Type': 'application/json',
      ...authorizationHeader(),
    },
    body: JSON.stringify({ mode }),
  });
  await throwIfNotOk(res);
  if (!res.body) throw unfinished;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as ImportProgressEvent;
      if (event.type === 'progress') onProgress({ done: event.done, total: event.total });
      else if (event.type === 'done') return event.summary;
      else throw { error: event.error } satisfies ApiError;
    }
    if (done) throw unfinished;
  }
}

/** The import and its progress; on success every book listing is read again. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, mode }: { id: string; mode: ImportMode }) => {
      setProgress(null);
      return commitImport(id, mode, setProgress);
    },
    onSuccess: () => {
      invalidateCatalogue(queryClient);
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' && queryKey[0].startsWith(adminImportApi.adminBooks),
      });
    },
  });
  return { ...mutation, progress };
}
