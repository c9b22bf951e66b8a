import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBooksPage } from '@shared/schemas/admin-books.ts';
import { adminBooksApi, type AdminBooksListQuery } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';

/** Every admin books query starts with this key: invalidating it refreshes lists and details. */
export const adminBooksQueryKey = [adminBooksApi.books] as const;

/** GET /api/admin/books: one page of the catalogue as staff see it. */
export function getAdminBooks(query: AdminBooksListQuery, signal?: AbortSignal) {
  return apiGet<AdminBooksPage>(adminBooksApi.booksUrl(query), signal);
}

export const adminBooksQueryOptions = (query: AdminBooksListQuery) =>
  queryOptions({
    queryKey: [...adminBooksQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getAdminBooks(query, signal),
  });

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useAdminBooks(query: AdminBooksListQuery) {
  return useQuery({
    ...adminBooksQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
