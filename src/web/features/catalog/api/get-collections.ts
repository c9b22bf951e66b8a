import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionsResponse } from '@shared/schemas/book.ts';
import { apiPaths } from '@web/config/paths.ts';
import { takePageData, usePageData, type PageDataSource } from '@web/lib/page-data.ts';

/** GET /api/collections: one rail of book cards per collection; first from the page. */
export function collectionsQueryOptions(
  pageData: Pick<PageDataSource, 'take'> = { take: takePageData },
) {
  return queryOptions<CollectionsResponse>({
    queryKey: [apiPaths.collections],
    initialData: () => pageData.take<CollectionsResponse>(apiPaths.collections),
  });
}

export function useCollections() {
  return useQuery(collectionsQueryOptions(usePageData()));
}
