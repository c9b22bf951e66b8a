import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BooksList } from '@shared/schemas/catalog.ts';
import { apiPaths, type BooksApiQuery } from '@web/config/paths.ts';
import { getJson } from '@web/lib/api-client.ts';
import { takePageData, usePageData, type PageDataSource } from '@web/lib/page-data.ts';

type BooksQueryKey = readonly [string, BooksApiQuery];

function samePageless(a: BooksApiQuery, b: BooksApiQuery): boolean {
  const { page: _a, ...restA } = a;
  const { page: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/**
 * GET /api/books: one page of a listing with its total, facets and did-you-mean. While only the
 * page changes the previous page stays on screen; a new filter shows the loading state instead.
 */
export function booksQueryOptions(
  query: BooksApiQuery,
  pageData: Pick<PageDataSource, 'take'> = { take: takePageData },
) {
  return queryOptions({
    queryKey: [apiPaths.books, query] as BooksQueryKey,
    queryFn: ({ signal }) => getJson<BooksList>(apiPaths.booksUrl(query), signal),
    // The first render's listings come inside the page the server sent.
    initialData: () => pageData.take<BooksList>(apiPaths.booksUrl(query)),
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePageless(previousQuery.queryKey[1], query)
        ? keepPreviousData(previous)
        : undefined,
  });
}

export function useBooks(query: BooksApiQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...booksQueryOptions(query, usePageData()), ...options });
}
