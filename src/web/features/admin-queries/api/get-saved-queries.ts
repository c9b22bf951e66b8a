import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedQueriesPage } from '@shared/schemas/admin-queries.ts';
import { adminQueriesApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every saved-queries read starts with this key: invalidating it refreshes the list. */
export const savedQueriesQueryKey = [adminQueriesApi.list] as const;

export const savedQueriesPageSize = 10;

/** GET /api/admin/queries?page&pageSize: saved queries, last changed first. */
export function getSavedQueries(page: number, signal?: AbortSignal): Promise<SavedQueriesPage> {
  return apiGet<SavedQueriesPage>(adminQueriesApi.listPage(page, savedQueriesPageSize), signal);
}

export const savedQueriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...savedQueriesQueryKey, page] as const,
    queryFn: ({ signal }) => getSavedQueries(page, signal),
  });

export function useSavedQueries(page: number) {
  return useQuery({ ...savedQueriesQueryOptions(page), placeholderData: keepPreviousData });
}
