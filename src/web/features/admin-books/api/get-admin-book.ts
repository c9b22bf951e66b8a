import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookDetail } from '@shared/schemas/admin-books.ts';
import { adminBooksApi } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { adminBooksQueryKey } from './get-admin-books.ts';

/** GET /api/admin/books/{id}: every field of one book, archived or not. */
export function getAdminBook(id: number, signal?: AbortSignal) {
  return apiGet<AdminBookDetail>(adminBooksApi.book(id), signal);
}

export const adminBookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminBooksQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminBook(id, signal),
  });

export function useAdminBook(id: number | undefined) {
  return useQuery({
    ...adminBookQueryOptions(id ?? 0),
    enabled: id !== undefined && id > 0,
    refetchOnMount: 'always',
  });
}
