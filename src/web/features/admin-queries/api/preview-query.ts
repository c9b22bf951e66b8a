import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryDefinition, QueryPreviewResult } from '@shared/schemas/admin-queries.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { authorizationHeader, readSuccessJson, throwIfNotOk } from '@web/lib/api-client.ts';

/**
 * POST /api/admin/queries/preview: the count and one page of matches. A read, so it goes without
 * apiRequest's double-click guard (the builder asks again as the admin types) and can be aborted.
 */
export async function previewQuery(
  definition: QueryDefinition,
  page: number,
  signal?: AbortSignal,
): Promise<QueryPreviewResult> {
  const res = await fetch(adminQueriesApi.preview, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...authorizationHeader(),
    },
    body: JSON.stringify({ ...definition, page }),
    signal,
  });
  await throwIfNotOk(res);
  return (await readSuccessJson(res)) as QueryPreviewResult;
}

export const queryPreviewQueryOptions = (definition: QueryDefinition, page: number) =>
  queryOptions({
    queryKey: [adminQueriesApi.preview, definition, page] as const,
    queryFn: ({ signal }) => previewQuery(definition, page, signal),
  });

/** The preview of a valid rule set; the last one stays on screen while the next loads. */
export function useQueryPreview(definition: QueryDefinition | null, page: number) {
  return useQuery({
    ...queryPreviewQueryOptions(definition ?? { entity: 'books', match: 'all', rules: [] }, page),
    enabled: definition !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
