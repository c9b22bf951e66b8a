import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { apiPaths } from '@web/config/paths.ts';
import { takePageData, usePageData, type PageDataSource } from '@web/lib/page-data.ts';

/** GET /api/books/:id: the book page (404 when there is no such book); first from the page. */
export function bookQueryOptions(
  id: number,
  pageData: Pick<PageDataSource, 'take'> = { take: takePageData },
) {
  return queryOptions<BookDetail>({
    queryKey: [apiPaths.book(id)],
    initialData: () => pageData.take<BookDetail>(apiPaths.book(id)),
  });
}

export function useBook(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bookQueryOptions(id, usePageData()), ...options });
}
