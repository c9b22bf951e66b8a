import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookCollections } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { adminBooksQueryKey } from './get-admin-books.ts';

/** GET /api/admin/books/collections: the collection names in use, with their book counts. */
export function getAdminBookCollections(signal?: AbortSignal) {
  return apiGet<AdminBookCollections>(adminBooksApi.collections, signal);
}

// Under the books key, so any book change (which may add or empty a collection) refreshes it.
export const adminBookCollectionsQueryOptions = queryOptions({
  queryKey: [...adminBooksQueryKey, 'collections'] as const,
  queryFn: ({ signal }) => getAdminBookCollections(signal),
});

export function useAdminBookCollections() {
  return useQuery(adminBookCollectionsQueryOptions);
}
