import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type {
  DuplicateChoice,
  ImportMode,
  ImportProgressEvent,
  ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { adminImportApi } from '@web/config/paths.ts';
import { apiGet, apiRequest, errorMessage } from '@web/lib/api-client.ts';
import { invalidateCatalogue } from '@web/lib/invalidate-catalogue.ts';

/**
 * POST /api/admin/imports/{id}/commit: queues the import and answers at once with its summary;
 * the import is written in the background (ADR 021).
 */
export function startImport(
  id: string,
  mode: ImportMode,
  duplicates: DuplicateChoice,
): Promise<ImportSummary> {
  return apiRequest<ImportSummary>('POST', adminImportApi.commit(id), { mode, duplicates });
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({
      id,
      mode,
      duplicates,
    }: {
      id: string;
      mode: ImportMode;
      duplicates: DuplicateChoice;
    }) => startImport(id, mode, duplicates),
  });
}

const importKey = (id: string) => [adminImportApi.import(id)] as const;
const readImport = (id: string, signal?: AbortSignal) =>
  apiGet<ImportSummary>(adminImportApi.import(id), signal);

/** GET /api/admin/imports/{id}: the upload's summary, for a page opened again mid-import. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: ({ signal }) => readImport(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/**
 * Follows an upload as the server checks it and then an import as the server writes it:
 * server-sent events carry the rows checked so far, and the summary after every batch, so the
 * bars move with the rows. Once the upload is checked its preview is read again. Closing the page
 * does not stop the import; opening it again picks the events up where the import is. Once it is
 * imported, every book listing is read again.
 */
export function useImportEvents(base: ImportSummary | undefined, follow: boolean) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ImportProgressEvent | ImportSummary | null>(null);
  const id = base?.id ?? null;
  useEffect(() => {
    setLive(null);
    if (!id || !follow) return;
    const source = new EventSource(adminImportApi.events(id), { withCredentials: true });
    source.onmessage = (event: MessageEvent<string>) => {
      const change = JSON.parse(event.data) as ImportProgressEvent;
      if (change.status === 'previewed') {
        // Checked: the counts and errors are in the kept preview, read again; the bar stays
        // full until it is here. The page's own read of the upload, if still in flight, was
        // answered while the rows were being checked (no counts yet): it is cancelled, and this
        // read, made after the event, is what the page keeps and shows.
        source.close();
        void queryClient
          .cancelQueries({ queryKey: importKey(id) })
          .then(() => readImport(id))
          .then((kept) => {
            queryClient.setQueryData(importKey(id), kept);
            setLive({ ...kept, checking: undefined });
          })
          .catch((err: unknown) =>
            setLive({
              status: 'failed',
              progress: null,
              result: null,
              jobError: errorMessage(err),
            }),
          );
        return;
      }
      setLive(change);
      if (change.status === 'imported' || change.status === 'failed') {
        source.close();
        queryClient.setQueryData<ImportSummary>(importKey(id), (old) =>
          old ? { ...old, ...change } : old,
        );
        if (change.status === 'imported') {
          invalidateCatalogue(queryClient);
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) =>
              typeof queryKey[0] === 'string' && queryKey[0].startsWith(adminImportApi.adminBooks),
          });
        }
      }
    };
    return () => source.close();
  }, [id, follow, queryClient]);
  return base && live ? { ...base, ...live } : base;
}
