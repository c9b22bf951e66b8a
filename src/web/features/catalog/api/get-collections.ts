import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionsResponse } from '@shared/schemas/book.ts';
import { apiPaths } from '@web/config/paths.ts';

/** GET /api/collections: one rail of book cards per collection. */
export const collectionsQueryOptions = queryOptions<CollectionsResponse>({
  queryKey: [apiPaths.collections],
});

export function useCollections() {
  return useQuery(collectionsQueryOptions);
}
