import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionsResponse } from '@shared/schemas/book.ts';
import { apiPaths } from '@web/config/paths.ts';
import { takePageData } from '@web/lib/page-data.ts';

/** GET /api/collections: one rail of book cards per collection; first from the page. */
export const collectionsQueryOptions = queryOptions<CollectionsResponse>({
  queryKey: [apiPaths.collections],
  initialData: () => takePageData<CollectionsResponse>(apiPaths.collections),
});

export function useCollections() {
  return useQuery(collectionsQueryOptions);
}
